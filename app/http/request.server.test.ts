import { describe, expect, it } from "vitest";
import type { AppError } from "~/http/app-error";
import { appErrorResponse } from "~/http/reply.server";
import { MAX_BODY_BYTES, isDataRequest, readBodyCapped, readFields, readUpTo } from "./request.server";

const req = (body: string | undefined, type?: string, headers: Record<string, string> = {}) =>
  new Request("http://x/api", { method: "POST", body, headers: { ...(type ? { "content-type": type } : {}), ...headers } });

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as AppError).status;
  }
}

describe("readFields", () => {
  it("reads a JSON object and an urlencoded form", async () => {
    expect(await readFields(req('{"a":"b"}', "application/json; charset=utf-8"))).toEqual({ a: "b" });
    expect(await readFields(req("a=b&c=d", "application/x-www-form-urlencoded"))).toEqual({ a: "b", c: "d" });
  });

  it("answers 400 to malformed JSON and non-objects, 415 to other types, 413 to large bodies", async () => {
    expect(await status(readFields(req("{", "application/json")))).toBe(400);
    expect(await status(readFields(req("[1]", "application/json")))).toBe(400);
    expect(await status(readFields(req("null", "application/json")))).toBe(400);
    expect(await status(readFields(req("a", "text/plain")))).toBe(415);
    expect(await status(readFields(req("{}")))).toBe(415);
    const big = JSON.stringify({ a: "x".repeat(MAX_BODY_BYTES) });
    expect(await status(readFields(req(big, "application/json")))).toBe(413);
    // A lying Content-Length does not help: the stream is counted.
    expect(await status(readFields(req(big, "application/json", { "content-length": "10" })))).toBe(413);
  });

  it("accepts application/json with at most a UTF-8 charset, and nothing that only resembles it (415)", async () => {
    for (const type of [
      "application/json",
      "Application/JSON",
      "application/json;charset=utf-8",
      'application/json; charset="UTF-8"',
      "application/json ; charset=utf8",
    ]) {
      expect(await status(readFields(req('{"a":"b"}', type))), type).toBe(200);
    }
    for (const type of [
      "application/jsonx",
      "application/json-patch+json",
      "application/json, text/plain",
      "application/json; charset=latin1",
      "application/json; boundary=x",
      "application/json; charset",
      "application/json garbage",
      "text/json",
    ]) {
      expect(await status(readFields(req('{"a":"b"}', type))), type).toBe(415);
    }
  });

  it("treats a JSON null like an absent field", async () => {
    expect(await readFields(req('{"a":null,"b":"c","d":0,"e":false,"f":""}', "application/json"))).toEqual({ b: "c", d: 0, e: false, f: "" });
  });

  it("allows an empty body where asked (logout)", async () => {
    expect(await readFields(req(undefined), { allowEmpty: true })).toEqual({});
    expect(await readFields(req("", "application/json"), { allowEmpty: true })).toEqual({});
  });
});

describe("readUpTo / readBodyCapped", () => {
  /** A chunked body (no Content-Length) of `chunks` pieces of `size` bytes, counting what was pulled. */
  function chunked(chunks: number, size: number) {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(size).fill(97));
      },
    });
    return { stream, pulled: () => pulled };
  }

  it("buffers a body up to the cap, and stops reading past it without cancelling", async () => {
    expect((await readUpTo(chunked(3, 10).stream, 30))?.toString()).toBe("a".repeat(30));
    expect(await readUpTo(null, 30)).toEqual(Buffer.alloc(0));
    const big = chunked(100, 10);
    expect(await readUpTo(big.stream, 30)).toBeNull();
    expect(big.pulled()).toBeLessThan(10);
    // Released, not cancelled: the stream can still be read (and is not torn down under the reply).
    expect(big.stream.locked).toBe(false);
  });

  it("answers 413 with the caller's message, by Content-Length or by count", async () => {
    const tooLong = new Request("http://x/upload", { method: "POST", body: "x".repeat(50), headers: { "content-length": "50" } });
    const thrown = await readBodyCapped(tooLong, 10, "The recording is too large").catch((e: unknown) => e);
    const answer = appErrorResponse(thrown as AppError);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ success: false, error: "The recording is too large" });
    const streamed = new Request("http://x/upload", { method: "POST", body: chunked(100, 10).stream, duplex: "half" } as RequestInit);
    expect(await status(readBodyCapped(streamed, 30))).toBe(413);
    expect((await readBodyCapped(req("ok", "text/plain"), 30)).toString()).toBe("ok");
  });
});

describe("isDataRequest", () => {
  it("uses Sec-Fetch-Mode when the browser sends it", () => {
    expect(isDataRequest(new Request("http://x/login", { headers: { "sec-fetch-mode": "navigate" } }))).toBe(false);
    expect(isDataRequest(new Request("http://x/login", { headers: { "sec-fetch-mode": "cors" } }))).toBe(true);
    expect(isDataRequest(new Request("http://x/login"))).toBe(false);
  });
});
