/**
 * Text as a person sees it: lengths count user-perceived characters (grapheme clusters, so an
 * emoji or a Devanagari syllable with its marks is one), and a text that shows nothing is blank.
 */

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The most code points one character may hold and still count as one. Real characters stay well
 * under it (a family emoji has 7, a Devanagari conjunct with its marks 5 or 6); a "character"
 * made of thousands of combining marks or Hangul jamo counts as many, so every length limit also
 * bounds the text's code points, and so its bytes (issue 41).
 */
const CODE_POINTS_PER_CHARACTER = 8;

/**
 * The number of characters a person counts in `value` (Unicode extended grapheme clusters), a
 * cluster longer than CODE_POINTS_PER_CHARACTER code points counting once per started eight.
 */
export function characterCount(value: string): number {
  // ASCII-only text (most of it) needs no segmentation: one code unit is one character.
  // eslint-disable-next-line no-control-regex -- the whole 7-bit range is the point
  if (/^[\u0000-\u007f]*$/.test(value)) return value.length;
  let count = 0;
  for (const { segment } of graphemes.segment(value)) {
    // Code units bound code points from above; only a long cluster needs counting exactly.
    if (segment.length <= CODE_POINTS_PER_CHARACTER) count++;
    else count += Math.ceil(codePointCount(segment) / CODE_POINTS_PER_CHARACTER);
  }
  return count;
}

function codePointCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

// White space, the default-ignorable code points (zero-width spaces and joiners, direction marks,
// variation selectors, the Hangul fillers, soft hyphen…) and the blank braille pattern: none shows.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** True when `value` shows nothing: empty, or only invisible characters. */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, "") === "";
}
