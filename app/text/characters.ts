/**
 * Text as a person sees it: lengths count user-perceived characters (grapheme clusters, so an
 * emoji or a Devanagari syllable with its marks is one), and a text that shows nothing is blank.
 */

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/** The number of characters a person counts in `value` (Unicode extended grapheme clusters). */
export function characterCount(value: string): number {
  // ASCII-only text (most of it) needs no segmentation: one code unit is one character.
  // eslint-disable-next-line no-control-regex -- the whole 7-bit range is the point
  if (/^[\u0000-\u007f]*$/.test(value)) return value.length;
  let count = 0;
  for (const segment of graphemes.segment(value)) {
    void segment;
    count++;
  }
  return count;
}

// White space, the default-ignorable code points (zero-width spaces and joiners, direction marks,
// variation selectors, the Hangul fillers, soft hyphen…) and the blank braille pattern: none shows.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when `value` shows nothing: empty, or only invisible characters. */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, "") === "";
}
