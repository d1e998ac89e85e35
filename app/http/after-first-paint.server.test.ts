import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT, deferScriptsInTail, scriptsAfterFirstPaint } from "./after-first-paint.server";

// The tail <Scripts /> writes (Remix 2, production), shortened.
const HEAD = '<!DOCTYPE html><html><head><link rel="stylesheet" href="/build/css-bundle.css"/></head><body><main>Namaste — नमस्ते</main>';
const TAIL =
  '<link rel="modulepreload" href="/build/entry.client.js"/><link rel="modulepreload" href="/build/_shared/chunk-A.js"/>' +
  '<script nonce="N1">window.__remixContext = {"state":{"loaderData":{"root":{"title":"a </b> b"}}}};</script>' +
  '<script nonce="N1" type="module" async="">;\nimport * as route0 from "/build/root.js";\nimport("/build/entry.client.js");</script></body></html>';

async function run(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(scriptsAfterFirstPaint());
  for await (const chunk of stream) out.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(out).toString("utf8");
}

describe("scripts after the first paint", () => {
  it("makes the preloads and the module script inert and starts them from the context script", () => {
    const tail = deferScriptsInTail(TAIL);
    expect(tail).not.toContain('<link rel="modulepreload"');
    expect(tail.match(/<link rel="x-modulepreload"/g)).toHaveLength(2);
    expect(tail).toContain('<script nonce="N1" type="text/x-remix-boot" async="">;\nimport * as route0 from "/build/root.js";');
    expect(tail).toContain(`"a </b> b"}}}};${BOOT_SCRIPT}</script>`);
    // Same elements in the same order: what React hydrates against.
    const tags = (html: string) => html.match(/<\/?[a-z]+/g);
    expect(tags(tail)).toEqual(tags(TAIL));
  });

  it("leaves a document without Remix's scripts as it is", () => {
    const noScripts = '<link rel="modulepreload" href="/x.js"/><p>error</p></body></html>';
    expect(deferScriptsInTail(noScripts)).toBe(noScripts);
  });

  it("streams the page before the scripts unchanged, whatever the chunk boundaries", async () => {
    const whole = HEAD + TAIL;
    const expected = HEAD + deferScriptsInTail(TAIL);
    expect(await run([whole])).toBe(expected);
    // Split inside the marker, inside a multi-byte character, and one byte at a time.
    const marker = whole.indexOf("modulepreload");
    expect(await run([whole.slice(0, marker), whole.slice(marker)])).toBe(expected);
    const bytes = Buffer.from(whole);
    const out: Buffer[] = [];
    const stream = scriptsAfterFirstPaint();
    stream.on("data", (c: Buffer) => out.push(Buffer.from(c)));
    const done = new Promise((resolve) => stream.on("end", resolve));
    for (const byte of bytes) stream.write(Buffer.from([byte]));
    stream.end();
    await done;
    expect(Buffer.concat(out).toString("utf8")).toBe(expected);
  });
});
