import { serveContentImage } from "~/content/images.server";
import { endpoint } from "~/http/edge.server";
import { clientAddress } from "~/http/request.server";

/** /content/images/<projectId>/<dataset>/<id>-<w>x<h>.<ext>: embedded-mode image CDN (404 when hosted). */
export const { loader, action } = endpoint({
  methods: ["GET"],
  handle: ({ request, params, context }) => serveContentImage(request, params["*"], clientAddress(context)),
});
