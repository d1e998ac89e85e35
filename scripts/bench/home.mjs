#!/usr/bin/env node
/**
 * Benchmark (not a test): home page server render time, requests per second under local load
 * (autocannon, 10 s by default, gzip), and the size of the JavaScript the home page loads (gzip -9
 * of each file, and the bytes the server actually sends to brotli and gzip-only clients); then the
 * same load on public pages (`--paths`, served from the page cache after the first request), and
 * the limit: the same home HTML served from memory by Express with compression.
 * Starts the production build on 127.0.0.1 with a throwaway data folder; needs `npm run build`.
 *   npm run bench:home [-- --duration 10 --connections 10 --paths /blogs/1,/bfsi]
 */
import http from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startProductionServer } from "../lib/production-server.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg("duration", 10);
const connections = arg("connections", 10);
const port = arg("port", 3290);
const origin = `http://127.0.0.1:${port}`;
const dataDir = `var/bench-${process.pid}`;

const server = await startProductionServer({ port, dataDir, startTimeoutMs: 30_000 });
process.on("exit", () => server.kill());

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// 1. Render time: sequential requests, time to the full body.
const samples = [];
for (let i = 0; i < 60; i++) {
  const t0 = performance.now();
  const res = await fetch(`${origin}/`);
  await res.text();
  if (i >= 10) samples.push(performance.now() - t0); // the first ten warm the caches
}
samples.sort((a, b) => a - b);

// 2. JavaScript the home page loads: module scripts and modulepreloads, gzip-compressed.
const html = await (await fetch(`${origin}/`)).text();
const scriptUrls = new Set();
for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) scriptUrls.add(m[1]);
for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) scriptUrls.add(m[1]);
// Body bytes as sent on the wire for an Accept-Encoding (the server's own compression).
const wireBytes = (url, acceptEncoding) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
        let n = 0;
        res.on("data", (chunk) => (n += chunk.length));
        res.on("end", () => resolve(n));
      })
      .on("error", reject);
  });
let jsRaw = 0;
let jsGzip = 0;
let sentBr = 0;
let sentGzip = 0;
for (const src of scriptUrls) {
  const url = new URL(src, origin);
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  jsRaw += body.length;
  jsGzip += gzipSync(body, { level: 9 }).length;
  sentBr += await wireBytes(url, "gzip, deflate, br");
  sentGzip += await wireBytes(url, "gzip");
}

// 3. Throughput under load.
const load = (url) => autocannon({ url, duration, connections, headers: { "accept-encoding": "gzip" } });
const result = await load(`${origin}/`);
const pathsIndex = process.argv.indexOf("--paths");
const paths = (pathsIndex > 0 ? process.argv[pathsIndex + 1] : "/blogs/1,/bfsi").split(",").filter(Boolean);
// The limit of a page: its own HTML from memory, through Express and compression (no app at all).
const express = (await import("express")).default;
const compression = (await import("compression")).default;
async function limitOf(pageHtml) {
  const limitApp = express();
  limitApp.use(compression());
  limitApp.get("/", (_req, res) => res.type("html").send(pageHtml));
  const limitServer = limitApp.listen(0, "127.0.0.1");
  await new Promise((resolve) => limitServer.once("listening", resolve));
  const r = await load(`http://127.0.0.1:${limitServer.address().port}/`);
  limitServer.close();
  return r;
}
const limit = await limitOf(html);
const pages = [];
for (const path of paths) {
  const pageHtml = await (await fetch(`${origin}${path}`)).text();
  pages.push({ path, result: await load(`${origin}${path}`), limit: await limitOf(pageHtml) });
}

const ms = (n) => `${n.toFixed(1)} ms`;
console.log(`home page server render (sequential, n=${samples.length}): p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`);
console.log(
  `home page under load (${connections} connections, ${duration} s): ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
);
const line = (name, r, l) =>
  `${name.padEnd(10)} ${r.requests.average.toFixed(0).padStart(5)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx} | its HTML from memory ${l.requests.average.toFixed(0)} req/s, p99 ${l.latency.p99} ms | ${((100 * r.requests.average) / l.requests.average).toFixed(0)} % of that limit`;
console.log(`\nunder load, ${connections} connections, gzip:`);
console.log(line("/", result, limit));
for (const page of pages) console.log(line(page.path, page.result, page.limit));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `home page JavaScript: ${scriptUrls.size} files, ${kb(jsRaw)} raw, ${kb(jsGzip)} gzip -9; sent by the server: ${kb(sentBr)} to a brotli client, ${kb(sentGzip)} to a gzip-only client`,
);
server.kill();
process.exit(0);
