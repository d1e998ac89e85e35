import type { AppLoadContext } from "@remix-run/node";
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { encodeSignatureHeader } from "@sanity/webhook";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startSanityStandIn, type SanityStandIn } from "../../tests/fixtures/content/sanity-stand-in";
import { clearContentCache, contentReady, getContentEnv, initContent, loadQuery, resetContentForTests } from "./content.server";
import { EmbeddedContent } from "./embedded.server";
import { HostedContent } from "./hosted.server";
import * as Q from "./queries.server";
import { action as webhookAction, loader as webhookLoader } from "~/routes/api.content.webhook";
import { loader as imageLoader } from "~/routes/content.images.$";

// Route handlers under test ignore the load context.
const NO_CONTEXT = {} as AppLoadContext;

/*
 * The hosted implementation talks to a local stand-in (tests/fixtures/content/sanity-stand-in.ts)
 * that replaces Sanity's hosted API, because that API cannot be reached from here. The stand-in
 * answers Sanity's query endpoint shape over the same NDJSON, so both implementations must agree.
 */

const FIXTURE = fileURLToPath(new URL("../../tests/fixtures/content", import.meta.url));
const REAL_SEED = fileURLToPath(new URL("../../studio/seed", import.meta.url));
const API_VERSION = "2025-02-19";
const SECRET = "fixture-webhook-secret";

const CASES: [string, string, Record<string, unknown>][] = [
  ["layout (joins ->)", Q.LAYOUT_QUERY, {}],
  ["products in order", Q.PRODUCTS_QUERY, {}],
  ["page meta by $path", Q.PAGE_META_QUERY, { path: "/demos/voice" }],
  ["page meta, no match", Q.PAGE_META_QUERY, { path: "/nowhere" }],
  ["blog post by $id", Q.BLOG_POST_QUERY, { id: 2 }],
  ["blog list", Q.BLOG_LIST_QUERY, {}],
  ["legal page by $slug", Q.LEGAL_PAGE_QUERY, { slug: "privacypolicy" }],
  ["coming soon image", Q.COMING_SOON_QUERY, {}],
  ["readiness count", Q.READINESS_QUERY, {}],
  ["file asset join", `*[_type == "audioSample"]{ title, "url": audio.asset->url, "mime": audio.asset->mimeType }`, {}],
  [
    "reverse references, desc order, numeric $param",
    `*[_type == "product" && order >= $min] | order(order desc){
      title, "inMenus": count(*[_type == "headerMenu" && references(^._id)])
    }`,
    { min: 2 },
  ],
  ["array $param with drafts ids", `*[_id in $ids] | order(_id asc){ _id, _type }`, { ids: ["product-voice", "siteSettings", "drafts.siteSettings"] }],
  [
    "nested projection through an image asset",
    `*[_type == "comingSoonPage"][0]{ "size": image.asset->metadata.dimensions{ width, height }, "alt": image.alt }`,
    {},
  ],
];

function hosted(standIn: SanityStandIn, extra: Partial<ConstructorParameters<typeof HostedContent>[0]> = {}) {
  return new HostedContent({
    projectId: "fixture",
    dataset: "seed",
    apiVersion: API_VERSION,
    useCdn: false,
    apiHost: standIn.url,
    maxRetries: 0,
    ...extra,
  });
}

async function signedWebhook(body: string, secret: string, timestamp = Date.now()): Promise<Request> {
  return new Request("http://localhost/api/content/webhook", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "sanity-webhook-signature": await encodeSignatureHeader(body, timestamp, secret),
    },
    body,
  });
}

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: NO_CONTEXT });

let standIn: SanityStandIn;
const savedEnv = { ...process.env };

beforeAll(async () => {
  standIn = await startSanityStandIn({ seedDir: FIXTURE, dataset: "seed", apiVersion: API_VERSION });
});

afterAll(async () => {
  await resetContentForTests();
  await standIn.close();
});

afterEach(async () => {
  process.env = { ...savedEnv };
  standIn.failWith(null);
  standIn.override(null);
  vi.restoreAllMocks();
  await resetContentForTests();
});

