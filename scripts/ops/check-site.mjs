#!/usr/bin/env node
/**
 * Checks a running site from outside: `/readyz` is 200, then one request of every kind (pages,
 * text to speech, recognition, food photo, the assistant, contact, sign-up, login), then
 * `--requests N` more of each demo kind, 2 in flight, and `/readyz` again. Prints each kind's first
 * status and time; exits 1 if any request was not 2xx. Used by the container check.
 *   node scripts/ops/check-site.mjs --origin http://127.0.0.1:38080 [--requests 50]
 * A server that limits requests per client address needs TRUST_PROXY=1 (each request names a new
 * address) or limits above N.
 */
import { parseArgs } from "node:util";
import { sendEachOnce, siteRequests } from "../lib/site-requests.mjs";

const { values } = parseArgs({ options: { origin: { type: "string" }, requests: { type: "string", default: "50" } } });
const { origin } = values;
const perKind = Number(values.requests);
if (!origin) {
  console.error("usage: check-site.mjs --origin URL [--requests N]");
  process.exit(2);
}

const ready = async () => (await fetch(`${origin}/readyz`).catch(() => null))?.status === 200;
if (!(await ready())) {
  console.error(`check-site: ${origin}/readyz is not 200`);
  process.exit(1);
}
const { demos, once } = await siteRequests(origin);
const firsts = await sendEachOnce({ ...demos, ...once });
let failed = firsts.failed.length;
console.log(`check-site: first request of each kind: ${firsts.lines.join(" · ")}`);
const t0 = performance.now();
for (const send of Object.values(demos)) {
  let left = perKind;
  const worker = async () => {
    while (left-- > 0) {
      const reply = await send().catch(() => null);
      await reply?.arrayBuffer();
      if (!reply?.ok) failed++;
    }
  };
  await Promise.all([worker(), worker()]);
}
const seconds = ((performance.now() - t0) / 1000).toFixed(0);
console.log(`check-site: ${perKind} more of each of ${Object.keys(demos).length} demo kinds in ${seconds} s; ${failed} requests failed in all`);
const stillReady = await ready();
if (!stillReady) console.error("check-site: /readyz is not 200 after the requests");
process.exit(failed || !stillReady ? 1 : 0);
