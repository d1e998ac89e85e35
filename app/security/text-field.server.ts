/**
 * The one zod string every text field of the site is parsed with: control characters are refused
 * with a 400 and a message naming the field. PostgreSQL cannot store U+0000 (it would fail as a
 * 500 deep in a query), and no person types the others. Multi-line fields keep tab, LF and CR.
 */
import { z } from "zod";
import { characterCount, isBlank } from "~/text/characters";

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
}

/**
 * A string field called `label` in messages: "<label> is required" when absent, "<label> must be
 * text" for another type, "<label> must not contain control characters".
 */
export function textField(label: string, options: { multiline?: boolean; missing?: string; wrongType?: string } = {}) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? (options.missing ?? `${label} is required`) : (options.wrongType ?? `${label} must be text`),
    })
    .refine((value) => !hasControlCharacters(value, options), `${label} must not contain control characters`);
}

/** For `.refine`: at most `max` characters as a person counts them (an emoji is one, not two). */
export const atMostCharacters = (max: number) => (value: string) => characterCount(value) <= max;

/** For `.refine`: the text shows something (not only spaces, zero-width or other invisible characters). */
export const notBlank = (value: string) => !isBlank(value);
