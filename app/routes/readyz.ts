import { databaseReady } from "~/db/db.server";
import { contentReady } from "~/content/content.server";
import { isStopping } from "~/server-lifecycle.server";

/**
 * Readiness, in one place: 503 while the server shuts down (SIGTERM), else whether the database
 * and the content source answer; the body names what is down.
 */
export async function loader() {
  if (isStopping()) return reply(503, { status: "stopping" });
  const [database, content] = await Promise.all([databaseReady(), contentReady()]);
  const ready = database && content;
  return reply(ready ? 200 : 503, { status: ready ? "ready" : "unavailable", database, content });
}

function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store" } });
}
