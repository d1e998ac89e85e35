import { useContext, useEffect, useLayoutEffect } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation, useNavigation } from "react-router-dom";

/** The sessionStorage entry: the history entry's key → its scroll position. Remix's name, so positions saved before survive. */
const STORAGE_KEY = "positions";

/**
 * Runs at the end of the body, before the first paint. It gives the history entry a key (the
 * router's location key) and, on a reload or a history traversal (the `scroll-restore` class set
 * by the head script in `root.tsx`), scrolls to the position saved for it. A fresh visit has
 * nothing saved under its new key, so it skips the sessionStorage read: the first read in a
 * renderer waits on the browser process, 10–30 ms around the first paint on this machine.
 */
const RESTORE_SCRIPT =
  "(function(h,d){if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},'');" +
  "if(!d.documentElement.classList.contains('scroll-restore'))return;" +
  `try{var y=JSON.parse(sessionStorage.getItem('${STORAGE_KEY}')||'{}')[h.state.key];if(typeof y==='number')scrollTo(0,y)}` +
  `catch(e){sessionStorage.removeItem('${STORAGE_KEY}')}})(history,document)`;

/** Layout effects run in the browser only; on the server React would warn about them. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Positions of this document's history entries, shared with the router, which saves and restores them on client-side navigations. */
const positions: Record<string, number> = {};

function readStoredPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) || "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The browser's scroll restoration, for client-side navigations too: Remix's `<ScrollRestoration>`
 * with one difference, the sessionStorage read left out of a fresh visit's first paint and
 * hydration. Entries reached by a client-side navigation are this document's own, whose positions
 * the router keeps in memory; positions of other documents' entries are read when the page is
 * left and written back with this one's (decision 0044).
 */
export function ScrollRestoration({ nonce }: { nonce: string }) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const routerState = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useEffect(() => {
    const save = () => {
      if (navigation.state === "idle") positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readStoredPositions(), ...positions }));
      } catch {
        // Storage full or refused: positions are not kept for a reload, as in a private window.
      }
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [navigation.state, location.key]);

  useBrowserLayoutEffect(() => {
    // Only a reload or a history traversal can return to an entry saved by an earlier document.
    if (document.documentElement.classList.contains("scroll-restore")) Object.assign(positions, readStoredPositions());
    return router?.enableScrollRestoration(positions, () => window.scrollY);
  }, [router]);

  const restoreScrollPosition = routerState?.restoreScrollPosition;
  const preventScrollReset = routerState?.preventScrollReset;
  useBrowserLayoutEffect(() => {
    if (restoreScrollPosition === false) return; // a submission, or the first render after the server's
    if (typeof restoreScrollPosition === "number") {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    if (preventScrollReset !== true) window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />;
}
