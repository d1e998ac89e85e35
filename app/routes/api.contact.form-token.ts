import { formTokenApi } from "~/contact/routes.server";

/** GET /api/contact/form-token: the contact form's signed start time, asked for when a visitor starts filling it. */
export const { loader, action } = formTokenApi;
