import { useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./BelowFold.module.css";

/** True once a page of the server's document has hydrated: a later mount came with a client-side navigation. */
let documentHydrated = false;

/**
 * Sections below the fold on every screen. The browser lays out and paints each one only when it
 * nears the viewport (`content-visibility: auto`), so the first layout of a long page covers little
 * more than the first screen: for `/`, 10–13 instead of 27–30 ms of CPU here (decision 0043).
 *
 * Once the visitor scrolls, the sections are drawn one per idle moment, ahead of their turn. Until
 * a section is drawn its height is an estimate, and a position saved over estimates (Remix keeps
 * one for a reload) would land elsewhere later; drawn ones keep the viewport where it is (the
 * browser's scroll anchoring). A visitor who never scrolls costs the phone none of this work.
 * Where a remembered position is restored at once, nothing is deferred:
 * - when the page is mounted by a client-side navigation (Remix may restore a position on the way
 *   back);
 * - in a reload or a history traversal, which get the `scroll-restore` class on `<html>` from the
 *   head script in `root.tsx`;
 * - without JavaScript (no `js` class), where nothing would draw the sections ahead.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  const [deferred] = useState(() => !documentHydrated);
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    documentHydrated = true;
    const sections = wrapper.current ? [...wrapper.current.children] : [];
    return deferred ? drawOnePerIdleMoment(sections.filter((el): el is HTMLElement => el instanceof HTMLElement)) : undefined;
  }, [deferred]);
  return (
    <div ref={wrapper} className={deferred ? styles.deferred : undefined}>
      {children}
    </div>
  );
}

/** From the first scroll on, draws one section per idle moment: each is a short task of its own. */
function drawOnePerIdleMoment(sections: HTMLElement[]): () => void {
  const idle = (fn: () => void) => (typeof requestIdleCallback === "function" ? requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 50));
  const cancelIdle = (id: number) => (typeof cancelIdleCallback === "function" ? cancelIdleCallback(id) : window.clearTimeout(id));
  let pending: number | undefined;
  const next = () => {
    const section = sections.shift();
    if (!section) return;
    section.style.contentVisibility = "visible";
    pending = idle(next);
  };
  const start = () => {
    if (pending === undefined) pending = idle(next);
  };
  if (window.scrollY > 0) start();
  else window.addEventListener("scroll", start, { once: true, passive: true });
  return () => {
    window.removeEventListener("scroll", start);
    if (pending !== undefined) cancelIdle(pending);
  };
}
