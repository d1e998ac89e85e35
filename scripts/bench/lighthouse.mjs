#!/usr/bin/env node
/**
 * Lighthouse 13 (issue 4; several pages since issue 10): mobile preset (Lighthouse's default),
 * Debian Chromium, against the production build started on 127.0.0.1 with a throwaway data folder.
 * For each page prints the four category scores, LCP, CLS, TBT, the bytes of JavaScript and images
 * transferred and the failing audits; with several pages, a table of the figures at the end. Each
 * page is measured --runs times (default 3, a fresh browser each) and the median run is reported
 * (Lighthouse's own computeMedianRun), with every run's score and LCP beside it. Each run gets this
 * site's page from the page cache, as a visitor does (it is fetched just before). Needs
 * `npm run build`. Not part of `npm test`.
 *   npm run lighthouse [-- --port 3291 --path / --runs 3 --json report.json]
 *   npm run lighthouse -- --path /bfsi --path /blogs/1 --path /ourproducts   (or --path /bfsi,/blogs/1)
 * With several pages, --json report.json writes report-<page>.json for each.
 * --block "*.svg" (repeatable) blocks matching requests, to measure what a kind of resource costs.
 * --cpu-slowdown N: Lighthouse's simulated CPU slowdown (the mobile preset's is 4; 8 is a low-end
 * phone). --compare URL (repeatable): another site's page measured in the same rounds, interleaved
 * with this site's pages (round 1: every page once, round 2: every page again…), so a busy machine
 * slows both alike; each run's benchmarkIndex is printed to show how busy it was.
 *   npm run lighthouse -- --path / --compare http://127.0.0.1:4321/ --cpu-slowdown 8 --runs 5
 */
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { startProductionServer } from "../lib/production-server.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
/** Every value of a repeatable option, comma lists split. */
const args = (name) =>
  process.argv
    .flatMap((value, i) => (process.argv[i - 1] === `--${name}` ? value.split(",") : []))
    .map((value) => value.trim())
    .filter(Boolean);
const port = Number(arg("port", "3291"));
const pagePaths = args("path").length > 0 ? args("path") : ["/"];
const jsonOut = arg("json", null);
const runs = Math.max(1, Number(arg("runs", "3")));
const blockedUrlPatterns = args("block");
const cpuSlowdown = arg("cpu-slowdown", null);
const compareUrls = args("compare");
const origin = `http://127.0.0.1:${port}`;
const dataDir = `var/lighthouse-${process.pid}`;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const server = await startProductionServer({ port, dataDir });
let chrome;
const stop = () => {
  chrome?.kill();
  server.kill();
};
process.on("exit", stop);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const jsonFile = (pagePath) => {
  if (pagePaths.length === 1) return jsonOut;
  const slug = pagePath.replace(/^\/+|\/+$/g, "").replace(/[^a-zA-Z0-9]+/g, "-") || "home";
  return jsonOut.replace(/(\.json)?$/, `-${slug}.json`);
};

/** One Lighthouse run; a run that failed to record (NO_NAVSTART, NO_FCP…) is tried again, twice at most. */
async function run(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await runOnce(url);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.log(`(${url}: ${result.lhr.runtimeError.code}, running again)`);
  }
}

async function runOnce(url) {
  // A fresh browser per page: runs do not share caches or a tired renderer.
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      blockedUrlPatterns,
      // Only the CPU factor is replaced; the preset's network throttling stays.
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: Number(cpuSlowdown) } } : {}),
    });
  } finally {
    chrome.kill();
    chrome = undefined;
  }
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result;
}

