import type { AppLoadContext } from "@remix-run/node";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/content.files.$";
import { getContentEnv } from "./content.server";
import { parseRange } from "./files.server";
import { fileUrl } from "./image";

// Route handlers under test ignore the load context.
const NO_CONTEXT = {} as AppLoadContext;

const FIXTURE = fileURLToPath(new URL("../../tests/fixtures/content", import.meta.url));
const WAV = readdirSync(path.join(FIXTURE, "files")).find((f) => f.endsWith(".wav"))!;
const BYTES = readFileSync(path.join(FIXTURE, "files", WAV));
const SIZE = BYTES.length;
const URL_PATH = `/content/files/local/seed/${WAV}`;

beforeAll(() => {
  delete process.env.SANITY_PROJECT_ID;
  delete process.env.SANITY_DATASET;
  process.env.CONTENT_SEED_DIR = FIXTURE;
});

function get(headers: HeadersInit = {}, method = "GET", splat = `local/seed/${WAV}`): Promise<Response> {
  return loader({
    request: new Request(`http://localhost/content/files/${splat}`, { headers, method }),
    params: { "*": splat },
    context: NO_CONTEXT,
  });
}

describe("file URLs", () => {
  it("map file-<sha1>-<ext> refs to the local route", () => {
    const ref = `file-${WAV.replace(".wav", "")}-wav`;
    expect(fileUrl(getContentEnv(), { asset: { _ref: ref } })).toBe(URL_PATH);
    expect(fileUrl({ projectId: "p", dataset: "d", assetBaseUrl: "https://cdn.sanity.io" }, ref)).toBe(`https://cdn.sanity.io/files/p/d/${WAV}`);
    expect(fileUrl(getContentEnv(), "image-abc-1x1-png")).toBeNull();
  });
});

describe("GET /content/files/...", () => {
  it("answers the whole file with type, ranges advertised and immutable caching", async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("audio/wav");
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Length")).toBe(String(SIZE));
    expect(Buffer.from(await res.arrayBuffer()).equals(BYTES)).toBe(true);
  });

  it("bytes=0-99: 206 with 100 bytes", async () => {
    const res = await get({ Range: "bytes=0-99" });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes 0-99/${SIZE}`);
    expect(res.headers.get("Content-Length")).toBe("100");
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(100);
    expect(body.equals(BYTES.subarray(0, 100))).toBe(true);
  });

  it("suffix range bytes=-10: the last 10 bytes", async () => {
    const res = await get({ Range: "bytes=-10" });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes ${SIZE - 10}-${SIZE - 1}/${SIZE}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(BYTES.subarray(SIZE - 10))).toBe(true);
  });

  it("open range bytes=1000-: to the end", async () => {
    const res = await get({ Range: "bytes=1000-" });
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe(`bytes 1000-${SIZE - 1}/${SIZE}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(BYTES.subarray(1000))).toBe(true);
  });

  it("416 when the range starts past the end", async () => {
    const res = await get({ Range: `bytes=${SIZE}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get("Content-Range")).toBe(`bytes */${SIZE}`);
  });

  it("several ranges: the whole file", async () => {
    const res = await get({ Range: "bytes=0-1,5-9" });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(SIZE);
  });

  it("If-Range with another validator ignores the range", async () => {
    const res = await get({ Range: "bytes=0-9", "If-Range": '"old"' });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  });

  it("ETag and 304", async () => {
    const etag = (await get()).headers.get("ETag")!;
    const res = await get({ "If-None-Match": etag });
    expect(res.status).toBe(304);
  });

  it("HEAD: headers only", async () => {
    const res = await get({ Range: "bytes=0-99" }, "HEAD");
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Length")).toBe("100");
    expect(res.body).toBeNull();
  });

  it.each([
    "local/seed/../documents.ndjson",
    "local/seed/..%2Fdocuments.ndjson",
    `local/seed/${WAV.replace(".wav", ".exe")}`,
    "local/seed/0000000000000000000000000000000000000000.wav",
    `local/other/${WAV}`,
    `local/seed/files/${WAV}`,
  ])("404 on %s", async (splat) => {
    expect((await get({}, "GET", splat)).status).toBe(404);
  });

  it("405 on POST", async () => {
    expect((await get({}, "POST")).status).toBe(405);
  });
});

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=990-2000", 1000, { start: 990, end: 999 }],
    ["bytes=-5", 1000, { start: 995, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    ["bytes=10-", 1000, { start: 10, end: 999 }],
    ["bytes=1000-", 1000, "unsatisfiable"],
    ["bytes=-0", 1000, "unsatisfiable"],
    ["bytes=5-1", 1000, null],
    ["bytes=0-1,3-4", 1000, null],
    ["items=0-1", 1000, null],
    ["bytes=-", 1000, null],
  ] as const)("%s of %i", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});
