import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveContentImage } from "~/content/images.server";
import { clientAddress } from "~/http/request.server";

// /content/images/<projectId>/<dataset>/<id>-<w>x<h>.<ext>: embedded-mode image CDN (404 when hosted).
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return serveContentImage(request, params["*"], clientAddress(context));
}
