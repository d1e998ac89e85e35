import { useEffect, useState } from "react";

/**
 * Whether the visitor asks for less motion (`prefers-reduced-motion: reduce`), following changes
 * while the page is open. False on the server and in the first render, so hydration matches.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    const change = () => setReduced(media.matches);
    change();
    media.addEventListener("change", change);
    return () => media.removeEventListener("change", change);
  }, []);
  return reduced;
}
