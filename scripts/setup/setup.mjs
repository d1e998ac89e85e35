#!/usr/bin/env node
/**
 * `npm run setup`: prepares a fresh checkout so that the site and every demo work on the embedded
 * defaults. Safe to run again; each step is skipped when its work is already done.
 *   1. checks the Node version (npm scripts run on the project's own Node 24);
 *   2. installs the Debian packages the engines run on when it can (root), else names them and the
 *      command to install them (scripts/setup/system-deps.sh engines);
 *   3. installs the Studio's dependencies (its own lockfile): the typegen check and the Studio build
 *      of `npm test` need them;
 *   4. finds the food model (../shared/models/ or FOOD_MODEL_PATH), else downloads it and checks it;
 *   5. creates the data folder and says which content source, database and engines the server uses.
 * It ends non-zero only when the site itself could not run; a missing engine is reported.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// The one statement of the Node version the site needs: package.json's engines (">=major.minor").
const needed = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).engines.node;
const [needMajor, needMinor] = /^>=(\d+)\.(\d+)$/.exec(needed).slice(1).map(Number);
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(`Node ${process.versions.node} is too old (the site needs ${needed}): run through npm, which uses the Node 24 the project installs.`);
  process.exit(1);
}

const missing = [];
const run = (command, args, options = {}) => spawnSync(command, args, { stdio: "inherit", cwd: ROOT, ...options }).status === 0;

console.log("== system packages for the engines");
run("bash", ["scripts/setup/system-deps.sh", "engines"]);
const asr = existsSync(process.env.POCKETSPHINX_BATCH ?? "/usr/bin/pocketsphinx_batch");
if (!asr) missing.push("voice demo: pocketsphinx (sudo apt-get install pocketsphinx pocketsphinx-en-us espeak-ng)");

console.log("== Studio dependencies");
if (existsSync(path.join(ROOT, "studio/node_modules/.bin/sanity"))) console.log("studio/node_modules: present");
else if (!run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: path.join(ROOT, "studio") })) {
  missing.push("Studio: `cd studio && npm ci` failed (the Studio build and the typegen check need it)");
}

console.log("== food model");
const sharedModel = path.resolve(ROOT, "../shared/models/mobilenetv2-12-int8/mobilenetv2-12-int8.onnx");
const dataDir = path.resolve(process.env.DATA_DIR ?? "var");
const modelPath = process.env.FOOD_MODEL_PATH
  ? path.resolve(process.env.FOOD_MODEL_PATH)
  : existsSync(sharedModel)
    ? sharedModel
    : path.join(dataDir, "models/mobilenetv2-12-int8.onnx");
if (process.env.FOOD_ENGINE_URL) console.log(`hosted food engine: ${process.env.FOOD_ENGINE_URL}`);
else if (existsSync(modelPath)) console.log(`model: ${modelPath}`);
else if (!run("node", ["scripts/setup/fetch-food-model.mjs"])) {
  missing.push(`photo demo: no model at ${modelPath} and the download failed (copy it there or set FOOD_MODEL_PATH)`);
}

for (const sub of ["", "db", "cache/images", "mail"]) mkdirSync(path.join(dataDir, sub), { recursive: true });
const content = process.env.SANITY_PROJECT_ID
  ? `hosted Sanity project ${process.env.SANITY_PROJECT_ID} (dataset ${process.env.SANITY_DATASET ?? "production"})`
  : "embedded seed dataset in studio/seed/";
const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.join(dataDir, "db")}`;
console.log("== summary");
console.log(`Node ${process.versions.node}`);
console.log(`data folder: ${dataDir}`);
console.log(`content:     ${content}`);
console.log(`database:    ${database}`);
if (missing.length) {
  console.log("not ready (the site runs; these parts answer 'unavailable' until fixed):");
  for (const line of missing) console.log(`  - ${line}`);
} else console.log("engines:     text to speech, voice recognition and food photos ready");
