#!/usr/bin/env node
/**
 * `npm run bench:assistant`: how well Kathana Assist answers from the embedded content.
 * Question sets (each written from the content before the engine answered it):
 *   assistant-questions.mjs       content questions (issue 27), by topic;
 *   assistant-questions-site.mjs  how visitors ask a site assistant (issue 43): site navigation,
 *                                 company facts, try-a-demo, a business in a sentence, misspelt
 *                                 product names, follow-ups, and more unanswerable questions;
 *   assistant-questions-hi.mjs    the Hindi set (`-- --language hi`, issue 44);
 *   assistant-questions-dev.mjs   a development set of visitor questions, written after the first
 *                                 report part was measured, in the fit part only.
 * Topics alternate between the fit part (thresholds, words and boosts may be tuned on it) and the
 * report part (never tuned on: its figures are the ones published), within each kind.
 * Prints for each part: top-1 and top-3 right page, answerable questions wrongly declined,
 * unanswerable questions declined, per kind; time per question (p50, p95, in process); and the
 * answer-text check: no transcript line ("Bot:", "Customer:"), no unfinished sentence, no script
 * the question did not use (unless the page has only that script).
 *   --show-misses   print each question of the fit part, or of a tuning set, that went wrong (never
 *                   the report part's or a held-out set's)
 *   --fit-only      measure the fit part alone (while tuning)
 *   --language hi   the Hindi set, asked on the Hindi site
 *   --voice         also spoken questions (see spoken())
 *   --examples      also the editors' example questions, each round answered with the other
 *                   rounds' examples only (see examplesAcrossRounds())
 *   --questions F   instead, the set in module F (TOPICS, FOLLOW_UPS, UNANSWERABLE, URLs without a
 *                   language prefix), measured whole: a set written outside, or a fresh one held out;
 *                   a set under scripts/bench/tuning/ is a tuning set (its misses may be shown)
 *   --site ORIGIN   ask a running site instead, through POST /api/assistant as an outside client
 *                   does (follow-ups by the conversation id; a 429 waits its Retry-After); with
 *                   --key (or KATHANA_API_KEY) as a developer with an API key, else as a browser
 *                   with CSRF. The figures must be the in-process ones; times are round trips.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { appModules } from "./app-modules.mjs";
import { FIT_ONLY_TOPICS, FIT_ONLY_UNANSWERABLE, TOPICS, UNANSWERABLE } from "./assistant-questions.mjs";
import { FOLLOW_UPS, SITE_TOPICS, SITE_UNANSWERABLE } from "./assistant-questions-site.mjs";
import { DEV_FOLLOW_UPS, DEV_TOPICS, DEV_UNANSWERABLE } from "./assistant-questions-dev.mjs";

const { values: options } = parseArgs({
  options: {
    "show-misses": { type: "boolean", default: false },
    "fit-only": { type: "boolean", default: false },
    voice: { type: "boolean", default: false },
    examples: { type: "boolean", default: false },
    language: { type: "string", default: "en" },
    questions: { type: "string" },
    site: { type: "string" },
    key: { type: "string", default: process.env.KATHANA_API_KEY },
  },
});
const pct = (a, b) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** The question sets of `language` as { fit, report }: each { answerable: [{q, urls, kind, turns?}], unanswerable: [q] }. */
async function questionSets(language) {
  const parts = { fit: { answerable: [], unanswerable: [] }, report: { answerable: [], unanswerable: [] } };
  const split = (items, add) => {
    const seen = new Map();
    for (const item of items) {
      const kind = item.kind ?? "content";
      const i = seen.get(kind) ?? 0;
      seen.set(kind, i + 1);
      add(i % 2 === 0 ? parts.fit : parts.report, item);
    }
  };
  // A page of the site in `language`: "/" → "/hi", "/bfsi" → "/hi/bfsi" (English has no prefix).
  const onSite = (urls) => (language === "en" ? urls : urls.map((u) => (u === "/" ? `/${language}` : `/${language}${u}`)));
  const addTopic = (part, topic) => {
    for (const q of topic.questions) part.answerable.push({ q, urls: topic.urls, kind: topic.kind ?? "content" });
  };
  if (options.questions) {
    // A set written elsewhere (an outside set, a fresh one held out): one part, measured whole.
    const { TOPICS: topics = [], FOLLOW_UPS: followUps = [], UNANSWERABLE: unanswerable = [] } = await import(path.resolve(options.questions));
    const part = { answerable: [], unanswerable: [...unanswerable] };
    for (const topic of topics) addTopic(part, { ...topic, urls: onSite(topic.urls) });
    for (const f of followUps) part.answerable.push({ q: f.turns.at(-1), turns: f.turns, urls: onSite(f.urls), kind: "follow-up" });
    const tuning = path.resolve(options.questions).includes(`${path.sep}bench${path.sep}tuning${path.sep}`);
    return { [tuning ? "tuning" : "held-out"]: part };
  }
  if (language === "hi") {
    const { HI_TOPICS, HI_UNANSWERABLE } = await import("./assistant-questions-hi.mjs");
    split(
      HI_TOPICS.map((t) => ({ ...t, urls: onSite(t.urls) })),
      addTopic,
    );
    HI_UNANSWERABLE.forEach((q, i) => (i % 2 === 0 ? parts.fit : parts.report).unanswerable.push(q));
    return parts;
  }
  split(TOPICS, addTopic);
  for (const topic of FIT_ONLY_TOPICS) addTopic(parts.fit, topic);
  split(SITE_TOPICS, addTopic);
  split(FOLLOW_UPS, (part, f) => part.answerable.push({ q: f.turns.at(-1), turns: f.turns, urls: f.urls, kind: "follow-up" }));
  [...UNANSWERABLE, ...SITE_UNANSWERABLE].forEach((q, i) => (i % 2 === 0 ? parts.fit : parts.report).unanswerable.push(q));
  parts.fit.unanswerable.push(...FIT_ONLY_UNANSWERABLE);
  // A development set written later, from the content alone, to tune on (never part of the report).
  for (const topic of DEV_TOPICS) addTopic(parts.fit, topic);
  for (const f of DEV_FOLLOW_UPS) parts.fit.answerable.push({ q: f.turns.at(-1), turns: f.turns, urls: f.urls, kind: "follow-up" });
  parts.fit.unanswerable.push(...DEV_UNANSWERABLE);
  return parts;
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
const LATIN_WORD = /\p{Script=Latin}{3,}/u;

/** What is wrong with an answer's text, or null: a transcript line, an unfinished sentence, a script the question did not use. */
function answerTextProblem(question, reply) {
  if (reply.declined) return null;
  const text = reply.answer;
  if (/(^|\n|\s)(Bot|Customer)\s*:/.test(text)) return "a transcript line";
  if (!/[.!?।)"”]$/.test(text.trim())) return "an unfinished sentence";
  // On the English site a question in Latin script is answered in English; on the Hindi site every answer is Hindi.
  if (options.language === "en" && !DEVANAGARI.test(question) && DEVANAGARI.test(text)) return "Devanagari for a question in Latin script";
  if (options.language === "hi" && !DEVANAGARI.test(text)) return "an answer without Hindi on the Hindi site";
  if (DEVANAGARI.test(question) && !DEVANAGARI.test(text) && LATIN_WORD.test(text)) return "Latin script for a question in Devanagari";
  return null;
}

/**
 * `ask` of a running site: each message a POST /api/assistant, as a developer with an API key or
 * as a browser with the CSRF cookie; a 429 waits its Retry-After (up to ten times), any other
 * failure stops the run (the site must answer every question).
 */
async function siteAsk(origin, key) {
  let browser = {};
  if (!key) {
    const cookie = ((await fetch(`${origin}/api/auth/csrf_cookie`)).headers.get("set-cookie") ?? "").split(";")[0];
    browser = { cookie, "x-csrftoken": cookie.split("=")[1] ?? "", origin };
  }
  const headers = { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : browser) };
  const ask = async (body) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${origin}/api/assistant`, { method: "POST", headers, body: JSON.stringify(body) });
      if (response.ok) return response.json();
      const wait = Number(response.headers.get("retry-after") ?? 0);
      if (response.status !== 429 || attempt === 10 || !(wait > 0))
        throw new Error(`POST /api/assistant answered ${response.status}: ${await response.text()}`);
      const waitMs = Math.min(wait, 60) * 1000;
      ask.waitedMs += waitMs;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  };
  // The time spent waiting out a rate limit, which is not the site's answering time.
  ask.waitedMs = 0;
  return ask;
}

/** Each part's figures, from `ask` (in process, or a running site's). */
async function measure(ask) {
  const language = options.language === "en" ? {} : { language: options.language };
  for (const [name, part] of Object.entries(parts)) {
    if (options["fit-only"] && name !== "fit") continue;
    const times = [];
    const byKind = new Map();
    const kind = (k) => byKind.get(k) ?? byKind.set(k, { n: 0, top1: 0, top3: 0, declined: 0 }).get(k);
    let declined = 0;
    const misses = [];
    const textProblems = [];
    for (const { q, urls, kind: k, turns } of part.answerable) {
      let conversationId;
      for (const earlier of (turns ?? []).slice(0, -1))
        conversationId = (await ask({ message: earlier, ...language, ...(conversationId ? { conversationId } : {}) })).conversationId;
      const t = performance.now() - (ask.waitedMs ?? 0);
      const reply = await ask({ message: q, ...language, ...(conversationId ? { conversationId } : {}) });
      times.push(performance.now() - (ask.waitedMs ?? 0) - t);
      const right = (url) => urls.some((u) => url === u || url.startsWith(`${u}#`));
      const counts = kind(k);
      counts.n++;
      if (reply.declined) counts.declined++;
      if (reply.sources[0] && right(reply.sources[0].url)) counts.top1++;
      else
        misses.push(
          `[${k}] ${turns ? `${turns.slice(0, -1).join(" / ")} / ` : ""}${q} → ${reply.declined ? "declined" : reply.sources.map((s) => s.url).join(" ")} (want ${urls.join(" or ")})`,
        );
      if (reply.sources.slice(0, 3).some((s) => right(s.url))) counts.top3++;
      const problem = answerTextProblem(q, reply);
      if (problem) textProblems.push(`${q} → ${problem}: ${reply.answer.slice(0, 120)}`);
    }
    for (const q of part.unanswerable) {
      const t = performance.now() - (ask.waitedMs ?? 0);
      const reply = await ask({ message: q, ...language });
      times.push(performance.now() - (ask.waitedMs ?? 0) - t);
      if (reply.declined) declined++;
      else misses.push(`[unanswerable] ${q} → answered from ${reply.sources.map((s) => s.url).join(" ")} (want a decline)`);
    }
    times.sort((a, b) => a - b);
    const all = [...byKind.values()].reduce((s, c) => ({ n: s.n + c.n, top1: s.top1 + c.top1, top3: s.top3 + c.top3, declined: s.declined + c.declined }), {
      n: 0,
      top1: 0,
      top3: 0,
      declined: 0,
    });
    console.log(
      `${name} part: ${all.n} answerable, ${part.unanswerable.length} unanswerable — top-1 right page ${pct(all.top1, all.n)}, top-3 ${pct(all.top3, all.n)}, ` +
        `answerable declined ${pct(all.declined, all.n)}, unanswerable declined ${pct(declined, part.unanswerable.length)}; ` +
        `time per question p50 ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms; answer-text problems ${textProblems.length}`,
    );
    for (const [k, c] of byKind)
      console.log(
        `  ${k.padEnd(18)} ${String(c.n).padStart(4)} questions: top-1 ${pct(c.top1, c.n)}, top-3 ${pct(c.top3, c.n)}, declined ${pct(c.declined, c.n)}`,
      );
    if (options["show-misses"] && (name === "fit" || name === "tuning")) {
      for (const miss of misses) console.log(`  miss: ${miss}`);
      for (const problem of textProblems) console.log(`  text: ${problem}`);
    }
  }
}

