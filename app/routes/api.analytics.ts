import { analyticsApi } from "~/analytics/analytics.server";

/** POST /api/analytics: first-party demo audio events (sendBeacon). */
export const { loader, action } = analyticsApi;
