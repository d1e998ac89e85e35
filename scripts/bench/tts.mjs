#!/usr/bin/env node
/**
 * Benchmark (not a test) of the local speech synthesis engine: p50/p95 time to synthesise a
 * 20-word sentence per language, uncached (every round a new sentence) and cached (the same one
 * again), for the espeak-ng binary (when installed) and the WebAssembly build, the mean CPU time
 * per uncached synthesis (all threads and the espeak-ng process: a figure that other load on the
 * machine does not inflate), and the worst event-loop delay seen. Uses a throwaway cache folder.
 * Then requests per second of `POST /api/demos/textdemo` under local load (autocannon against the
 * production build on 127.0.0.1, throwaway data folder, per-client limit raised for the run): one
 * sentence over and over (cache hits) and a new sentence every request (synthesis every time).
 *   npm run bench:tts [-- --rounds 20 --mode binary|wasm|both --api 1|0 --duration 10 --connections 10]
 * (The API part needs `npm run build`; --api 0 skips it.)
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import autocannon from "autocannon";
import { appModules } from "./app-modules.mjs";
import { startProductionServer } from "../lib/production-server.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const rounds = Number(arg("rounds", 20));
const modeArg = arg("mode", "both");
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => `${v.toFixed(0).padStart(4)} ms`;
/** CPU time of this process (all threads) plus its waited-for children (espeak-ng), in ms. */
const cpuMs = () => {
  const own = process.cpuUsage();
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const children = (Number(fields[13]) + Number(fields[14])) * 10; // cutime + cstime, 100 ticks/s
  return (own.user + own.system) / 1000 + children;
};

/** Twenty words per language; each round rotates them so every uncached sentence is new. */
const WORDS = {
  hi_IN_2: "आज सुबह हमारी टीम ने नई आवाज़ तकनीक का परीक्षण किया और सभी ग्राहकों को इसके बारे में जानकारी दी गई".split(" "),
  en_IN: "Our team in Bengaluru tested the new voice assistant with customers from Delhi and Mumbai before the launch this week".split(" "),
  in_NM: "Aarav Sharma Priya Iyer Rahul Gupta Sunita Reddy Vikram Singh Ananya Nair Rohit Patel Kavya Menon Arjun Das Meera Joshi".split(" "),
  en_US: "Our team tested the new voice assistant with several customers from different cities before the product launch this week".split(" "),
};
const sentence = (lang, round) => {
  const w = WORDS[lang];
  const k = round % w.length;
  return [...w.slice(k), ...w.slice(0, k)].join(" ") + (round >= w.length ? ` ${round}` : "");
};

