/**
 * Markup that shows part of a control's name and keeps the rest for screen readers
 * ("Close<span class="visually-hidden"> menu</span>"), in any language: the visible words are
 * looked up in the full name, and what comes before and after them is the hidden part. Word order
 * differs between languages ("Play {label}" is "{label} चलाएँ" in Hindi), so hidden words may come
 * first; in English nothing does, and the markup stays as it was.
 */
export function hiddenAround(full: string, visible: string): { before: string; after: string } {
  const at = full.indexOf(visible);
  // A translation whose full name lacks the visible words: the full name is still read, after them.
  if (at < 0) return { before: "", after: ` (${full})` };
  return { before: full.slice(0, at), after: full.slice(at + visible.length) };
}
