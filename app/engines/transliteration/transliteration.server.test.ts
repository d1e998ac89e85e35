import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lexiconSize } from "./lexicon";
import { RemoteTransliterationEngine } from "./remote.server";
import { ruleCandidates } from "./rules";
import { TransliterationError, localTransliterationEngine, transliterate } from "./transliteration.server";

async function options(text: string, num?: number): Promise<string[]> {
  const result = await transliterate(text, { lang: "hi", num }, localTransliterationEngine);
  expect(result[0]).toBe("SUCCESS");
  const entry = result[1][0];
  expect(entry?.[0]).toBe(text.trim());
  return entry?.[1] ?? [];
}

async function failure(promise: Promise<unknown>): Promise<TransliterationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TransliterationError);
  return error as TransliterationError;
}

describe("local transliteration (Latin → Devanagari)", () => {
  it.each([
    ["namaste", "नमस्ते"],
    ["bharat", "भारत"],
    ["kaise", "कैसे"],
    ["aap", "आप"],
    ["dhanyavaad", "धन्यवाद"],
    ["dhanyavad", "धन्यवाद"],
    ["hindi", "हिंदी"],
    ["accha", "अच्छा"],
    ["pani", "पानी"],
  ])("%s → %s is offered first or among the options", async (typed, expected) => {
    const list = await options(typed);
    expect(list).toContain(expected);
    expect(list.indexOf(expected)).toBeLessThan(2);
  });

  it("uses the rules for words outside the lexicon", async () => {
    expect(lexiconSize()).toBeGreaterThan(300);
    // Not listed in the lexicon: the rules must still spell them.
    expect(ruleCandidates("sundar")[0]).toBe("सुंदर");
    expect(ruleCandidates("kitab", 5)).toContain("किताब");
    expect(ruleCandidates("prakash", 5)).toContain("प्रकाश");
    expect(ruleCandidates("vikas")[0]).toBe("विकस");
    expect(ruleCandidates("vikas", 5)).toContain("विकास");
  });

  it("answers num options (default 5) with the typed word last", async () => {
    const five = await options("namaste");
    expect(five).toHaveLength(5);
    expect(five.at(-1)).toBe("namaste");
    const three = await options("kaise", 3);
    expect(three).toHaveLength(3);
    expect(three.at(-1)).toBe("kaise");
    const one = await options("kaise", 1);
    expect(one).toEqual(["kaise"]);
    expect(new Set(five).size).toBe(five.length);
  });

  it("keeps the public lookup shape with candidate types", async () => {
    const result = await transliterate("aap", { num: 4 }, localTransliterationEngine);
    expect(result).toEqual(["SUCCESS", [["aap", expect.any(Array), [], { candidate_type: expect.any(Array) }]]]);
    const entry = result[1][0];
    expect(entry?.[3].candidate_type).toHaveLength(entry?.[1].length ?? -1);
    expect(entry?.[3].candidate_type.at(-1)).toBe(1);
  });

  it("transliterates a short phrase word by word", async () => {
    const list = await options("aap kaise ho");
    expect(list[0]).toBe("आप कैसे हो");
    expect(list.at(-1)).toBe("aap kaise ho");
  });

  it("refuses bad input with clear typed errors", async () => {
    expect((await failure(transliterate("", {}, localTransliterationEngine))).code).toBe("empty");
    expect((await failure(transliterate("   ", {}, localTransliterationEngine))).code).toBe("empty");
    const big = await failure(transliterate("a".repeat(1024 * 1024), {}, localTransliterationEngine));
    expect(big.code).toBe("too_long");
    expect(big.status).toBe(413);
    expect(big.message).toMatch(/100 characters/);
    const devanagari = await failure(transliterate("नमस्ते", {}, localTransliterationEngine));
    expect(devanagari.code).toBe("invalid_input");
    expect(devanagari.status).toBe(400);
    expect((await failure(transliterate("<script>", {}, localTransliterationEngine))).code).toBe("invalid_input");
    expect((await failure(transliterate("namaste", { lang: "fr" }, localTransliterationEngine))).code).toBe("unsupported_language");
    expect((await failure(transliterate(42, {}, localTransliterationEngine))).code).toBe("empty");
  });
});

describe("remote transliteration (against a local stand-in for the public lookup service)", () => {
  let server: Server;
  let base = "";
  const seen: URL[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      seen.push(url);
      const text = url.searchParams.get("text") ?? "";
      if (text === "slow") {
        setTimeout(() => res.end("[]"), 2_000).unref();
        return;
      }
      if (text === "broken") {
        res.writeHead(200, { "content-type": "application/json" }).end('{"oops":true}');
        return;
      }
      if (text === "down") {
        res.writeHead(500).end("no");
        return;
      }
      const body = ["SUCCESS", [[text, ["नमस्ते", "नमस्टे", "नामस्ते", "नमसते", "नमस्तेय"], [], { candidate_type: [0, 0, 0, 0, 0] }]]];
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/request`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("asks with the word, the Hindi-from-Latin code and num, and adds the typed word", async () => {
    const engine = new RemoteTransliterationEngine({ url: base, timeoutMs: 1_000 });
    const result = await transliterate("namaste", { num: 5 }, engine);
    expect(result[1][0]?.[1]).toEqual(["नमस्ते", "नमस्टे", "नामस्ते", "नमसते", "namaste"]);
    const asked = seen.at(-1) as URL;
    expect(asked.searchParams.get("text")).toBe("namaste");
    expect(asked.searchParams.get("itc")).toBe("hi-t-i0-und");
    expect(asked.searchParams.get("num")).toBe("5");
  });

  it("maps a slow, broken or failing service to typed errors", async () => {
    const engine = new RemoteTransliterationEngine({ url: base, timeoutMs: 300 });
    expect((await failure(transliterate("slow", {}, engine))).code).toBe("timeout");
    expect((await failure(transliterate("broken", {}, engine))).code).toBe("unavailable");
    expect((await failure(transliterate("down", {}, engine))).code).toBe("unavailable");
    const closed = new RemoteTransliterationEngine({ url: "http://127.0.0.1:9/request", timeoutMs: 500 });
    expect((await failure(transliterate("namaste", {}, closed))).status).toBe(503);
  });
});
