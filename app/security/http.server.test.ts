import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, isDataRequest, readFields } from "./http.server";

const req = (body: string | undefined, type?: string, headers: Record<string, string> = {}) =>
  new Request("http://x/api", { method: "POST", body, headers: { ...(type ? { "content-type": type } : {}), ...headers } });

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as Response).status;
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

  it("allows an empty body where asked (logout)", async () => {
    expect(await readFields(req(undefined), { allowEmpty: true })).toEqual({});
    expect(await readFields(req("", "application/json"), { allowEmpty: true })).toEqual({});
  });
});

describe("isDataRequest", () => {
  it("uses Sec-Fetch-Mode when the browser sends it", () => {
    expect(isDataRequest(new Request("http://x/login", { headers: { "sec-fetch-mode": "navigate" } }))).toBe(false);
    expect(isDataRequest(new Request("http://x/login", { headers: { "sec-fetch-mode": "cors" } }))).toBe(true);
    expect(isDataRequest(new Request("http://x/login"))).toBe(false);
  });
});