const parts = await questionSets(options.language);

if (options.site) {
  if (options.voice || options.examples) throw new Error("--voice and --examples run in process only, not with --site");
  const origin = options.site.replace(/\/$/, "");
  console.log(`assistant benchmark (the site at ${origin}, language ${options.language}, as ${options.key ? "a developer with an API key" : "a browser"})`);
  await measure(await siteAsk(origin, options.key));
  process.exit(0);
}

// The questions asked are logged as on the site: into a throwaway embedded database.
const dbDir = mkdtempSync(path.join(os.tmpdir(), "bench-assistant-"));
process.env.PGLITE_DIR = path.join(dbDir, "db");
const app = await appModules();
const { initDatabase, closeDatabase } = await app.load("/app/db/db.server.ts");
await initDatabase();
try {
  const { ask } = await app.load("/app/assistant/ask.server.ts");
  const { assistantEngine, initAssistant } = await app.load("/app/assistant/index.server.ts");
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  await initAssistant();
  // The server builds the other languages' indexes after it starts (prepareOtherLanguages), not at a
  // visitor's first question: so the language measured is built here, before any question is timed.
  await assistantEngine(options.language);
  const buildMs = performance.now() - started;
  global.gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  console.log(`assistant benchmark (local engine, embedded content, language ${options.language}, Node ${process.versions.node})`);
  console.log(
    `index: built in ${buildMs.toFixed(0)} ms (content query included); heap +${((heapAfter - heapBefore) / 1024 / 1024).toFixed(1)} MB${global.gc ? "" : " (run node with --expose-gc for a steady figure)"}`,
  );
  await measure(ask);
  if (options.voice) await spoken(app, ask);
  if (options.examples) await examplesAcrossRounds(app);
} finally {
  await (await app.load("/app/assistant/question-log.server.ts")).questionsKept();
  await (await app.load("/app/db/background-writes.server.ts")).backgroundWritesDone();
  await closeDatabase();
  await app.close();
  rmSync(dbDir, { recursive: true, force: true });
}

