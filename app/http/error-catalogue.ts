/**
 * The site's wording for answers that are about the request or the service, not about a feature:
 * a method a path does not serve, a request that cannot be read, a page that does not exist, an
 * outage. Feature messages (a field's problem, a limit) stay with their features. Nothing here
 * names a setting, a file or a library: configuration goes to the log only.
 */
export const ERROR_CATALOGUE = {
  badRequest: "The request could not be read",
  forbidden: "This request is not allowed",
  notFound: "Not found",
  methodNotAllowed: (method: string) => `Method ${method.slice(0, 16)} is not allowed here`,
  unexpected: "Something went wrong on our side; please try again",
  unavailable: "The service is temporarily unavailable; please try again in a minute",
} as const;

/** How long a client is told to wait (Retry-After, seconds) while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/** The catalogue's text for an HTTP status the site answers without a feature's own message. */
export function statusWording(status: number, method = "GET"): string {
  if (status === 405) return ERROR_CATALOGUE.methodNotAllowed(method);
  if (status === 404) return ERROR_CATALOGUE.notFound;
  if (status === 403 || status === 401) return ERROR_CATALOGUE.forbidden;
  if (status === 503) return ERROR_CATALOGUE.unavailable;
  if (status >= 500) return ERROR_CATALOGUE.unexpected;
  return ERROR_CATALOGUE.badRequest;
}
