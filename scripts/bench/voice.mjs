#!/usr/bin/env node
/**
 * Accuracy benchmark (not a test) of the local speech recogniser on a corpus it was not tuned on
 * (scripts/bench/voice-corpus.mjs): the built-in categories' phrases and out-of-list words spoken by
 * several synthesisers, clean and in five conditions, plus recordings without speech.
 *   fit    — espeak-ng and festival ked: what the thresholds (decide.ts) may be chosen on;
 *   report — flite and festival kal / slt-hts / the Hindi voice nsk: the published figures.
 * Prints, per part: in-list accuracy (overall, per condition, per voice), out-of-list rejection
 * (overall and per category), no-speech answers, the confusions, and latency with 2 in flight.
 *   npm run bench:voice [-- --split fit|report|both] [--fit] [--dump records.json] [--indian-readings]
 *                          [--no-noise-reduction] [--heavy-noise]
 * --fit also fits the out-of-list score (logistic regression on the fit part only) and prints the
 * weights and the threshold sweep to paste into decide.ts.
 * --no-noise-reduction decodes without the spectral noise reduction (noise-reduction.ts).
 * --heavy-noise then measures the clean utterances of each part with white and pink noise at 5 and
 * 0 dB SNR (made once, cached beside the corpus), with and without the noise reduction.
 */
import path from "node:path";
import { readFileSync, writeFileSync } from "node:fs";
import { appModules, ROOT as root } from "./app-modules.mjs";
import { buildVoiceCorpus, heavyNoiseVariants } from "./voice-corpus.mjs";

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const splits = option("split", "both") === "both" ? ["fit", "report"] : [option("split")];
const fitting = process.argv.includes("--fit");
const dump = option("dump", null);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const percent = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;