/**
 * The example questions in Assistant settings come in rounds written by different helpers
 * (studio/scripts/seed/visitor-questions.mjs). Each round's questions are asked of an engine that
 * has only the other rounds' examples: right when the first source is the question's page (the
 * first a helper gave; stricter than the benchmark, which accepts any page a topic lists), and
 * whether the questions to decline are declined. The thresholds are chosen on this and the fit part.
 */
async function examplesAcrossRounds(app) {
  const { ROUNDS } = await import("../../studio/scripts/seed/visitor-questions.mjs");
  const { loadQuery } = await app.load("/app/content/content.server.ts");
  const { ASSISTANT_CONTENT_QUERY } = await app.load("/app/content/queries.server.ts");
  const { engineContent, withPagePassages } = await app.load("/app/assistant/passages.server.ts");
  const { LocalAssistantEngine } = await app.load("/app/engines/assistant/local.server.ts");
  const content = await loadQuery(ASSISTANT_CONTENT_QUERY);
  for (const asked of ROUNDS) {
    const others = ROUNDS.filter((round) => round !== asked);
    const settings = {
      ...content.assistant,
      visitorQuestions: others.flatMap((round) => round.questions.map(([href, questions]) => ({ href, questions }))),
      declinedQuestions: others.flatMap((round) => round.declined),
    };
    const parts = engineContent({ ...content, assistant: settings });
    const engine = new LocalAssistantEngine({ ...parts, passages: withPagePassages(parts.passages, parts.targets) });
    let n = 0;
    let right = 0;
    let declined = 0;
    for (const [href, questions] of asked.questions)
      for (const question of questions) {
        const reply = await engine.answer(question);
        n++;
        if (reply.declined) declined++;
        else if (reply.sources[0]?.url === href || reply.sources[0]?.url.startsWith(`${href}#`)) right++;
      }
    let unanswered = 0;
    for (const question of asked.declined) if ((await engine.answer(question)).declined) unanswered++;
    console.log(
      `examples: the ${asked.name} round's ${n} questions with the other rounds' examples — first source its page ${pct(right, n)}, declined ${pct(declined, n)}; ` +
        `its ${asked.declined.length} questions to decline declined ${pct(unanswered, asked.declined.length)}`,
    );
  }
}

