/**
 * The remote assistant engine against a stand-in for the provider's hosted engine: a local HTTP
 * server on 127.0.0.1 that speaks the contract of README.md in this folder (a fake: the hosted
 * engine cannot run here).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AssistantEngineError } from "./errors";
import { RemoteAssistantEngine } from "./remote.server";

const KEY = "assist-key";
let server: Server;
let base = "";
let mode: "ok" | "slow" | "busy" | "broken" | "garbage" | "offsite" = "ok";
const seen: { url: string; authorization?: string; body: unknown }[] = [];

const OK = {
  answer: "Banks use the voice bot to remind customers about EMIs.",
  sources: [{ title: "Banking", url: "/bfsi" }],
  declined: false,
  actions: [{ kind: "demo", label: "Try the demo", url: "/bfsi" }],
  memory: { intent: [], subject: ["banks"] },
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let text = "";
    for await (const part of req) text += String(part);
    seen.push({ url: req.url ?? "", authorization: req.headers.authorization, body: JSON.parse(text || "null") });
    const send = (status: number, value: unknown) => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (mode === "slow") return setTimeout(() => send(200, OK), 500);
    if (mode === "busy") return send(503, { error: { code: "busy", message: "saturated" } });
    if (mode === "broken") return send(500, { error: { message: "stack trace here" } });
    if (mode === "garbage") return send(200, { answer: 42 });
    if (mode === "offsite") return send(200, { ...OK, sources: [{ title: "Elsewhere", url: "https://evil.example/" }] });
    return send(200, OK);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/assist`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("RemoteAssistantEngine", () => {
  it("sends the question and the memory with the key, and returns the contract's reply", async () => {
    mode = "ok";
    const engine = new RemoteAssistantEngine({ url: base, key: KEY });
    const reply = await engine.answer("and for banks?", { intent: ["remind"], subject: ["hospitals"] });
    expect(reply).toEqual(OK);
    expect(seen.at(-1)).toEqual({
      url: "/v1/assist/answer",
      authorization: `Bearer ${KEY}`,
      body: { question: "and for banks?", memory: { intent: ["remind"], subject: ["hospitals"] } },
    });
  });

  it("answers every failure with a typed 503, never passing the engine's own text on", async () => {
    const cases: [typeof mode, string, RegExp][] = [
      ["busy", "busy", /busy/],
      ["broken", "unavailable", /failed \(500\)/],
      ["garbage", "unavailable", /unexpected answer/],
      ["offsite", "unavailable", /unexpected answer/],
    ];
    for (const [m, code, message] of cases) {
      mode = m;
      const failure = await new RemoteAssistantEngine({ url: base }).answer("x").catch((error: unknown) => error);
      expect(failure, m).toBeInstanceOf(AssistantEngineError);
      expect((failure as AssistantEngineError).code, m).toBe(code);
      expect((failure as AssistantEngineError).status, m).toBe(503);
      expect((failure as Error).message, m).toMatch(message);
      expect((failure as Error).message).not.toContain("stack trace");
    }
    mode = "slow";
    const slow = await new RemoteAssistantEngine({ url: base, timeoutMs: 100 }).answer("x").catch((error: unknown) => error);
    expect((slow as AssistantEngineError).code).toBe("timeout");
    const unreachable = await new RemoteAssistantEngine({ url: "http://127.0.0.1:9/none" }).answer("x").catch((error: unknown) => error);
    expect((unreachable as AssistantEngineError).code).toBe("unavailable");
  });
});
