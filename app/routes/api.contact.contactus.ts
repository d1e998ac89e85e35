import { contactApi } from "~/contact/routes.server";

/** POST /api/contact/contactus (SPEC §7): JSON or form-encoded; see app/contact/. */
export const { loader, action } = contactApi;
