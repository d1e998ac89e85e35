import { Link as RemixLink, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";
import { useI18n } from "./i18n";

/**
 * Remix's Link in the page's language: a path of this site gets the language's prefix ("/bfsi" on
 * a Hindi page goes to "/hi/bfsi"); other URLs are left alone. Every link of the site's UI is this one.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const { localize } = useI18n();
  return <RemixLink ref={ref} to={typeof to === "string" ? localize(to) : to} {...props} />;
});