const vite = await appModules();
const cacheRoot = mkdtempSync(path.join(tmpdir(), "bench-tts-"));
try {
  const { LocalSpeechSynthesizer } = await vite.load("/app/engines/speech-synthesis/local.server.ts");
  const { findEspeakBinary } = await vite.load("/app/engines/speech-synthesis/espeak.server.ts");
  const modes = modeArg === "both" ? ["binary", "wasm"] : [modeArg];
  console.log(`speech synthesis, 20-word sentence, ${rounds} rounds each, concurrency 1 request at a time`);
  for (const mode of modes) {
    if (mode === "binary" && !findEspeakBinary("/usr/bin/espeak-ng")) {
      console.log("espeak-ng binary: not installed, skipped");
      continue;
    }
    const engine = new LocalSpeechSynthesizer({ espeak: mode, cacheDir: path.join(cacheRoot, mode), maxQueue: 1000, timeoutMs: 60_000 });
    const started = performance.now();
    await engine.warm();
    console.log(`\nespeak-ng ${mode} (${engine.contentType}); warm-up ${(performance.now() - started).toFixed(0)} ms`);
    console.log("lang      uncached p50 / p95   (CPU/synthesis)    cached p50 / p95     audio");
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    for (const lang of Object.keys(WORDS)) {
      const cold = [];
      const warm = [];
      let audioMs = 0;
      let cpu = 0;
      for (let r = 0; r < rounds; r++) {
        const text = sentence(lang, r);
        let t = performance.now();
        const c = cpuMs();
        const first = await engine.synthesize({ lang, text });
        cold.push(performance.now() - t);
        cpu += cpuMs() - c;
        if (first.cached) throw new Error("expected an uncached synthesis");
        audioMs += first.durationMs;
        t = performance.now();
        const again = await engine.synthesize({ lang, text });
        warm.push(performance.now() - t);
        if (!again.cached) throw new Error("expected a cache hit");
      }
      cold.sort((a, b) => a - b);
      warm.sort((a, b) => a - b);
      console.log(
        `${lang.padEnd(8)}  ${ms(pct(cold, 50))} / ${ms(pct(cold, 95))}   (${ms(cpu / rounds)})      ${ms(pct(warm, 50))} / ${ms(pct(warm, 95))}    ${(audioMs / rounds / 1000).toFixed(1)} s`,
      );
    }
    loop.disable();
    console.log(`event-loop delay max ${(loop.max / 1e6).toFixed(0)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms`);
    await engine.close();
  }
} finally {
  await vite.close();
  rmSync(cacheRoot, { recursive: true, force: true });
}

/** POST /api/demos/textdemo through the built server, as the page calls it (CSRF cookie + header). */
async function benchApi() {
  const port = Number(arg("port", 3291));
  const duration = Number(arg("duration", 10));
  const connections = Number(arg("connections", 10));
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `var/bench-tts-${process.pid}`;
  const server = await startProductionServer({
    port,
    dataDir,
    // One client address makes every request: the per-client limit would measure 429s instead.
    env: { TEXTDEMO_LIMIT_PER_MINUTE: "1000000" },
    startTimeoutMs: 30_000,
  });
  try {
    const cookie = (await fetch(`${origin}/api/auth/csrf_cookie`)).headers.getSetCookie().find((c) => c.startsWith("csrftoken="));
    const token = cookie.split(";")[0].slice("csrftoken=".length);
    const headers = { "content-type": "application/json", cookie: `csrftoken=${token}`, "x-csrftoken": token, origin };
    const base = { lang: "en_IN", text: sentence("en_IN", 0), sRate: 0 };
    const first = await fetch(`${origin}/api/demos/textdemo`, { method: "POST", headers, body: JSON.stringify(base) });
    if (first.status !== 200 || first.headers.get("content-type") !== "audio/mpeg") throw new Error(`API answered ${first.status}`);
    await first.arrayBuffer();

    const line = (label, r) =>
      console.log(
        `${label.padEnd(30)} ${r.requests.average.toFixed(1).padStart(7)} req/s   latency p50 ${String(r.latency.p50).padStart(5)} ms, p99 ${String(r.latency.p99).padStart(5)} ms   2xx ${r["2xx"]}, non-2xx ${r.non2xx}, errors ${r.errors}`,
      );
    console.log(`\nPOST /api/demos/textdemo, built server on 127.0.0.1, ${connections} connections, ${duration} s each`);
    const cached = await autocannon({ url: `${origin}/api/demos/textdemo`, method: "POST", headers, body: JSON.stringify(base), duration, connections });
    line("same sentence (cache hits)", cached);
    let n = 0;
    const fresh = await autocannon({
      url: `${origin}/api/demos/textdemo`,
      duration,
      connections,
      requests: [
        {
          method: "POST",
          headers,
          // A sentence never asked before: every request is a synthesis.
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...base, text: `${sentence("en_IN", n % 20)} number ${++n}` }) }),
        },
      ],
    });
    line("new sentence each (synthesis)", fresh);
  } finally {
    await server.stop({ timeoutMs: 60_000 });
  }
}

if (arg("api", "1") !== "0") await benchApi();
