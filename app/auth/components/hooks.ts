import { useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/**
 * SPEC §2: login and sign-up leave when the visitor is logged in: back in history if there is
 * any, else to /. The loader reports it (`alreadyLoggedIn`) on client navigations and after a
 * successful login, which revalidates the page.
 */
export function useLeaveWhenLoggedIn(alreadyLoggedIn: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!alreadyLoggedIn) return;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate("/", { replace: true });
  }, [alreadyLoggedIn, navigate]);
}

/** Re-reads the loaders (the header's login state among them) after the session changed. */
export function useRefreshSession() {
  const revalidator = useRevalidator();
  return () => revalidator.revalidate();
}