/**
 * Spoken questions, heard against the content's question list (hearQuestion, as on the site), then answered. In the list: right
 * when the answer's first source is the typed question's. Not in the list (the question set's
 * plain forms and unanswerable questions that the list lacks): wrong when a listed question is
 * heard whose answer is another page than the typed question's. The assistant's acceptance bar
 * (SPOKEN_QUESTION_MIN_CONFIDENCE) was chosen on voices 2 and 3 with noise seed 11; these are
 * voices 0 and 1 with noise seed 7.
 */
async function spoken(app, ask) {
  const { spokenQuestionList } = await app.load("/app/assistant/index.server.ts");
  const { hearQuestion } = await app.load("/app/assistant/spoken.server.ts");
  const { initSpeechRecognizer, closeSpeechRecognizer } = await app.load("/app/engines/speech-recognition/speech-recognition.server.ts");
  const { speak, addNoise, VOICES } = await app.load("/tests/helpers/speech-audio.ts");
  await initSpeechRecognizer();
  const phrases = await spokenQuestionList();
  const others = [...TOPICS.map((topic) => topic.questions[0]), ...UNANSWERABLE].filter((q) => !phrases.includes(q));
  const voices = [VOICES[0], VOICES[1]];
  const pageOf = (reply) => (reply.declined ? "(declined)" : (reply.sources[0]?.url ?? "(none)"));
  for (const condition of ["clean", "10 dB noise"]) {
    const counts = { in: 0, inRight: 0, out: 0, outWrong: 0 };
    const times = [];
    for (const [kind, questions] of [
      ["in", phrases],
      ["out", others],
    ]) {
      for (const question of questions) {
        const want = pageOf(await ask({ message: question }));
        for (const voice of voices) {
          let wav = await speak(question, voice);
          if (condition !== "clean") wav = addNoise(wav, 10, 7);
          const t = performance.now();
          const heard = await hearQuestion(wav);
          const reply = heard ? await ask({ message: heard }) : null;
          if (kind === "in") times.push(performance.now() - t);
          counts[kind]++;
          if (kind === "in" && reply && pageOf(reply) === want) counts.inRight++;
          if (kind === "out" && reply && pageOf(reply) !== want) counts.outWrong++;
        }
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `spoken, ${condition}: ${phrases.length} listed questions × ${voices.length} voices — right page ${pct(counts.inRight, counts.in)}; ` +
        `recognition and answer p50 ${quantile(times, 0.5).toFixed(0)} ms, p95 ${quantile(times, 0.95).toFixed(0)} ms; ` +
        `${others.length} questions not in the list × ${voices.length} voices — answered from another page ${pct(counts.outWrong, counts.out)}`,
    );
  }
  await closeSpeechRecognizer();
}
