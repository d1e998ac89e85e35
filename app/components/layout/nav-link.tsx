import type { ReactNode } from "react";
import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";

/** A menu or footer link as the content layer returns it (every field may be missing in content). */
export interface NavLinkContent {
  _key: string;
  label: string | null;
  href: string | null;
  productTitle?: string | null;
}

export type NavState = { from: true } | { to: string };

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * Navigation state of SPEC.md §2: demo links carry {from: true} so the demo page scrolls to its
 * demo; /ourproducts links carry {to: 'top' | product title}; other internal links ask for the top.
 */
export function navStateFor(href: string, productTitle?: string | null): NavState {
  const pathname = href.split(/[?#]/)[0] ?? href;
  if (pathname.startsWith("/demos/")) return { from: true };
  if (pathname === "/ourproducts") return { to: productTitle || "top" };
  return { to: "top" };
}

export function ContentLink({
  link,
  className,
  onNavigate,
  children,
}: {
  link: NavLinkContent;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const href = link.href ?? "/";
  const label = children ?? link.label;
  if (isExternal(href)) {
    return (
      <a href={href} className={className} rel="noopener noreferrer" target="_blank">
        {label}
        <span className="visually-hidden">{` ${t("(opens in a new tab)")}`}</span>
      </a>
    );
  }
  // Link puts a site path into the page's language ("/bfsi" → "/hi/bfsi"); the state is the path's own.
  return (
    <Link to={href} state={navStateFor(href, link.productTitle)} className={className} onClick={onNavigate} prefetch="intent">
      {label}
    </Link>
  );
}
