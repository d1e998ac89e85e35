/**
 * `lang="en"` for a name or an address the content keeps in Latin script on another language's
 * page (a job title, a press outlet, the postal address): a screen reader then reads it with an
 * English voice instead of spelling it out with the page's. Undefined where nothing changes.
 */
export function latinLang(text: string | null | undefined, pageLanguage: string): "en" | undefined {
  if (pageLanguage === "en" || !text) return undefined;
  return /\p{Script=Latin}/u.test(text) && !/[^\p{Script=Latin}\p{Script=Common}\p{M}]/u.test(text) ? "en" : undefined;
}
