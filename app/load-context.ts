import "@remix-run/server-runtime";

/** What server.js passes to every loader and action. */
declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    /** Per-request CSP nonce; every inline script must carry it. */
    cspNonce: string;
    /** Id of the request in the JSON logs and the X-Request-Id header. */
    requestId: string;
    /** The peer address (a trusted proxy's X-Forwarded-For only with TRUST_PROXY); rate-limit key. */
    clientIp?: string;
    /** Set by entry.server's handleError when a loader or action found the database unreachable. */
    databaseUnavailable?: boolean;
  }
}
