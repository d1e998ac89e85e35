import type { LoaderFunctionArgs } from "@remix-run/node";
import { formTokenReply } from "~/contact/routes.server";
import { apiEdge } from "~/http/reply.server";

/** GET /api/contact/form-token: the contact form's signed start time, asked for when a visitor starts filling it. */
export const loader = ({ request }: LoaderFunctionArgs) => apiEdge(() => formTokenReply(request));
