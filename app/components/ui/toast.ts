/**
 * The site's toast API (SPEC §9: default 5000 ms, top right, light theme). State and timers come
 * from react-hot-toast's headless build; the markup is ours (Toasts.tsx) so no styles are injected
 * at run time and the enforced CSP holds. Use from any component or event handler:
 *   notify.success("Logged-in successfully", 1000); notify.error(message, 2000);
 */
import { toast } from "react-hot-toast/headless";

export const DEFAULT_TOAST_MS = 5000;

export const notify = {
  success: (message: string, durationMs = DEFAULT_TOAST_MS) => toast.success(message, { duration: durationMs }),
  error: (message: string, durationMs = DEFAULT_TOAST_MS) =>
    // Errors interrupt; everything else waits its turn.
    toast.error(message, { duration: durationMs, ariaProps: { role: "alert", "aria-live": "assertive" } }),
  info: (message: string, durationMs = DEFAULT_TOAST_MS) => toast(message, { duration: durationMs }),
  dismiss: (id?: string) => toast.dismiss(id),
};
