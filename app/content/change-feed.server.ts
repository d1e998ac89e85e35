/**
 * Content changes reach every instance. The content webhook lands on one instance (whichever the
 * load balancer picks); it clears its own query cache and announces the change on the shared
 * database (PostgreSQL NOTIFY), and every instance — itself included — clears its cache when it
 * hears it. On PGlite there is one instance, and the announcement stays in the process.
 */
import { getDatabaseHandle } from "~/db/db.server";
import { logInfo, logWarning } from "~/log.server";
import { clearContentCache } from "./content.server";

const CONTENT_CHANNEL = "site_content_changed";

/** Server start: listen for changes announced by any instance. */
export async function startContentChangeFeed(): Promise<void> {
  const handle = getDatabaseHandle();
  await handle.listen(CONTENT_CHANNEL, () => {
    clearContentCache();
    logInfo("content cache cleared", { by: "announcement" });
  });
}

/** The webhook: clear here at once, then tell the other instances. */
export async function announceContentChange(): Promise<void> {
  clearContentCache();
  try {
    await getDatabaseHandle().notify(CONTENT_CHANNEL, String(Date.now()));
  } catch (error) {
    // This instance is cleared; the others fall back to their cache lifetime.
    logWarning("content change announcement failed", { error: error instanceof Error ? error.message : String(error) });
  }
}
