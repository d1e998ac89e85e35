/**
 * The remote engine against a stand-in for the provider's hosted food engine: a local HTTP server
 * on 127.0.0.1 that speaks the contract of README.md in this folder.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FoodEngineError } from "./errors";
import { RemoteFoodEngine } from "./remote.server";
import { fixture, SVG } from "../../../tests/helpers/food-fixtures";

interface Seen {
  method: string;
  url: string;
  authorization?: string;
  contentType?: string;
  bytes: number;
}

const KEY = "test-key-123";
let server: Server;
let base: string;
const seen: Seen[] = [];
let mode: "ok" | "slow" | "busy" | "broken" | "garbage" | "reject" = "ok";

async function body(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const bytes = await body(req);
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      authorization: req.headers.authorization,
      contentType: req.headers["content-type"],
      bytes: bytes.length,
    });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== `Bearer ${KEY}`) return json(401, { error: { code: "unauthorized", message: "bad key" } });
    if (req.method === "GET" && req.url === "/v1/food/foods") return json(200, { foods: ["Samosa", "Masala dosa", "Idli"] });
    if (req.method !== "POST" || req.url !== "/v1/food/recognize") return json(404, { error: { message: "not found" } });
    if (mode === "slow") await new Promise((r) => setTimeout(r, 300));
    if (mode === "busy") return json(503, { error: { code: "busy", message: "engine saturated" } });
    if (mode === "broken") return json(500, { error: { message: "stack trace here" } });
    if (mode === "garbage") return json(200, { item: 42 });
    if (mode === "reject") return json(422, { error: { code: "invalid_image", message: "cannot decode" } });
    return json(200, {
      item: "Samosa",
      label: "samosa",
      confidence: 0.91,
      isFood: true,
      foodProbability: 0.97,
      alternatives: [{ item: "Kachori", confidence: 0.04 }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/food/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const engine = (options: Partial<ConstructorParameters<typeof RemoteFoodEngine>[0]> = {}) =>
  new RemoteFoodEngine({ url: base, key: KEY, timeoutMs: 2_000, ...options });

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof FoodEngineError ? e.code : `untyped: ${String(e)}`),
  );

describe("remote food engine (stand-in for the provider's hosted engine)", () => {
  it("posts the raw image with its type and the bearer key, and maps the answer", async () => {
    mode = "ok";
    seen.length = 0;
    const photo = fixture("banana-E010.jpeg");
    const result = await engine().recognize(photo);
    expect(result).toEqual({
      item: "Samosa",
      label: "samosa",
      confidence: 0.91,
      isFood: true,
      foodProbability: 0.97,
      alternatives: [{ item: "Kachori", label: "Kachori", confidence: 0.04 }],
    });
    expect(seen).toEqual([{ method: "POST", url: "/v1/food/recognize", authorization: `Bearer ${KEY}`, contentType: "image/jpeg", bytes: photo.length }]);
  });

  it("fetches the list of foods it knows", async () => {
    const remote = engine();
    expect(remote.knownFoods()).toEqual([]);
    await remote.loadKnownFoods();
    expect(remote.knownFoods()).toEqual(["Samosa", "Masala dosa", "Idli"]);
  });

  it("validates the upload locally: nothing is sent for an SVG", async () => {
    mode = "ok";
    seen.length = 0;
    expect(await codeOf(engine().recognize(SVG))).toBe("unsupported_type");
    expect(seen).toHaveLength(0);
  });

  it("times out", async () => {
    mode = "slow";
    expect(await codeOf(engine({ timeoutMs: 100 }).recognize(fixture("banana-E010.jpeg")))).toBe("timeout");
  });

  it("maps the engine's failures to typed errors", async () => {
    const photo = fixture("banana-E010.jpeg");
    mode = "busy";
    expect(await codeOf(engine().recognize(photo))).toBe("busy");
    mode = "broken";
    expect(await codeOf(engine().recognize(photo))).toBe("unavailable");
    mode = "garbage";
    expect(await codeOf(engine().recognize(photo))).toBe("unavailable");
    mode = "reject";
    expect(await codeOf(engine().recognize(photo))).toBe("invalid_image");
    mode = "ok";
    expect(await codeOf(engine({ key: "wrong" }).recognize(photo))).toBe("unavailable");
  });

  it("is unavailable when nothing listens", async () => {
    const closed = new RemoteFoodEngine({ url: "http://127.0.0.1:9/", timeoutMs: 1_000 });
    expect(await codeOf(closed.recognize(fixture("banana-E010.jpeg")))).toBe("unavailable");
  });
});
