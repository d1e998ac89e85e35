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

/** The message of anything thrown, for the `error` field of a log line. */
export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
