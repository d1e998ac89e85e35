/**
 * What Kathana Assist's API promises its clients, read by its own routes and by the API guide
 * that documents them (app/developers/): its rate limits and its error for a conversation it
 * does not know. A leaf folder: the guide documents the assistant without importing its engine,
 * its routes and, through them, the content it is built from; and the assistant, which sends
 * developers to the guide's sections (guide-sections.server.ts), imports the guide without a loop.
 */
import { getConfig } from "~/config.server";
import { perMinuteLimits, type DemoLimits } from "~/security/demo-access.server";

export const UNKNOWN_CONVERSATION = "This conversation has expired or is not one of ours; ask your question again to start a new one";

export function assistantLimits(): DemoLimits {
  return perMinuteLimits("assistant", getConfig().assistant);
}
