import { postOnly } from "~/auth/api.server";
import { contactApiAction } from "~/contact/routes.server";

/** POST /api/contact/contactus (SPEC §7): JSON or form-encoded; see app/contact/. */
export const action = contactApiAction;
export const loader = postOnly;
