#!/usr/bin/env node
/**
 * Lighthouse 13 on the home page (issue 4): mobile preset (Lighthouse's default), Debian Chromium,
 * against the production build started on 127.0.0.1 with a throwaway data folder. Prints the four
 * category scores, LCP, CLS, TBT and the bytes of JavaScript and images transferred. Needs
 * `npm run build`. Not part of `npm test`.
 *   npm run lighthouse [-- --port 3291 --path / --json report.json]
 */
import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg("port", "3291"));
const pagePath = arg("path", "/");
const jsonOut = arg("json", null);
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

const server = spawn(process.execPath, ["server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: origin,
    LOG_REQUESTS: "0",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
let chrome;
const stop = () => {
  chrome?.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start within 60 s");
}

await waitForServer();
// Warm the content and image caches so the run measures the page, not the first transform.
await (await fetch(`${origin}${pagePath}`)).text();

chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const result = await lighthouse(`${origin}${pagePath}`, {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
});
if (!result) throw new Error("Lighthouse returned no result");
const { lhr } = result;
if (jsonOut) writeFileSync(jsonOut, result.report);

const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (id) => lhr.audits[id];
const requests = audit("network-requests")?.details?.items ?? [];
const bytesOf = (type) =>
  requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log(`Lighthouse ${lhr.lighthouseVersion} on ${lhr.finalDisplayedUrl} (${lhr.configSettings.formFactor})`);
console.log(`performance     ${score("performance")}`);
console.log(`accessibility   ${score("accessibility")}`);
console.log(`best-practices  ${score("best-practices")}`);
console.log(`seo             ${score("seo")}`);
console.log(`LCP  ${audit("largest-contentful-paint")?.displayValue}`);
console.log(`CLS  ${audit("cumulative-layout-shift")?.displayValue}`);
console.log(`TBT  ${audit("total-blocking-time")?.displayValue}`);
console.log(`JavaScript transferred: ${kb(bytesOf("Script"))} (${requests.filter((r) => r.resourceType === "Script").length} files)`);
console.log(`Images transferred:     ${kb(bytesOf("Image"))} (${requests.filter((r) => r.resourceType === "Image").length} files)`);
const failing = Object.values(lhr.categories)
  .filter((c) => c.id !== "performance")
  .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c.id}: ${ref.id}`));
if (failing.length) console.log(`failing audits:\n  ${failing.join("\n  ")}`);
stop();
process.exit(0);
