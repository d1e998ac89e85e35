import { useEffect } from "react";
import { useLocation, useNavigationType } from "@remix-run/react";

/** A product as far as scrolling to it is concerned. */
export interface ScrollTargetProduct {
  title: string;
  slug: string;
}

/**
 * Which product section a visit asks for: navigation state `{to: <product title>}` (SPEC §2:
 * header menu, footer, home cards), else a `#slug` hash (shared links, JavaScript off).
 * `{to: "top"}`, no state and unknown titles mean the top of the page: null.
 */
export function targetSlug(products: ScrollTargetProduct[], state: unknown, hash: string): string | null {
  const to = state && typeof state === "object" ? (state as { to?: unknown }).to : undefined;
  if (typeof to === "string") {
    if (to === "top") return null;
    return products.find((p) => p.title === to)?.slug ?? products.find((p) => p.slug === to)?.slug ?? null;
  }
  const fromHash = hash.startsWith("#") ? safeDecode(hash.slice(1)) : "";
  return products.find((p) => p.slug === fromHash)?.slug ?? null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Scrolls to the product a navigation asks for and moves focus to its heading, so keyboard and
 * screen reader users start where sighted users land. Root's ScrollRestoration has already put the
 * page at the top (or at the saved position on Back/Forward); this runs after it. Smooth or
 * instant follows the CSS `scroll-behavior`, which is smooth only without prefers-reduced-motion.
 */
export function useProductScrollTarget(products: ScrollTargetProduct[]) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const slug = targetSlug(products, location.state, location.hash);
    if (!slug) return;
    // Back/Forward and reloads keep the position the visitor left (ScrollRestoration restores it).
    const byState = location.state !== null && typeof location.state === "object" && "to" in location.state;
    if (navigationType === "POP" && byState) return;
    const section = document.getElementById(slug);
    const heading = section?.querySelector<HTMLElement>("[data-product-heading]");
    if (!section || !heading) return;
    // A first load with a #hash was already scrolled there by the browser.
    if (navigationType !== "POP") section.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
    // Runs once per navigation: location.key changes with every visit, even to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
