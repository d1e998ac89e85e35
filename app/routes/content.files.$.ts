import { serveContentFile } from "~/content/files.server";
import { endpoint } from "~/http/edge.server";

/** /content/files/<projectId>/<dataset>/<id>.<ext>: embedded-mode file assets with byte ranges. */
export const { loader, action } = endpoint({
  methods: ["GET"],
  handle: ({ request, params }) => serveContentFile(request, params["*"]),
});