describe("embedded and hosted give the same results", () => {
  const embedded = new EmbeddedContent({ seedDir: FIXTURE });

  it.each(CASES)("%s", async (_name, query, params) => {
    const client = hosted(standIn, { ttlMs: 0 });
    const [local, remote] = await Promise.all([embedded.query(query, params), client.query(query, params)]);
    expect(local).toEqual(remote);
  });

  it("reads every NDJSON file, ignores drafts and resolves references", async () => {
    const products = await embedded.query<{ title: string }[]>(Q.PRODUCTS_QUERY);
    expect(products.map((p) => p.title)).toEqual(["Vision", "Speech", "Voice"]);
    const layout = await embedded.query<{
      settings: { siteName: string };
      menu: { links: { productTitle: string | null }[] }[];
    }>(Q.LAYOUT_QUERY);
    expect(layout.settings.siteName).toBe("Fixture AI");
    expect(layout.menu[0]!.links.map((l) => l.productTitle)).toEqual(["Speech", "Vision", null]);
    const audio = await embedded.query<{ mime: string }[]>(CASES[9]![1]);
    expect(audio[0]!.mime).toBe("audio/wav"); // from assets.ndjson, joined from documents.ndjson
  });
});

const seedFiles = existsSync(REAL_SEED) ? readdirSync(REAL_SEED).filter((f) => f.endsWith(".ndjson")) : [];
describe.skipIf(seedFiles.length === 0)(
  seedFiles.length ? "over the real seed in studio/seed" : "over the real seed (skipped: studio/seed has no .ndjson yet)",
  () => {
    let seedStandIn: SanityStandIn;
    const embedded = new EmbeddedContent({ seedDir: REAL_SEED });
    beforeAll(async () => {
      seedStandIn = await startSanityStandIn({ seedDir: REAL_SEED, dataset: "seed", apiVersion: API_VERSION });
    });
    afterAll(() => seedStandIn.close());

    it("every query of queries.ts agrees", async () => {
      // Parameters taken from the seed itself, so the queries find something.
      const pick = (q: string) => embedded.query<unknown>(q);
      const params: Record<string, Record<string, unknown>> = {
        PAGE_META_QUERY: { path: (await pick(`*[_type == "pageMeta"][0].path`)) ?? "/" },
        INDUSTRY_PAGE_QUERY: { slug: (await pick(`*[_type == "industry"][0].slug.current`)) ?? "x" },
        BLOG_POST_QUERY: { id: (await pick(`*[_type == "blogPost"][0].blogId`)) ?? 1 },
        LEGAL_PAGE_QUERY: { slug: (await pick(`*[_type == "legalPage"][0].slug.current`)) ?? "x" },
      };
      const client = hosted(seedStandIn, { ttlMs: 0 });
      for (const [name, query] of Object.entries(Q)) {
        if (typeof query !== "string") continue;
        const p = params[name] ?? {};
        const [local, remote] = await Promise.all([embedded.query(query, p), client.query(query, p)]);
        expect(local, name).toEqual(remote);
      }
    });
  },
);

describe("hosted cache and failures", () => {
  it("fetches the dataset once for the TTL and answers every query, in every language, from it", async () => {
    const client = hosted(standIn);
    const before = standIn.requests;
    const a = await client.query(Q.PRODUCTS_QUERY);
    const b = await client.query(Q.PRODUCTS_QUERY);
    expect(b).toEqual(a);
    await client.query(`*[_id in [$a, $b]]._id`, { a: "x", b: "y" });
    await client.query(Q.PRODUCTS_QUERY, {}, undefined, "hi");
    // One request: the documents, which every language's view is made of (decision 0180).
    expect(standIn.requests - before).toBe(1);
  });

  it("serves the last good result when the API starts failing, and logs a warning", async () => {
    const client = hosted(standIn, { ttlMs: 0, failureBackoffMs: 0 });
    const good = await client.query(Q.BLOG_LIST_QUERY);
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    standIn.failWith(500);
    const before = standIn.requests;
    await expect(client.query(Q.BLOG_LIST_QUERY)).resolves.toEqual(good);
    expect(standIn.requests).toBeGreaterThan(before); // it did ask, and got a 500
    const warning = JSON.parse(lines.find((l) => l.includes("last good"))!);
    expect(warning.level).toBe("warn");
    // clear() (the webhook) keeps the last good result as a fallback.
    client.clear();
    await expect(client.query(Q.BLOG_LIST_QUERY)).resolves.toEqual(good);
  });

  it("throws when there never was a good result", async () => {
    const client = hosted(standIn, { ttlMs: 0 });
    standIn.failWith(500);
    await expect(client.query(Q.BLOG_POST_QUERY, { id: 1 })).rejects.toThrow();
  });
});

