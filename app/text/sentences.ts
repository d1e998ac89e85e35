/**
 * A text's sentences, as written: each ends at a stop (".", "!", "?", the Devanagari "।") before a
 * space or the end. A stop inside a word ("privacy@kathana.example", "2.5", "v1.2") ends nothing:
 * the sentence goes on, instead of losing what came before it.
 */
export function sentences(text: string): string[] {
  return (
    text
      .replace(/\s+/g, " ")
      .match(/(?:[^.!?।]|[.!?।](?!\s|$))+(?:[.!?।]+(?=\s|$)|$)/g)
      ?.map((s) => s.trim())
      .filter((s) => s.length > 0) ?? []
  );
}
