import type { KeyboardEvent } from "react";

/**
 * The assistant's question box, as chat boxes go: Enter sends the question, Shift+Enter starts a
 * new line. An Enter that ends an IME composition (Hindi, Japanese...) only commits the text.
 */
export function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== "Enter" || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.nativeEvent.isComposing || event.keyCode === 229) return;
  event.preventDefault();
  const form = event.currentTarget.form;
  // A question already on its way is not sent twice.
  if (form && form.getAttribute("aria-busy") !== "true") form.requestSubmit();
}
