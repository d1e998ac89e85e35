#!/usr/bin/env node
/**
 * Benchmark (not a test) of the photo API through the production server: sequential request time
 * per photo (upload, decode, inference, JSON) as p50/p95, then requests per second under local load
 * (autocannon, POST /api/demos/photosdemo with a raw JPEG body and the CSRF cookie + header).
 * Starts `node server.js` on 127.0.0.1 with a throwaway data folder and the demo rate limit lifted;
 * needs `npm run build` and the model. Per-photo engine time alone: `npm run bench:food`.
 *   npm run bench:food-api [-- --duration 10 --connections 8]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startProductionServer } from "../lib/production-server.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg("duration", 10);
const connections = arg("connections", 8);
const port = arg("port", 3295);
const origin = `http://127.0.0.1:${port}`;
const dataDir = `var/bench-food-api-${process.pid}`;

const server = await startProductionServer({
  port,
  dataDir,
  env: { FOOD_DEMO_RATE_LIMIT: "100000000" },
  startTimeoutMs: 40_000,
});
process.on("exit", () => server.kill());
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => `${n.toFixed(1)} ms`;

const csrf = await fetch(`${origin}/api/auth/csrf_cookie`);
const cookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0];
const headers = { cookie, "x-csrftoken": cookie.split("=")[1], origin, "content-type": "image/jpeg" };
const dir = "tests/fixtures/food";
const photos = readdirSync(dir)
  .filter((f) => /\.jpe?g$/i.test(f))
  .map((f) => readFileSync(path.join(dir, f)));

// 1. Sequential: one photo at a time, the whole call.
const samples = [];
let failures = 0;
for (let round = 0; round < 6; round++) {
  for (const photo of photos) {
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/demos/photosdemo`, { method: "POST", headers, body: photo });
    await res.text();
    if (res.status !== 200) failures++;
    if (round > 0) samples.push(performance.now() - t0); // round 0 warms up
  }
}
samples.sort((a, b) => a - b);
const rssBefore = rssMb();

// 2. Throughput under load: every connection posts the fixture photos in turn.
const result = await autocannon({
  url: `${origin}/api/demos/photosdemo`,
  duration,
  connections,
  requests: photos.map((body) => ({ method: "POST", headers, body })),
});

console.log(
  `photo API, sequential (${photos.length} fixture photos × 5, n=${samples.length}, failures ${failures}): p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}`,
);
console.log(
  `photo API under load (${connections} connections, ${duration} s): ${result.requests.average.toFixed(1)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
);
console.log(`server resident memory: ${rssBefore.toFixed(0)} MB before load, ${rssMb().toFixed(0)} MB after`);
server.kill();
process.exit(0);
