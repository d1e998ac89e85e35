/** scripts/build/compile-hints.mjs on a folder shaped like public/build. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "./compile-hints.mjs";

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("puts the hint on the first line of every script, once, and leaves other files alone", async () => {
  dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  mkdirSync(path.join(dir, "_shared"));
  writeFileSync(path.join(dir, "entry.client-ABC.js"), 'import "./_shared/chunk-X.js";\n');
  writeFileSync(path.join(dir, "_shared", "chunk-X.js"), "export const a = () => 1;");
  writeFileSync(path.join(dir, "css-bundle-Y.css"), "body{margin:0}");

  expect(await addCompileHints(dir)).toBe(2);
  expect(readFileSync(path.join(dir, "_shared", "chunk-X.js"), "utf8")).toBe(`${COMPILE_HINT}\nexport const a = () => 1;`);
  expect(readFileSync(path.join(dir, "entry.client-ABC.js"), "utf8").split("\n")[0]).toBe(COMPILE_HINT);
  expect(readFileSync(path.join(dir, "css-bundle-Y.css"), "utf8")).toBe("body{margin:0}");

  // A second run (a build step run twice) changes nothing.
  expect(await addCompileHints(dir)).toBe(0);
  expect(readFileSync(path.join(dir, "_shared", "chunk-X.js"), "utf8").match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
});
