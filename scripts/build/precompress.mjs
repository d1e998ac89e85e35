#!/usr/bin/env node
/**
 * After `remix build`: writes brotli (quality 11) and gzip (level 9) twins of every .js and .css
 * file in public/build, which server/precompressed.js serves instead of compressing per request
 * (the compression middleware uses brotli quality 4, about 16 % larger; decision 0130). A twin is
 * kept only when it is smaller than the file. `remix build` empties public/build, so no stale twins.
 *   node scripts/build/precompress.mjs [dir]
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dir = path.resolve(process.argv[2] ?? "public/build");

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(js|css)$/.test(entry.name)) yield full;
  }
}

const started = performance.now();
let count = 0;
let raw = 0;
let br = 0;
const jobs = [];
for await (const file of files(dir)) {
  jobs.push(
    (async () => {
      const body = await readFile(file);
      const [b, g] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip(body, { level: 9 }),
      ]);
      if (b.length < body.length) await writeFile(`${file}.br`, b);
      if (g.length < body.length) await writeFile(`${file}.gz`, g);
      count++;
      raw += body.length;
      br += Math.min(b.length, body.length);
    })(),
  );
}
await Promise.all(jobs);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir)}: ${kb(raw)} → ${kb(br)} brotli (${((performance.now() - started) / 1000).toFixed(1)} s)`);
