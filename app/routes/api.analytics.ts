import { analyticsAction } from "~/analytics/analytics.server";

/** POST /api/analytics: first-party demo audio events (sendBeacon). */
export const action = analyticsAction;
export const loader = () => new Response("Use POST", { status: 405, headers: { Allow: "POST" } });
