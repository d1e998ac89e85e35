#!/usr/bin/env node
/**
 * `npm run bench:assistant`: how well the site assistant answers from the embedded content.
 * For the fit part and the report part of scripts/bench/assistant-questions.mjs: top-1 and top-3
 * right page, answerable questions wrongly declined, unanswerable questions declined; time per
 * question (p50, p95, in process); the index's build time and the heap it takes. Only the report
 * part's figures are published; thresholds may be tuned on the fit part alone.
 *   --show-misses   print each question of the fit part that went wrong (the report part's are
 *                   never printed: it must not be tuned on)
 */
import { appModules } from "./app-modules.mjs";
import { FIT_ONLY_UNANSWERABLE, TOPICS, UNANSWERABLE } from "./assistant-questions.mjs";

const showMisses = process.argv.includes("--show-misses");
const pct = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const parts = { fit: { answerable: [], unanswerable: [] }, report: { answerable: [], unanswerable: [] } };
TOPICS.forEach((topic, i) => {
  const part = i % 2 === 0 ? parts.fit : parts.report;
  for (const q of topic.questions) part.answerable.push({ q, urls: topic.urls });
});
UNANSWERABLE.forEach((q, i) => (i % 2 === 0 ? parts.fit : parts.report).unanswerable.push(q));
parts.fit.unanswerable.push(...FIT_ONLY_UNANSWERABLE);

const app = await appModules();
try {
  const { ask, initAssistant } = await app.load("/app/assistant/assistant.server.ts");
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  await initAssistant();
  const buildMs = performance.now() - started;
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;

  console.log(`assistant benchmark (local engine, embedded content, Node ${process.versions.node})`);
  console.log(`index: built in ${buildMs.toFixed(0)} ms (content query included); heap +${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB${global.gc ? "" : " (run node with --expose-gc for a steady figure)"}`);
  for (const [name, part] of Object.entries(parts)) {
    const times = [];
    let top1 = 0;
    let top3 = 0;
    let falseDeclines = 0;
    let declined = 0;
    const misses = [];
    for (const { q, urls } of part.answerable) {
      const t = performance.now();
      const reply = await ask({ message: q });
      times.push(performance.now() - t);
      const right = (url) => urls.some((u) => url === u || url.startsWith(`${u}#`) || (u.includes("#") && url === u));
      if (reply.declined) falseDeclines++;
      if (reply.sources[0] && right(reply.sources[0].url)) top1++;
      else misses.push(`${q} → ${reply.declined ? "declined" : reply.sources.map((s) => s.url).join(" ")} (want ${urls.join(" or ")})`);
      if (reply.sources.slice(0, 3).some((s) => right(s.url))) top3++;
    }
    for (const q of part.unanswerable) {
      const t = performance.now();
      const reply = await ask({ message: q });
      times.push(performance.now() - t);
      if (reply.declined) declined++;
      else misses.push(`${q} → answered from ${reply.sources.map((s) => s.url).join(" ")} (want a decline)`);
    }
    times.sort((a, b) => a - b);
    const n = part.answerable.length;
    console.log(
      `${name} part: ${n} answerable, ${part.unanswerable.length} unanswerable — top-1 right page ${pct(top1, n)}, top-3 ${pct(top3, n)}, ` +
        `answerable declined ${pct(falseDeclines, n)}, unanswerable declined ${pct(declined, part.unanswerable.length)}; ` +
        `time per question p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms`,
    );
    if (showMisses && name === "fit") for (const miss of misses) console.log(`  miss: ${miss}`);
  }
} finally {
  await app.close();
}
