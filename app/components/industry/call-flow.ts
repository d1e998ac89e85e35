/*
 * Pure helpers for the call-flow diagrams and their tabs (no React, no browser APIs), so the shape
 * of a drawn flow is unit-tested apart from its markup.
 */

import type { MessageKey } from "~/i18n/messages";

export type Speaker = "bot" | "customer" | "system";

export interface FlowStepInput {
  _key: string;
  speaker: Speaker;
  text: string;
  branch?: string | null;
}

export interface FlowStep {
  key: string;
  speaker: Speaker;
  text: string;
}

interface FlowBranch {
  /** The condition as the editor wrote it ("If the customer will pay on time"). */
  condition: string;
  steps: FlowStep[];
}

/**
 * One row of the drawn flow: a step every call goes through, or a decision whose branches run
 * side by side and join again at the next common step.
 */
export type FlowRow =
  | { kind: "step"; key: string; step: FlowStep }
  | { kind: "decision"; key: string; branches: FlowBranch[]; /** true when a single branch may be skipped */ optional: boolean };

/** The speaker's word in a box: an English UI string, translated where it is shown (t()). */
export const SPEAKER_LABELS: Record<Speaker, MessageKey> = {
  bot: "Bot",
  customer: "Customer",
  system: "System",
};

/**
 * Groups the editor's ordered steps into rows. A run of consecutive steps that carry a branch
 * condition becomes one decision; within the run, steps with the same condition form one branch in
 * order of first appearance (so "A, B, A" still draws two branches). A decision with a single
 * branch is optional: the other path goes straight on to the next step.
 */
export function flowRows(steps: readonly FlowStepInput[]): FlowRow[] {
  const rows: FlowRow[] = [];
  let open: Extract<FlowRow, { kind: "decision" }> | null = null;

  for (const input of steps) {
    const step: FlowStep = { key: input._key, speaker: input.speaker, text: input.text.trim() };
    const condition = input.branch?.trim();
    if (!condition) {
      open = null;
      rows.push({ kind: "step", key: step.key, step });
      continue;
    }
    if (!open) {
      open = { kind: "decision", key: `decision-${step.key}`, branches: [], optional: true };
      rows.push(open);
    }
    let branch = open.branches.find((b) => b.condition === condition);
    if (!branch) {
      branch = { condition, steps: [] };
      open.branches.push(branch);
    }
    branch.steps.push(step);
    open.optional = open.branches.length === 1;
  }
  return rows;
}

/** Number of steps in the flow (every step, on every branch). */
export function stepCount(rows: readonly FlowRow[]): number {
  return rows.reduce((n, row) => n + (row.kind === "step" ? 1 : row.branches.reduce((m, b) => m + b.steps.length, 0)), 0);
}

/*
 * A tab's `?flow=` value is its label as a slug. English labels give the same slugs as they always
 * have (only a–z and 0–9 are kept from Latin text: "Loan Requirement" → "loan-requirement");
 * letters, marks and digits of other scripts are kept too, so a Hindi label gives a Hindi slug
 * ("लोन की ज़रूरत" → "लोन-की-ज़रूरत") instead of an empty one. Matras and the nukta are marks:
 * dropping them would change the word. So would splitting at a zero-width (non-)joiner, which
 * only shapes the letters around it: between two non-ASCII characters it is dropped.
 */
const JOINERS = /([^\0-\x7f])[\u200c\u200d]+(?=[^\0-\x7f])/g;
const SEPARATORS = /(?:(?![a-z0-9])(?:[^\p{L}\p{M}\p{N}]|\p{Script=Latin}|\p{Script=Common}|\p{Script=Inherited}))+/gu;

/** URL value of a tab (`?flow=loan-requirement`): its label in lower-case words joined by dashes. */
export function flowSlug(label: string): string {
  return (
    label
      .toLowerCase()
      .normalize("NFKD")
      .replace(JOINERS, "$1")
      .replace(SEPARATORS, "-")
      .replace(/^-+|-+$/g, "")
      .normalize("NFC") || "flow"
  );
}

export interface FlowTab {
  /** The tab's array key in the content: the same in every language of the page. */
  _key?: string;
  label: string;
  isDefault: boolean;
  /** The same tab's slugs in the site's other languages: a page switched to this language keeps its tab. */
  otherSlugs?: readonly string[];
}

/**
 * The `?flow=` value of each tab: its label's slug, or its `_key` when that slug is taken by an
 * earlier tab (two labels that differ only in punctuation), so every tab can be linked to.
 */
export function flowTabSlugs(tabs: readonly FlowTab[]): string[] {
  const seen = new Set<string>();
  return tabs.map((tab) => {
    const slug = flowSlug(tab.label);
    const value = seen.has(slug) && tab._key ? tab._key : slug;
    seen.add(value);
    return value;
  });
}

/**
 * The tab to show: the one named by `?flow=` (its slug, or its `_key`, which every language of the
 * page shares, or its slug in another language: the language switcher keeps `?flow=` as it was),
 * else the tab marked default, else the first. An unknown value falls back quietly
 * (old links keep working after a tab is renamed).
 */
export function selectedTabIndex(tabs: readonly FlowTab[], requested: string | null): number {
  if (requested) {
    const wanted = requested.normalize("NFC");
    const named = flowTabSlugs(tabs).indexOf(wanted);
    if (named >= 0) return named;
    const keyed = tabs.findIndex((tab) => tab._key === requested);
    if (keyed >= 0) return keyed;
    const translated = tabs.findIndex((tab) => tab.otherSlugs?.includes(wanted));
    if (translated >= 0) return translated;
  }
  const fallback = tabs.findIndex((tab) => tab.isDefault);
  return fallback >= 0 ? fallback : 0;
}

/**
 * Roving focus in a horizontal tablist (WAI-ARIA APG): Left/Right wrap, Home/End jump; other keys,
 * Up/Down included, are left to the page. Returns the index to move to, or null.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