const vite = await appModules();
try {
  const { LocalSpeechRecognizer } = await vite.load("/app/engines/speech-recognition/local.server.ts");
  const { speechRecognizerOptions } = await vite.load("/app/engines/speech-recognition/speech-recognition.server.ts");
  const { getConfig } = await vite.load("/app/config.server.ts");
  const { DEFAULT_THRESHOLDS } = await vite.load("/app/engines/speech-recognition/decide.ts");
  const { builtInCategories } = await vite.load("/tests/helpers/speech-audio.ts");
  const indian = await vite.load("/app/engines/speech-synthesis/indian-english.ts");
  const dict = await indian.loadCmuDictionary();
  const categories = builtInCategories();
  const corpus = await buildVoiceCorpus({
    root,
    categories,
    toDevanagari: (text) => indian.indianEnglishToDevanagari(text, dict, "in_NM"),
    log: (line) => console.error(`corpus: ${line}`),
  });

  const indianReadings = process.argv.includes("--indian-readings");
  const { DEFAULT_NORMALISE } = await vite.load("/app/engines/speech-recognition/audio.server.ts");
  const noiseReduction = !process.argv.includes("--no-noise-reduction");
  const heavyNoise = process.argv.includes("--heavy-noise");
  const makeEngine = async (reduce) => {
    const normalise = { ...DEFAULT_NORMALISE, noiseReduction: reduce ? DEFAULT_NORMALISE.noiseReduction : null };
    const made = new LocalSpeechRecognizer({
      ...speechRecognizerOptions(getConfig().speechRecognition),
      normalise,
      concurrency: 2,
      maxQueue: 10_000,
      timeoutMs: 120_000,
      indianReadings,
    });
    await made.warmUp();
    return made;
  };
  const engine = await makeEngine(noiseReduction);
  const records = [];

  /** Every request of a part, two in flight (as the demo's default concurrency). */
  async function runPart(split, items = corpus, recognizer = engine) {
    const jobs = [];
    for (const item of items.filter((c) => c.split === split)) {
      const asked = item.kind === "none" ? Object.keys(categories) : [item.category];
      for (const category of asked) jobs.push({ ...item, category });
    }
    const out = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const wav = readFileSync(job.file);
        const started = performance.now();
        const result = await recognizer.recognizeDetailed(wav, categories[job.category]);
        out.push({ ...job, ...result, ms: performance.now() - started });
      }
    };
    await Promise.all([worker(), worker()]);
    return out;
  }

  function report(split, results) {
    const inList = results.filter((r) => r.kind === "in");
    const outOfList = results.filter((r) => r.kind === "out");
    const none = results.filter((r) => r.kind === "none");
    const right = (r) => r.inList && r.text === r.expected;
    const group = (list, key, ok) => {
      const rows = new Map();
      for (const r of list) {
        const k = key(r);
        const row = rows.get(k) ?? { ok: 0, n: 0 };
        row.n++;
        if (ok(r)) row.ok++;
        rows.set(k, row);
      }
      return [...rows].map(([k, row]) => `  ${k.padEnd(34)} ${percent(row.ok, row.n).padStart(7)} (${row.ok}/${row.n})`).join("\n");
    };
    console.log(`\n=== ${split} part: ${inList.length} in-list, ${outOfList.length} out-of-list, ${none.length} no-speech requests ===`);
    console.log(`in-list recognised right: ${percent(inList.filter(right).length, inList.length)}`);
    console.log(group(inList, (r) => r.condition, right));
    console.log(group(inList, (r) => `${r.source} ${r.voice}`, right));
    console.log(`out-of-list rejected: ${percent(outOfList.filter((r) => !r.inList).length, outOfList.length)}`);
    console.log(
      group(
        outOfList,
        (r) => r.category,
        (r) => !r.inList,
      ),
    );
    console.log(
      group(
        outOfList,
        (r) => r.condition,
        (r) => !r.inList,
      ),
    );
    console.log(`no speech answered as such: ${percent(none.filter((r) => r.heard === false).length, none.length)}`);
    const speechTaken = [...inList, ...outOfList].filter((r) => r.heard === false).length;
    console.log(`speech taken for no speech: ${speechTaken} of ${inList.length + outOfList.length}`);
    const confusions = new Map();
    for (const r of inList.filter((r) => !right(r))) {
      const k = `${r.expected} → ${r.heard === false ? "(no speech)" : r.inList ? r.text : "(out of list)"}`;
      confusions.set(k, (confusions.get(k) ?? 0) + 1);
    }
    for (const r of outOfList.filter((r) => r.inList)) {
      const k = `"${r.utterance}" (not listed) → ${r.text}`;
      confusions.set(k, (confusions.get(k) ?? 0) + 1);
    }
    console.log(
      `most frequent errors: ${[...confusions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([k, n]) => `${k} ×${n}`)
        .join("; ")}`,
    );
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(`latency, 2 in flight: p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms`);
  }

  /** Logistic regression of "the best phrase is what was said" on the fit part's two scores. */
  function fit(results) {
    const rows = results
      .filter((r) => r.scores && Number.isFinite(r.scores.phrase) && Number.isFinite(r.scores.loop) && r.kind !== "none")
      .map((r) => ({ x: [r.scores.phrase / r.scores.frames, r.scores.loop / r.scores.frames], y: r.kind === "in" && r.bestPhrase === r.expected ? 1 : 0 }));
    let w = [0, 0];
    let b = 0;
    const rate = 0.002;
    for (let epoch = 0; epoch < 4000; epoch++) {
      const g = [0, 0];
      let gb = 0;
      for (const { x, y } of rows) {
        const p = 1 / (1 + Math.exp(-(w[0] * x[0] + w[1] * x[1] + b)));
        g[0] += (p - y) * x[0];
        g[1] += (p - y) * x[1];
        gb += p - y;
      }
      w = [w[0] - (rate * g[0]) / rows.length, w[1] - (rate * g[1]) / rows.length];
      b -= (50 * rate * gb) / rows.length;
    }
    console.log(`\nfitted on the fit part (${rows.length} decodes): wPhrase ${w[0].toFixed(3)}, wLoop ${w[1].toFixed(3)}, bias ${b.toFixed(2)}`);
    console.log("threshold  right phrase kept  out-of-list rejected");
    for (let t = -3; t <= 3; t += 0.25) {
      const score = (r) => w[0] * r.x[0] + w[1] * r.x[1] + b;
      const pos = rows.filter((r) => r.y === 1);
      const neg = rows.filter((r) => r.y === 0);
      console.log(
        `${t.toFixed(2).padStart(9)}  ${percent(pos.filter((r) => score(r) >= t).length, pos.length).padStart(17)}  ${percent(neg.filter((r) => score(r) < t).length, neg.length).padStart(20)}`,
      );
    }
  }

  /** In-list right and out-of-list rejected per heavy-noise condition, without and with the noise reduction. */
  async function heavyNoisePart(split) {
    const items = await heavyNoiseVariants(
      corpus.filter((c) => c.split === split),
      (line) => console.error(`corpus: ${line}`),
    );
    const plain = await makeEngine(false);
    const reduced = noiseReduction ? engine : await makeEngine(true);
    const [without, withReduction] = [await runPart(split, items, plain), await runPart(split, items, reduced)];
    await plain.close();
    if (reduced !== engine) await reduced.close();
    const right = (r) => r.inList && r.text === r.expected;
    const rate = (list, condition, kind, ok) => {
      const rows = list.filter((r) => r.condition === condition && r.kind === kind);
      return `${percent(rows.filter(ok).length, rows.length).padStart(7)} (${rows.filter(ok).length}/${rows.length})`;
    };
    console.log(`\n=== ${split} part, heavy noise: without → with the noise reduction ===`);
    for (const condition of [...new Set(items.map((r) => r.condition))]) {
      console.log(
        `  ${condition.padEnd(18)} in-list right ${rate(without, condition, "in", right)} → ${rate(withReduction, condition, "in", right)};  out-of-list rejected ${rate(without, condition, "out", (r) => !r.inList)} → ${rate(withReduction, condition, "out", (r) => !r.inList)}`,
      );
    }
  }

  console.log(
    `Voice recognition benchmark — pocketsphinx, out-of-list score ${JSON.stringify(DEFAULT_THRESHOLDS)}, Indian readings ${indianReadings ? "on" : "off"}, noise reduction ${noiseReduction ? "on" : "off"}`,
  );
  for (const split of splits) {
    const results = await runPart(split);
    records.push(...results);
    report(split, results);
    if (fitting && split === "fit") fit(results);
    if (heavyNoise) await heavyNoisePart(split);
  }
  if (dump)
    writeFileSync(
      dump,
      JSON.stringify(
        records.map(({ file, ...r }) => ({ ...r, file: path.basename(file) })),
        null,
        1,
      ),
    );
  await engine.close();
} finally {
  await vite.close();
}
