import type { LoaderFunctionArgs } from "@remix-run/node";
import { getApiKeyForRequest } from "~/auth/developer.server";

/** GET /api/developers/GetAPIKey (SPEC §7): the key in full on first issue, masked afterwards. */
export const loader = ({ request }: LoaderFunctionArgs) => getApiKeyForRequest(request);
