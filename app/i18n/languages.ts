/**
 * The languages the site can speak (app/i18n/languages.json, the catalogue) and the paths of each:
 * the first is the default, at the unprefixed paths SPEC.md gives; every other lives behind its
 * code (/hi/bfsi). Which of the catalogue's languages a deployment serves is a setting
 * (SITE_LANGUAGES); the browser gets that list from the root loader. Browser-safe.
 */
import catalogue from "./languages.json";

export interface Language {
  /** BCP 47 language code, and the path prefix ("hi" → /hi/…). */
  code: string;
  /** In English (the switcher's accessible name). */
  name: string;
  /** In the language itself (the switcher's label). */
  nativeName: string;
  /** For dates and numbers (Intl), e.g. hi-IN. */
  locale: string;
  /** Open Graph's og:locale, e.g. hi_IN. */
  ogLocale: string;
  /** ISO 15924 script: which font the pages need (Deva → the Devanagari font). */
  script: string;
}

export const LANGUAGES: readonly Language[] = catalogue;
export const DEFAULT_LANGUAGE = LANGUAGES[0]!.code;

export function languageByCode(code: string): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/** The language a path is in (its prefix, if `enabled` holds it), else the default. */
export function languageOfPath(pathname: string, enabled: readonly string[]): string {
  const first = pathname.split("/")[1] ?? "";
  return first !== DEFAULT_LANGUAGE && enabled.includes(first) ? first : DEFAULT_LANGUAGE;
}

/** True when the path starts with the prefix of a catalogue language that is not the default. */
export function hasLanguagePrefix(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  return first !== DEFAULT_LANGUAGE && LANGUAGES.some((language) => language.code === first);
}

/** The path without its language prefix: "/hi/bfsi" → "/bfsi", "/hi" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  if (!hasLanguagePrefix(pathname)) return pathname;
  const rest = pathname.split("/").slice(2).join("/");
  return `/${rest}`;
}

/** A site path (with its query and hash) in `code`: "/bfsi" in hi → "/hi/bfsi"; other URLs as they are. */
export function pathInLanguage(to: string, code: string): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const match = /^([^?#]*)(.*)$/.exec(to)!;
  const bare = pathWithoutLanguage(match[1]!);
  if (code === DEFAULT_LANGUAGE) return `${bare}${match[2]}`;
  // Files, images and the API are the same in every language.
  if (/^\/(?:api|content|build|voice|fonts)\//.test(bare) || /\.[a-z0-9]+$/i.test(bare)) return to;
  return `${bare === "/" ? `/${code}` : `/${code}${bare}`}${match[2]}`;
}