describe("content.server", () => {
  it("embedded by default: local asset host, ready, loads eagerly", async () => {
    delete process.env.SANITY_PROJECT_ID;
    process.env.CONTENT_SEED_DIR = FIXTURE;
    await initContent();
    expect(getContentEnv()).toEqual({ projectId: "local", dataset: "seed", assetBaseUrl: "/content" });
    expect(await contentReady()).toBe(true);
    expect(await loadQuery<number>(Q.READINESS_QUERY)).toBe(1);
  });

  it("not ready when the seed folder is missing", async () => {
    delete process.env.SANITY_PROJECT_ID;
    process.env.CONTENT_SEED_DIR = `${FIXTURE}/does-not-exist`;
    await expect(initContent()).rejects.toThrow(/seed folder not found/);
    expect(await contentReady()).toBe(false);
  });

  it("hosted when SANITY_PROJECT_ID is set; a signed webhook clears the cache", async () => {
    Object.assign(process.env, {
      SANITY_PROJECT_ID: "fixture",
      SANITY_DATASET: "seed",
      SANITY_API_HOST: standIn.url,
      SANITY_USE_CDN: "false",
      SANITY_WEBHOOK_SECRET: SECRET,
    });
    expect(getContentEnv()).toEqual({ projectId: "fixture", dataset: "seed", assetBaseUrl: "https://cdn.sanity.io" });
    expect(await contentReady()).toBe(true);
    const first = await loadQuery<{ title: string }[]>(Q.PRODUCTS_QUERY);
    expect(first.map((p) => p.title)).toEqual(["Vision", "Speech", "Voice"]);

    standIn.override(() => [{ _id: "p", _type: "product", title: "Changed", slug: { current: "changed" }, summary: null }]);
    expect(await loadQuery(Q.PRODUCTS_QUERY)).toEqual(first); // still cached

    const body = JSON.stringify({ _id: "product-speech", _type: "product" });
    const forged = await webhookAction(args(await signedWebhook(body, "not-the-secret")));
    expect(forged.status).toBe(401);
    const unsigned = await webhookAction(args(new Request("http://localhost/api/content/webhook", { method: "POST", body })));
    expect(unsigned.status).toBe(401);
    expect(await loadQuery(Q.PRODUCTS_QUERY)).toEqual(first);

    // A body that differs from what was signed is refused too.
    const signed = await signedWebhook(body, SECRET);
    const tampered = new Request(signed.url, { method: "POST", headers: signed.headers, body: `${body} ` });
    expect((await webhookAction(args(tampered))).status).toBe(401);

    // A genuine signature replayed after the window, or dated in the future, is refused.
    const stale = await webhookAction(args(await signedWebhook(body, SECRET, Date.now() - 6 * 60_000)));
    expect(stale.status).toBe(401);
    const early = await webhookAction(args(await signedWebhook(body, SECRET, Date.now() + 2 * 60_000)));
    expect(early.status).toBe(401);
    expect(await loadQuery(Q.PRODUCTS_QUERY)).toEqual(first);

    const ok = await webhookAction(args(await signedWebhook(body, SECRET, Date.now() - 4 * 60_000)));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    const after = await loadQuery<{ title: string }[]>(Q.PRODUCTS_QUERY);
    expect(after.map((p) => p.title)).toEqual(["Changed"]);
  });

  it("the local image route answers 404 in hosted mode", async () => {
    process.env.SANITY_PROJECT_ID = "fixture";
    process.env.CONTENT_SEED_DIR = FIXTURE;
    const name = readdirSync(`${FIXTURE}/images`).find((f) => f.endsWith(".png"))!;
    const res = await imageLoader(
      args(new Request(`http://localhost/content/images/fixture/production/${name}`), {
        "*": `fixture/production/${name}`,
      }),
    );
    expect(res.status).toBe(404);
  });

  it("webhook: without a secret it does not exist (404, naming no setting: that is for the log), 405 on other methods", async () => {
    delete process.env.SANITY_WEBHOOK_SECRET;
    const body = "{}";
    const res = await webhookAction(args(await signedWebhook(body, SECRET)));
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/SANITY|secret|configur/i);
    process.env.SANITY_WEBHOOK_SECRET = SECRET;
    const get = await webhookLoader(args(new Request("http://localhost/api/content/webhook")));
    expect(get.status).toBe(405);
    const put = await webhookAction(args(new Request("http://localhost/api/content/webhook", { method: "PUT", body })));
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");
  });

  it("clearContentCache is safe before any query", () => {
    expect(() => clearContentCache()).not.toThrow();
  });
});

