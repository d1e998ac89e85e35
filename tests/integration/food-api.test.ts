/**
 * The photo APIs through the production server as a process (after `remix build`): answers,
 * bad input (each a 4xx, never a 5xx), memory staying bounded, and the self-learning correction.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODEL_PATH } from "../helpers/food-fixtures";
import { startProductionServer, type ProductionServer } from "../../scripts/lib/production-server.mjs";

const port = 3250 + (process.pid % 20);
const origin = `http://127.0.0.1:${port}`;
const fixture = (name: string) => readFileSync(path.join("tests/fixtures/food", name));
let server: ProductionServer;
let token = "";
let cookie = "";

function rssMb(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  return { cookie, "x-csrftoken": token, origin, ...extra };
}

function photoForm(field: string, bytes: Uint8Array, filename: string, type: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

async function post(pathname: string, body: BodyInit, extra: Record<string, string> = {}) {
  const response = await fetch(`${origin}${pathname}`, { method: "POST", headers: headers(extra), body, duplex: "half" } as RequestInit);
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const upload = (bytes: Uint8Array, filename: string, type: string) => post("/api/demos/photosdemoupload", photoForm("customFile", bytes, filename, type));

function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, Buffer.from("IHDR"), ihdr, Buffer.alloc(4)]);
}

beforeAll(async () => {
  expect(existsSync("build/index.js"), "run `npm run build` first").toBe(true);
  // Generous: on the shared 2-core machine a start under a parallel suite can take tens of seconds.
  server = await startProductionServer({
    port,
    dataDir: mkdtempSync(path.join(os.tmpdir(), "site-food-")),
    startTimeoutMs: 80_000,
    captureOutput: true,
  });
  const csrf = await fetch(`${origin}/api/auth/csrf_cookie`);
  cookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0]!;
  token = cookie.split("=")[1] ?? "";
  expect(token, server.output()).not.toBe("");
}, 120_000);

afterAll(() => server?.kill("SIGTERM"));

describe.skipIf(!existsSync(MODEL_PATH))("photo APIs", () => {
  it("names a known food on both calls, and answers honestly for a non-food", async () => {
    const banana = await upload(fixture("banana-E010.jpeg"), "banana.jpg", "image/jpeg");
    expect(banana.status).toBe(200);
    expect(banana.body.prediction).toEqual([expect.objectContaining({ item: "Banana", isFood: true, learned: false })]);
    const fig = await post("/api/demos/photosdemo", photoForm("file", fixture("fig-E020.jpeg"), "fig.jpeg", "image/jpeg"));
    expect((fig.body.prediction as { item: string }[])[0]!.item).toBe("Fig");
    const ox = await upload(fixture("not-food-ox-O025.jpeg"), "ox.jpg", "image/jpeg");
    expect(ox.status).toBe(200);
    expect((ox.body.prediction as { item: string; isFood: boolean }[])[0]).toMatchObject({ item: "Not a food we know", isFood: false });
  });

  it("refuses bad input with a 4xx and a message, never a 5xx, with memory bounded", async () => {
    const before = rssMb();
    const jpeg = fixture("banana-E010.jpeg");
    const big = Buffer.alloc(50 * 1024 * 1024);
    const cases: [string, Promise<{ status: number; body: Record<string, unknown> }>, number][] = [
      ["truncated JPEG", upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "a.jpg", "image/jpeg"), 400],
      ["20000×20000 PNG header", upload(pngHeader(20000, 20000), "bomb.png", "image/png"), 413],
      ["SVG", upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "a.svg", "image/svg+xml"), 415],
      ["SVG named .png", upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "a.png", "image/png"), 415],
      ["GIF", upload(Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "a.gif", "image/gif"), 415],
      [".txt renamed .png", upload(Buffer.from("just some text"), "notes.png", "image/png"), 415],
      ["empty file", upload(Buffer.alloc(0), "empty.jpg", "image/jpeg"), 400],
      ["empty body", post("/api/demos/photosdemoupload", "", { "content-type": "image/jpeg" }), 400],
      ["no file field", post("/api/demos/photosdemoupload", photoForm("other", jpeg, "a.jpg", "image/jpeg")), 400],
      ["50 MB multipart", upload(big, "big.jpg", "image/jpeg"), 413],
      [
        "50 MB chunked raw body",
        post(
          "/api/demos/photosdemo",
          new ReadableStream({
            start(controller) {
              for (let i = 0; i < 50; i++) controller.enqueue(new Uint8Array(1024 * 1024));
              controller.close();
            },
          }),
          { "content-type": "image/png" },
        ),
        413,
      ],
      ["plain text body", post("/api/demos/photosdemo", "hello", { "content-type": "text/plain" }), 415],
    ];
    for (const [name, call, expected] of cases) {
      const { status, body } = await call;
      expect(status, name).toBe(expected);
      expect(typeof body.error, name).toBe("string");
    }
    expect(rssMb() - before, "resident memory growth (MB)").toBeLessThan(120);
  }, 60_000);

  it("needs the CSRF header or an API key", async () => {
    const form = photoForm("customFile", fixture("banana-E010.jpeg"), "a.jpg", "image/jpeg");
    const noCsrf = await fetch(`${origin}/api/demos/photosdemoupload`, { method: "POST", body: form });
    expect(noCsrf.status).toBe(403);
    const badKey = await fetch(`${origin}/api/demos/photosdemo`, { method: "POST", headers: { authorization: "Bearer kth_nope" }, body: form });
    expect(badKey.status).toBe(401);
  });

  it("learns a correction: a close photo is then answered with the visitor's label", async () => {
    const hen = fixture("not-food-hen-N001.jpeg");
    const first = await upload(hen, "hen.jpg", "image/jpeg");
    const photoId = first.body.photoId as string;
    expect(photoId).toMatch(/^[0-9a-f-]{36}$/);

    const json = { "content-type": "application/json" };
    expect((await post("/api/demos/photosfeedback", JSON.stringify({ photoId, label: "<script>" }), json)).status).toBe(400);
    expect((await post("/api/demos/photosfeedback", JSON.stringify({ photoId, label: "x".repeat(41) }), json)).status).toBe(400);
    expect((await post("/api/demos/photosfeedback", JSON.stringify({ photoId: crypto.randomUUID(), label: "Banana" }), json)).status).toBe(410);

    const corrected = await post("/api/demos/photosfeedback", JSON.stringify({ photoId, label: "banana" }), json);
    expect(corrected).toMatchObject({ status: 200, body: { success: true, label: "Banana", known: true, applied: true } });

    // The same photo again: answered from the correction, and said so.
    const again = await upload(hen, "hen.jpg", "image/jpeg");
    expect((again.body.prediction as { item: string; learned: boolean }[])[0]).toMatchObject({ item: "Banana", learned: true });
    // A different photo is not affected.
    const goose = await upload(fixture("not-food-goose-N011.jpeg"), "goose.jpg", "image/jpeg");
    expect((goose.body.prediction as { learned: boolean }[])[0]!.learned).toBe(false);

    // A free label from one visitor is stored but not used yet.
    const ox = await upload(fixture("not-food-ox-O025.jpeg"), "ox.jpg", "image/jpeg");
    const free = await post("/api/demos/photosfeedback", JSON.stringify({ photoId: ox.body.photoId, label: "Bullock cart" }), json);
    expect(free.body).toMatchObject({ success: true, known: false, applied: false });
    const oxAgain = await upload(fixture("not-food-ox-O025.jpeg"), "ox.jpg", "image/jpeg");
    expect((oxAgain.body.prediction as { learned: boolean }[])[0]!.learned).toBe(false);
  });
});
