/** Small HTTP helpers shared by the local asset routes (images, files). */

export const IMMUTABLE = "public, max-age=31536000, immutable";

export function textResponse(status: number, message: string, headers: HeadersInit = {}): Response {
  const h = new Headers(headers);
  h.set("Content-Type", "text/plain; charset=utf-8");
  h.set("Cache-Control", "no-store");
  h.set("X-Content-Type-Options", "nosniff");
  return new Response(`${message}\n`, { status, headers: h });
}

/** Does an If-None-Match header match our (strong) ETag? Weak comparison, as RFC 9110 asks for. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .includes(etag);
}

/**
 * Splits `<projectId>/<dataset>/<name>` and checks it is for this dataset; `name` must match
 * the strict pattern of the asset kind, which also rules out any path traversal.
 */
export function parseAssetPath(splat: string | undefined, env: { projectId: string; dataset: string }, namePattern: RegExp): RegExpExecArray | null {
  const parts = (splat ?? "").split("/");
  if (parts.length !== 3) return null;
  const [projectId, dataset, name] = parts as [string, string, string];
  if (projectId !== env.projectId || dataset !== env.dataset) return null;
  return namePattern.exec(name);
}

/** A Node Buffer as a BodyInit without copying. */
export function bufferBody(buf: Buffer): BodyInit {
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength) as unknown as BodyInit;
}