describe("preview: the drafts perspective (issue 18)", () => {
  const STUDIO = "https://studio.example";
  const decode = async (value: string) => (await import("@vercel/stega")).vercelStegaDecode(value) as { origin: string; href: string } | undefined;
  const clean = async <T>(value: T) => (await import("@vercel/stega")).vercelStegaClean(value);

  it("embedded: drafts over published, new drafts included, edit links in the strings", async () => {
    const embedded = new EmbeddedContent({ seedDir: FIXTURE });
    const published = await embedded.query<{ settings: { siteName: string } }>(Q.LAYOUT_QUERY);
    const preview = await embedded.query<{ settings: { siteName: string } }>(Q.LAYOUT_QUERY, {}, { studioUrl: STUDIO });
    expect(published.settings.siteName).toBe("Fixture AI");
    expect(await clean(preview.settings.siteName)).toBe("DRAFT — must never show");
    const link = await decode(preview.settings.siteName);
    expect(link?.origin).toBe("sanity.io");
    expect(link?.href).toMatch(/^https:\/\/studio\.example\/intent\/edit\/.*id=siteSettings;type=siteSettings;path=siteName/);
    // The published answer is untouched by the preview query before it.
    expect((await embedded.query<{ settings: { siteName: string } }>(Q.LAYOUT_QUERY)).settings.siteName).toBe("Fixture AI");

    const products = await embedded.query<{ _id: string; title: string; slug: string }[]>(Q.PRODUCTS_QUERY, {}, { studioUrl: STUDIO });
    const secret = products.find((p) => p._id === "product-secret");
    expect(await clean(secret?.title)).toBe("Secret draft");
    // Machine values stay plain: ids and slugs.
    expect(secret?.slug).toBe("secret");
    expect((await embedded.query<{ _id: string }[]>(Q.PRODUCTS_QUERY)).map((p) => p._id)).not.toContain("product-secret");
  });

  it("hosted: drafts with the read token, no CDN, edit links in the strings, and never from or into the cache", async () => {
    const client = hosted(standIn, { token: "server-read-token", useCdn: true });
    const before = standIn.requests;
    const first = await client.query<{ settings: { siteName: string } }>(Q.LAYOUT_QUERY, {}, { studioUrl: STUDIO });
    expect(standIn.lastRequest).toMatchObject({ perspective: "drafts", authorization: "Bearer server-read-token" });
    expect(await clean(first.settings.siteName)).toBe("DRAFT — must never show");
    await client.query(Q.LAYOUT_QUERY, {}, { studioUrl: STUDIO });
    expect(standIn.requests - before).toBe(2); // asked again: previews are never cached
    const visitor = await client.query<{ settings: { siteName: string } }>(Q.LAYOUT_QUERY);
    expect(visitor.settings.siteName).toBe("Fixture AI");
    expect(standIn.lastRequest?.perspective).toBe("published");
    expect(standIn.requests - before).toBe(3);
  });

  it("hosted without a token: a clear error instead of published content passed off as drafts", async () => {
    const client = hosted(standIn);
    await expect(client.query(Q.LAYOUT_QUERY, {}, { studioUrl: STUDIO })).rejects.toThrow(/SANITY_TOKEN/);
  });

  it("loadQuery reads drafts only inside a request's preview scope", async () => {
    process.env.CONTENT_SEED_DIR = FIXTURE;
    const { startPreviewCookie, withPreviewScope } = await import("~/preview/session.server");
    const cookie = startPreviewCookie().split(";")[0]!;
    const name = (cookieHeader: string | undefined) =>
      withPreviewScope(cookieHeader, async () => (await loadQuery<{ settings: { siteName: string } }>(Q.LAYOUT_QUERY)).settings.siteName);
    const [editor, visitor, forged] = await Promise.all([name(cookie), name(undefined), name("preview=1.abc")]);
    expect(await clean(editor)).toBe("DRAFT — must never show");
    expect(visitor).toBe("Fixture AI");
    expect(forged).toBe("Fixture AI");
  });
});
