/**
 * Runs `onNear` once, when `element` comes within `rootMargin` of the viewport (at once in a
 * browser without IntersectionObserver). Returns the cleanup for an effect.
 */
export function whenNear(element: Element, rootMargin: string, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
