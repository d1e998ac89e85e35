/**
 * Browser side of the SPEC §7 calls: JSON with credentials and the CSRF header copied from the
 * csrftoken cookie. No zod here (it must not reach the browser bundle).
 */
export interface ApiReply {
  status: number;
  body: { success?: unknown; error?: unknown; [key: string]: unknown };
}

export function readCsrfCookie(): string | undefined {
  const match = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie);
  return match?.[1];
}

async function csrfToken(fallback?: string): Promise<string | undefined> {
  const existing = readCsrfCookie();
  if (existing) return existing;
  if (fallback) return fallback;
  await fetch("/api/auth/csrf_cookie", { credentials: "same-origin" });
  return readCsrfCookie();
}

/** Throws only on a network failure; HTTP errors come back as a reply with `error`. */
export async function callApi(path: string, payload?: unknown, options: { csrfFallback?: string; method?: string } = {}): Promise<ApiReply> {
  const token = await csrfToken(options.csrfFallback);
  const response = await fetch(path, {
    method: options.method ?? "POST",
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(payload === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { "X-CSRFToken": token } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  let body: ApiReply["body"] = {};
  try {
    body = (await response.json()) as ApiReply["body"];
  } catch {
    body = { error: `Unexpected reply (${response.status})` };
  }
  return { status: response.status, body };
}

export function errorText(reply: ApiReply): string | null {
  if (typeof reply.body.error === "string" && reply.body.error) return reply.body.error;
  if (reply.status >= 400) return `Request failed (${reply.status})`;
  return null;
}
