import { databaseReady } from "~/db/db.server";
import { contentReady } from "~/content/content.server";

/** Readiness: the database answers and the content source answers. 503 names what is down. */
export async function loader() {
  const [database, content] = await Promise.all([databaseReady(), contentReady()]);
  const ready = database && content;
  return new Response(JSON.stringify({ status: ready ? "ready" : "unavailable", database, content }), {
    status: ready ? 200 : 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
