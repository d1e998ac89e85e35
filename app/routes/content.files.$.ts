import type { LoaderFunctionArgs } from "@remix-run/node";
import { serveContentFile } from "~/content/files.server";

// /content/files/<projectId>/<dataset>/<id>.<ext>: embedded-mode file assets with byte ranges.
export function loader({ request, params }: LoaderFunctionArgs) {
  return serveContentFile(request, params["*"]);
}
