#!/usr/bin/env node
/**
 * A preview link for the embedded content (no Studio dataset to hold the secret): writes a
 * `sanity.previewUrlSecret` document, as the Studio's Presentation tool does in a hosted dataset,
 * to $DATA_DIR/preview-secrets.ndjson (secret stored as its SHA-256) and prints the link that opens
 * a preview session on the given page. The link works for an hour (Sanity's lifetime of a secret).
 *
 *   npm run preview:link -- /blogs/1
 *   npm run preview:link -- /blogs/1 --issued-ago 7200     (an already expired link, for tests)
 *
 * Reads DATA_DIR (default var) and PUBLIC_ORIGIN / PORT like the server does. Hosted Sanity: open
 * the page from the Studio's Presentation tool instead.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const issuedAgoSeconds = Number(option("issued-ago") ?? 0);
const page = args[0] ?? "/";
if (!page.startsWith("/") || page.startsWith("//") || !Number.isFinite(issuedAgoSeconds)) {
  console.error("usage: npm run preview:link -- /path/of/the/page [--issued-ago SECONDS]");
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? "var");
const origin = (process.env.PUBLIC_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
const secret = randomBytes(24).toString("base64url");
const doc = {
  _id: `drafts.${randomUUID()}`,
  _type: "sanity.previewUrlSecret",
  _updatedAt: new Date(Date.now() - issuedAgoSeconds * 1000).toISOString(),
  secretHash: createHash("sha256").update(secret).digest("hex"),
  source: "npm run preview:link",
};
mkdirSync(dataDir, { recursive: true });
const file = path.join(dataDir, "preview-secrets.ndjson");
// Expired secrets go as a new one is written (as @sanity/preview-url-secret does in the dataset).
const HOUR_MS = 60 * 60 * 1000;
const kept = (existsSync(file) ? readFileSync(file, "utf8").split("\n") : []).filter((line) => {
  try {
    return Date.now() - Date.parse(JSON.parse(line)._updatedAt) < HOUR_MS;
  } catch {
    return false;
  }
});
writeFileSync(file, [...kept, JSON.stringify(doc)].join("\n") + "\n", { mode: 0o600 });
chmodSync(file, 0o600);

const link = new URL("/api/preview-mode/enable", origin);
link.searchParams.set("sanity-preview-secret", secret);
link.searchParams.set("sanity-preview-pathname", page);
console.log(link.href);
