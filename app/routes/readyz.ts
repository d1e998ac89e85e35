import { databaseReady } from "~/db/db.server";
import { contentReady } from "~/content/content.server";
import { endpoint } from "~/http/edge.server";
import { jsonReply } from "~/http/reply.server";
import { isStopping } from "~/server-lifecycle.server";

/**
 * Readiness, in one place: 503 while the server shuts down (SIGTERM), else whether the database
 * and the content source answer; the body names what is down.
 */
export const { loader, action } = endpoint({
  methods: ["GET"],
  handle: async () => {
    // The server closes every connection once stopping; a request that began just before the
    // signal passed that check already, so its answer says so itself.
    if (isStopping()) return jsonReply({ status: "stopping" }, { status: 503, headers: { Connection: "close" } });
    const [database, content] = await Promise.all([databaseReady(), contentReady()]);
    const ready = database && content;
    return jsonReply({ status: ready ? "ready" : "unavailable", database, content }, { status: ready ? 200 : 503 });
  },
});
