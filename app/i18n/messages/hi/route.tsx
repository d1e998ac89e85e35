import { Outlet } from "@remix-run/react";
import "./catalogue";

/**
 * The Hindi pages' layout route (scripts/build/language-routes.mjs): it renders its page and brings
 * the Hindi catalogue with it, so the browser has the strings before a Hindi page hydrates and an
 * English page never downloads them.
 */
export default function HindiPages() {
  return <Outlet />;
}
