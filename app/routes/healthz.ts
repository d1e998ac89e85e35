import { endpoint } from "~/http/edge.server";
import { jsonReply } from "~/http/reply.server";

/** Liveness: the process is up and serving requests. */
export const { loader, action } = endpoint({ methods: ["GET"], handle: () => jsonReply({ status: "ok" }) });