/** Prints one page's figures from its runs and returns them for the table. */
function report(pagePath, results) {
  // Runs that recorded no paint (NO_FCP after its retries) cannot take part in the median.
  const valid = filterToValidRuns(results.map((r) => r.lhr));
  const medianLhr = valid.length > 0 ? computeMedianRun(valid) : results[0].lhr;
  const result = results.find((r) => r.lhr === medianLhr) ?? results[0];
  const { lhr } = result;
  if (jsonOut && pagePaths.includes(pagePath)) writeFileSync(jsonFile(pagePath), result.report);

  // A failed run (no paint seen, page crashed…) has null scores: show "n/a" and the reason, not 0.
  const score = (id) => (typeof lhr.categories[id]?.score === "number" ? Math.round(lhr.categories[id].score * 100) : "n/a");
  const audit = (id) => lhr.audits[id];
  const shown = (id) => audit(id)?.displayValue ?? "n/a";
  const requests = audit("network-requests")?.details?.items ?? [];
  const ofType = (type) => requests.filter((r) => r.resourceType === type);
  const bytesOf = (type) => ofType(type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

  console.log(`Lighthouse ${lhr.lighthouseVersion} on ${lhr.finalDisplayedUrl} (${lhr.configSettings.formFactor}), median of ${results.length}`);
  const each = results.map(
    (r) =>
      `${Math.round((r.lhr.categories.performance?.score ?? 0) * 100)} / ${r.lhr.audits["largest-contentful-paint"]?.displayValue ?? "n/a"} / TBT ${r.lhr.audits["total-blocking-time"]?.displayValue ?? "n/a"}`,
  );
  console.log(`runs (perf / LCP / TBT): ${each.join(", ")}`);
  // Lighthouse's own CPU figure for each run: TBT scales with it, and it varies between machines of
  // one kind (and between runs on a busy one), so a comparison is only fair at similar values.
  console.log(`benchmarkIndex: ${results.map((r) => Math.round(r.lhr.environment?.benchmarkIndex ?? 0)).join(", ")}`);
  console.log(`performance     ${score("performance")}`);
  console.log(`accessibility   ${score("accessibility")}`);
  console.log(`best-practices  ${score("best-practices")}`);
  console.log(`seo             ${score("seo")}`);
  if (lhr.runtimeError) console.log(`runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  console.log(`LCP  ${shown("largest-contentful-paint")}`);
  console.log(`CLS  ${shown("cumulative-layout-shift")}`);
  console.log(`TBT  ${shown("total-blocking-time")}`);
  console.log(`JavaScript transferred: ${kb(bytesOf("Script"))} (${ofType("Script").length} files)`);
  console.log(`Images transferred:     ${kb(bytesOf("Image"))} (${ofType("Image").length} files)`);
  const failing = Object.values(lhr.categories)
    .filter((c) => c.id !== "performance")
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c.id}: ${ref.id}`));
  if (failing.length) console.log(`failing audits:\n  ${failing.join("\n  ")}`);
  console.log("");
  // The table shows each metric's median over the runs (the lines above: the median run's).
  const median = (values) => {
    const sorted = values.filter((v) => typeof v === "number").sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
  };
  const medianOf = (fn) => median(results.map((r) => fn(r.lhr)));
  const perfMedian = medianOf((l) => (typeof l.categories.performance?.score === "number" ? l.categories.performance.score * 100 : null));
  const lcpMedian = medianOf((l) => l.audits["largest-contentful-paint"]?.numericValue);
  const tbtMedian = medianOf((l) => l.audits["total-blocking-time"]?.numericValue);
  return {
    path: pagePath,
    perf: perfMedian === null ? "n/a" : Math.round(perfMedian),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: lcpMedian === null ? "n/a" : `${(lcpMedian / 1000).toFixed(1)} s`,
    cls: shown("cumulative-layout-shift"),
    tbt: tbtMedian === null ? "n/a" : `${Math.round(tbtMedian / 10) * 10} ms`,
    js: kb(bytesOf("Script")),
    img: kb(bytesOf("Image")),
  };
}

const targets = [
  ...pagePaths.map((pagePath) => ({ label: pagePath, url: `${origin}${pagePath}`, results: [] })),
  ...compareUrls.map((url) => ({ label: url, url, results: [] })),
];
const ownPage = (target) => target.url.startsWith(origin);
if (cpuSlowdown) console.log(`CPU slowdown ${cpuSlowdown}× (the mobile preset's is 4×)\n`);
for (let round = 0; round < runs; round++) {
  for (const target of targets) {
    // Each run of this site's page gets it as a visitor does: from the page cache (or a CDN) that a
    // request in the last minute filled. A round takes longer than the cache's minute, so without
    // this every run would also time the server rendering the page on the same two cores as the
    // browser (about 30 ms of CPU for `/`), which a phone never shares with the server.
    if (ownPage(target)) await (await fetch(target.url)).text();
    target.results.push(await run(target.url));
  }
}
const rows = targets.map((target) => report(target.label, target.results));

if (rows.length > 1) {
  const columns = [
    ["page", "path"],
    ["perf", "perf"],
    ["a11y", "a11y"],
    ["best", "bp"],
    ["seo", "seo"],
    ["LCP", "lcp"],
    ["CLS", "cls"],
    ["TBT", "tbt"],
    ["JS", "js"],
    ["images", "img"],
  ];
  const widths = columns.map(([title, key]) => Math.max(title.length, ...rows.map((r) => String(r[key]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  console.log(line(columns.map(([title]) => title)));
  console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  for (const row of rows) console.log(line(columns.map(([, key]) => row[key])));
}
stop();
process.exit(0);
