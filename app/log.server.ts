/**
 * Structured logs: one JSON line per event on stdout, the format server.js uses for requests,
 * so a log shipper can parse everything the process prints.
 */
export type LogLevel = "info" | "warn" | "error";

export function logEvent(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

export const logInfo = (msg: string, fields?: Record<string, unknown>) => logEvent("info", msg, fields);
export const logWarning = (msg: string, fields?: Record<string, unknown>) => logEvent("warn", msg, fields);
export const logError = (msg: string, fields?: Record<string, unknown>) => logEvent("error", msg, fields);

/**
 * An unexpected server error as one line: its name and message, the top frames of its stack (as one
 * string), the method and the path without the query string (queries carry e-mails and names).
 */
export function logServerError(error: unknown, request: Request, requestId?: string): void {
  const e = error instanceof Error ? error : new Error(String(error));
  const frames = (e.stack ?? "")
    .split("\n")
    .slice(1, 6)
    .map((line) => line.trim())
    .join(" | ");
  logError("unexpected server error", {
    requestId,
    method: request.method,
    path: new URL(request.url).pathname,
    error: `${e.name}: ${e.message}`.slice(0, 500),
    at: frames,
  });
}

/** The message of anything thrown, for the `error` field of a log line. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
