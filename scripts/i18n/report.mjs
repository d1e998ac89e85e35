#!/usr/bin/env node
/**
 * `npm run i18n:report`: how complete and how sound each language of the site is (issue 44,
 * decision 0180). For every language of app/i18n/languages.json but the default:
 *   UI strings  each catalogue (app/i18n/messages/<code>/*.json) against the texts the code asks
 *               for (t("…") calls): missing and unused keys; a key translated two ways in two
 *               files; placeholders that differ from the English; a full stop where the language
 *               ends a sentence with "।"; text not in NFC or with precomposed nukta letters.
 *   content     the seed's translations (studio/scripts/seed/translations/<code>/): how many of
 *               the English documents of each type have one.
 * `--check` (npm run lint) exits 1 on an error: a wrong placeholder, a double translation, a
 * missing key, a wrong full stop, unnormalised text. Unused keys and untranslated documents are
 * reported, not errors (a language may be partly done; the site falls back to English).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const check = process.argv.includes("--check");
const languages = JSON.parse(readFileSync(path.join(ROOT, "app/i18n/languages.json"), "utf8"));
/** Server-only catalogues: keys written by the server's own code, not t() calls. */
const SERVER_CATALOGUES = new Set(["assistant-answers.json", "api-guide.json"]);
/** Scripts whose sentences end with the danda. */
const DANDA_SCRIPTS = new Set(["Deva", "Beng"]);

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

/** The first argument of every t("…") and t('…') call of the UI code. */
function keysAskedFor() {
  const keys = new Set();
  for (const file of sourceFiles(path.join(ROOT, "app"))) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\bt\(\s*(["'])((?:\\.|(?!\1).)*)\1/g)) keys.add(match[2].replace(/\\(["'\\])/g, "$1"));
  }
  return keys;
}

const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(",");

let errors = 0;
const error = (message) => {
  errors++;
  console.log(`  ERROR ${message}`);
};

const asked = keysAskedFor();
const seedDocs = readFileSync(path.join(ROOT, "studio/seed/data.ndjson"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const english = seedDocs.filter((doc) => !doc._id.startsWith("drafts.") && !doc._id.includes("__i18n_") && doc.language === "en");

for (const language of languages.slice(1)) {
  const dir = path.join(ROOT, "app/i18n/messages", language.code);
  console.log(`${language.name} (${language.code})`);
  if (!existsSync(dir)) {
    console.log("  no catalogue: the UI is in English on its pages");
  } else {
    const merged = new Map();
    let serverKeys = 0;
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort()) {
      const catalogue = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
      for (const [key, value] of Object.entries(catalogue)) {
        if (placeholders(key) !== placeholders(value)) error(`${name}: "${key}": placeholders {${placeholders(key)}} became {${placeholders(value)}}`);
        if (value.normalize("NFC") !== value) error(`${name}: "${key}": not in NFC`);
        if (/[\u0958-\u095F]/.test(value)) error(`${name}: "${key}": a precomposed nukta letter (write the letter and U+093C)`);
        if (DANDA_SCRIPTS.has(language.script) && /[\p{Script=Devanagari}\p{Script=Bengali}]\.$/u.test(value))
          error(`${name}: "${key}": ends with "." where the sentence ends with "।"`);
        if (SERVER_CATALOGUES.has(name)) {
          serverKeys++;
          continue;
        }
        if (merged.has(key) && merged.get(key).value !== value) error(`"${key}": "${merged.get(key).value}" in ${merged.get(key).file}, "${value}" in ${name}`);
        merged.set(key, { value, file: name });
      }
    }
    const missing = [...asked].filter((key) => !merged.has(key));
    const unused = [...merged.keys()].filter((key) => !asked.has(key));
    for (const key of missing) error(`t("${key}") has no translation`);
    console.log(`  UI strings: ${merged.size} keys (${asked.size} asked for by the code, ${missing.length} missing); ${serverKeys} server-side texts`);
    // Keys reached through tm() (a server's message, a content value such as a speaker's name) are not t() calls.
    console.log(`  keys not asked for by a t() call (tm() messages, or left over): ${unused.length}`);
  }
  const translationsDir = path.join(ROOT, "studio/scripts/seed/translations", language.code);
  const translated = new Set();
  if (existsSync(translationsDir)) {
    for (const name of readdirSync(translationsDir).filter((n) => n.endsWith(".json"))) {
      for (const id of Object.keys(JSON.parse(readFileSync(path.join(translationsDir, name), "utf8")))) translated.add(id);
    }
  }
  const byType = new Map();
  for (const doc of english) {
    const entry = byType.get(doc._type) ?? { total: 0, done: 0 };
    entry.total++;
    if (translated.has(doc._id)) entry.done++;
    byType.set(doc._type, entry);
  }
  const total = [...byType.values()].reduce((sum, e) => sum + e.total, 0);
  const done = [...byType.values()].reduce((sum, e) => sum + e.done, 0);
  console.log(`  content: ${done} of ${total} documents translated in the seed`);
  for (const [type, { total: t, done: d }] of [...byType].sort()) if (d < t) console.log(`    ${type}: ${d} of ${t}`);
}

if (errors) console.log(`i18n report: ${errors} error(s)`);
process.exit(check && errors ? 1 : 0);
