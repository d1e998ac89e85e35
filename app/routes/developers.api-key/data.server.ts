import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { apiKeyPageAction, apiKeyPageLoader } from "~/auth/developer.server";

export const loader = ({ request }: LoaderFunctionArgs) => apiKeyPageLoader(request);
export const action = ({ request }: ActionFunctionArgs) => apiKeyPageAction(request);
export const headers = () => ({ "Cache-Control": "no-store" });
