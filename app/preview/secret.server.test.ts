import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetContentForTests } from "~/content/content.server";
import { startSanityStandIn, type SanityStandIn } from "../../tests/fixtures/content/sanity-stand-in";
import { checkPreviewUrl, embeddedSecretIsValid, PREVIEW_SECRET_TTL_MS } from "./secret.server";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURE = path.join(ROOT, "tests/fixtures/content");
const savedEnv = { ...process.env };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "preview-secret-"));
  dirs.push(dir);
  return dir;
};

afterEach(async () => {
  process.env = { ...savedEnv };
  await resetContentForTests();
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `npm run preview:link` as an editor runs it: returns the printed link. */
function previewLink(dataDir: string, page: string, issuedAgoSeconds = 0): URL {
  const run = spawnSync(process.execPath, ["scripts/ops/preview-link.mjs", page, "--issued-ago", String(issuedAgoSeconds)], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_ORIGIN: "http://localhost:3000" },
  });
  expect(run.status, run.stderr).toBe(0);
  return new URL(run.stdout.trim());
}

describe("embedded content: secrets written by npm run preview:link", () => {
  it("accepts a fresh link and sends the editor to its page", async () => {
    const dataDir = tempDir();
    process.env.DATA_DIR = dataDir;
    const link = previewLink(dataDir, "/blogs/1");
    expect(link.pathname).toBe("/api/preview-mode/enable");
    await expect(checkPreviewUrl(link.href)).resolves.toEqual({ isValid: true, redirectTo: "/blogs/1" });
  });

  it("refuses a wrong, an expired, an empty or a missing secret", async () => {
    const dataDir = tempDir();
    process.env.DATA_DIR = dataDir;
    const good = previewLink(dataDir, "/blogs/1");
    const wrong = new URL(good);
    wrong.searchParams.set("sanity-preview-secret", `${good.searchParams.get("sanity-preview-secret")}x`);
    const expired = previewLink(dataDir, "/blogs/1", PREVIEW_SECRET_TTL_MS / 1000 + 60);
    const empty = new URL(good);
    empty.searchParams.set("sanity-preview-secret", " ");
    const none = new URL(good);
    none.searchParams.delete("sanity-preview-secret");
    for (const url of [wrong, expired, empty, none]) expect((await checkPreviewUrl(url.href)).isValid).toBe(false);
    // No secrets file at all.
    process.env.DATA_DIR = tempDir();
    expect((await checkPreviewUrl(good.href)).isValid).toBe(false);
  });

  it("never redirects off the site", async () => {
    const dataDir = tempDir();
    process.env.DATA_DIR = dataDir;
    const link = previewLink(dataDir, "/");
    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      link.searchParams.set("sanity-preview-pathname", target);
      expect((await checkPreviewUrl(link.href)).redirectTo).toBe("/");
    }
  });

  it("skips malformed lines and honours the hour exactly", async () => {
    const file = path.join(tempDir(), "secrets.ndjson");
    const now = Date.parse("2026-06-01T12:00:00Z");
    const { createHash } = await import("node:crypto");
    const hash = createHash("sha256").update("s3cret-value").digest("hex");
    const doc = (updatedAt: string) => JSON.stringify({ _id: "drafts.a", _type: "sanity.previewUrlSecret", secretHash: hash, _updatedAt: updatedAt });
    writeFileSync(file, ["not json", "{}", doc("2026-06-01T11:00:00.001Z")].join("\n"));
    expect(await embeddedSecretIsValid(file, "s3cret-value", now)).toBe(true);
    expect(await embeddedSecretIsValid(file, "s3cret-value", now + 1)).toBe(false);
    expect(await embeddedSecretIsValid(file, "other", now)).toBe(false);
  });
});

describe("hosted Sanity: the Studio's secret documents, checked with @sanity/preview-url-secret", () => {
  let standIn: SanityStandIn;
  beforeAll(async () => {
    const seedDir = tempDir();
    for (const name of readdirSync(FIXTURE).filter((n) => n.endsWith(".ndjson"))) copyFileSync(path.join(FIXTURE, name), path.join(seedDir, name));
    const secret = (id: string, value: string, ageMs: number) =>
      JSON.stringify({
        _id: `drafts.${id}`,
        _type: "sanity.previewUrlSecret",
        secret: value,
        studioUrl: "https://studio.example",
        _updatedAt: new Date(Date.now() - ageMs).toISOString(),
      });
    writeFileSync(path.join(seedDir, "zz-secrets.ndjson"), [secret("fresh", "fresh-secret", 60_000), secret("old", "old-secret", 2 * 3600_000)].join("\n"));
    standIn = await startSanityStandIn({ seedDir, dataset: "seed", apiVersion: "2025-02-19" });
  });
  afterAll(() => standIn.close());

  const useHosted = (token: string | undefined) => {
    Object.assign(process.env, { SANITY_PROJECT_ID: "fixture", SANITY_DATASET: "seed", SANITY_API_HOST: standIn.url, SANITY_USE_CDN: "false" });
    if (token) process.env.SANITY_TOKEN = token;
    else delete process.env.SANITY_TOKEN;
  };
  const enableUrl = (secret: string) => `http://localhost:3000/api/preview-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=%2Fbfsi`;

  it("accepts the Studio's fresh secret, read with the server's token", async () => {
    useHosted("server-read-token");
    await expect(checkPreviewUrl(enableUrl("fresh-secret"))).resolves.toEqual({ isValid: true, redirectTo: "/bfsi" });
    expect(standIn.lastRequest).toMatchObject({ perspective: "raw", authorization: "Bearer server-read-token" });
  });

  it("refuses an expired or unknown secret, and everything without a token", async () => {
    useHosted("server-read-token");
    expect((await checkPreviewUrl(enableUrl("old-secret"))).isValid).toBe(false);
    expect((await checkPreviewUrl(enableUrl("guess"))).isValid).toBe(false);
    await resetContentForTests();
    useHosted(undefined);
    const before = standIn.requests;
    expect((await checkPreviewUrl(enableUrl("fresh-secret"))).isValid).toBe(false);
    expect(standIn.requests).toBe(before);
  });
});
