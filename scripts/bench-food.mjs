#!/usr/bin/env node
/**
 * Benchmark (not a test) of the local food engine: cold load time, recognition time per photo
 * (decode, resize and inference included) as p50/p95, the same for a 12-megapixel phone-size
 * photo, recognitions per second with the configured concurrency, and resident memory.
 *   npm run bench:food [-- --rounds 20 --seconds 5]
 *   npm run bench:food -- --dir FOLDER   answers for every JPEG/PNG in FOLDER instead (to vet photos:
 *                                        file, answer, confidence, food probability, top class)
 * The model comes from FOOD_MODEL_PATH or the default location (see app/config.server.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { createServer } from "vite";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const rounds = arg("rounds", 20);
const dirIndex = process.argv.indexOf("--dir");
const vetDir = dirIndex > 0 ? path.resolve(process.argv[dirIndex + 1] ?? ".") : null;
const seconds = arg("seconds", 5);
const root = fileURLToPath(new URL("..", import.meta.url));
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => `${v.toFixed(1)} ms`;

// The engine is TypeScript: load it through Vite's module runner (no build needed).
const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  resolve: { alias: { "~": path.join(root, "app") } },
});
try {
  const { LocalFoodEngine } = await vite.ssrLoadModule("/app/engines/food-recognition/local.server.ts");
  const { getConfig } = await vite.ssrLoadModule("/app/config.server.ts");
  const food = getConfig().food;

  if (vetDir) {
    const engine = await LocalFoodEngine.load({ modelPath: food.modelPath });
    console.log(["file", "item", "confidence", "foodProbability", "label"].join("\t"));
    for (const file of readdirSync(vetDir).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort()) {
      try {
        const r = await engine.recognize(readFileSync(path.join(vetDir, file)));
        console.log([file, r.item ?? "(not a food we know)", r.confidence, r.foodProbability, r.label].join("\t"));
      } catch (error) {
        console.log([file, `error: ${error.code ?? error.message}`].join("\t"));
      }
    }
    await engine.close();
    process.exit(0);
  }

  const fixtures = path.join(root, "tests/fixtures/food");
  const photos = readdirSync(fixtures)
    .filter((f) => /\.(jpe?g|png)$/i.test(f))
    .map((f) => ({ name: f, bytes: readFileSync(path.join(fixtures, f)) }));
  const phone = await sharp(photos[0].bytes).resize(4032, 3024, { fit: "fill" }).jpeg({ quality: 90 }).toBuffer();

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const engine = await LocalFoodEngine.load({ modelPath: food.modelPath, concurrency: food.concurrency, maxQueue: 1000, timeoutMs: 60_000 });
  const loadMs = performance.now() - started;

  const times = [];
  for (let r = 0; r < rounds; r++) {
    for (const photo of photos) {
      const t = performance.now();
      await engine.recognize(photo.bytes);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);

  const phoneTimes = [];
  for (let r = 0; r < Math.max(5, Math.floor(rounds / 2)); r++) {
    const t = performance.now();
    await engine.recognize(phone);
    phoneTimes.push(performance.now() - t);
  }
  phoneTimes.sort((a, b) => a - b);

  // throughput: as many callers as the cap allows, for `seconds`
  let done = 0;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: food.concurrency }, async (_, k) => {
      for (let i = k; performance.now() < until; i++) {
        await engine.recognize(photos[i % photos.length].bytes);
        done++;
      }
    }),
  );
  loop.disable();
  const rssAfter = process.memoryUsage().rss;

  console.log(`food engine benchmark (${engine.kind}, model ${path.relative(root, food.modelPath)}, Node ${process.versions.node})`);
  console.log(`cold load (read + session + warm-up inference): ${ms(loadMs)}`);
  console.log(`photos: ${photos.length} fixtures (307×172 JPEG) × ${rounds} rounds, one at a time, decode included`);
  console.log(`  p50 ${ms(pct(times, 50))}   p95 ${ms(pct(times, 95))}   max ${ms(times[times.length - 1])}`);
  console.log(`12 MP phone photo (4032×3024 JPEG, ${mb(phone.length)}): p50 ${ms(pct(phoneTimes, 50))}   p95 ${ms(pct(phoneTimes, 95))}`);
  console.log(`throughput with concurrency ${food.concurrency}: ${(done / seconds).toFixed(0)} recognitions/s`);
  console.log(
    `event-loop delay meanwhile (what page rendering would wait): p50 ${ms(loop.percentile(50) / 1e6)}, p99 ${ms(loop.percentile(99) / 1e6)}, max ${ms(loop.max / 1e6)}`,
  );
  console.log(`resident memory: ${mb(rssAfter)} (engine and images: +${mb(rssAfter - rssBefore)} over the process before loading)`);
  await engine.close();
} finally {
  await vite.close();
}
