#!/usr/bin/env node
/**
 * `npm test`: every check CI holds the project to, in order, on the machine's Node 24.
 * typecheck → lint → typegen staleness → production build → unit and integration tests (PGlite
 * and a throwaway PostgreSQL on 127.0.0.1) → Studio build → Playwright e2e with axe → the image in a 512 MB
 * container (only where podman is installed).
 * Stops at the first failing step and exits non-zero.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const steps = [];
let failed = 0;
let passed = 0;

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  steps.push(`${ok ? "ok  " : "FAIL"} ${name} (${seconds}s)`);
  if (ok) passed++;
  else failed++;
  return ok;
}

function finish() {
  console.log("\n=== summary");
  for (const line of steps) console.log(line);
  console.log(`steps: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

function capture(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  return result.status === 0 ? result.stdout.trim().split("\n").pop() : null;
}

const skipE2E = process.env.SKIP_E2E === "1";

if (!run("system packages", "bash", ["scripts/setup/system-deps.sh", "all"])) finish();
// `npm run setup` installs them; a checkout that skipped it gets them here rather than a failure.
if (!existsSync("studio/node_modules/.bin/sanity") && !run("studio dependencies", "npm", ["ci", "--no-audit", "--no-fund", "--prefix", "studio"])) finish();
if (!run("typecheck", "npx", ["tsc", "--noEmit"])) finish();
if (!run("lint", "npx", ["eslint", "--max-warnings", "0", "."])) finish();
if (!run("formatting (prettier)", "npx", ["prettier", "--check", "."])) finish();
if (!run("layers (dependency-cruiser)", "npx", ["depcruise", "app", "--config", ".dependency-cruiser.cjs"])) finish();
if (!run("house rules (READMEs, headers, links)", "node", ["scripts/lint/house-rules.mjs"])) finish();
if (!run("translations (npm run i18n:report)", "node", ["scripts/i18n/report.mjs", "--check"])) finish();
if (!run("unused files, exports and dependencies (knip)", "npx", ["knip", "--no-progress"])) finish();
if (!run("typegen is up to date", "node", ["scripts/build/typegen.mjs", "--check"])) finish();

// Built before the unit stage: the server-process integration test runs the production build.
if (!run("production build", "npm", ["run", "build"], { NODE_ENV: "production" })) finish();

// A real PostgreSQL next to PGlite, so the database suite runs against both drivers.
const databaseUrl = process.env.TEST_DATABASE_URL ?? capture("bash", ["scripts/test/postgres-test-server.sh", "start"]);
if (!databaseUrl) {
  steps.push("FAIL start PostgreSQL for the database tests");
  failed++;
  finish();
}
const unitOk = run("unit and integration tests (vitest)", "npx", ["vitest", "run"], { TEST_DATABASE_URL: databaseUrl });
if (!process.env.TEST_DATABASE_URL) spawnSync("bash", ["scripts/test/postgres-test-server.sh", "stop"], { stdio: "inherit" });
if (!unitOk) finish();

if (!run("studio build (offline)", "npm", ["run", "studio:build"])) finish();
if (!skipE2E && !run("end-to-end tests (Playwright, Chromium, axe)", "npx", ["playwright", "test"])) finish();
// The image in a 512 MB container, where a container engine is installed (none is by `npm run setup`).
if (spawnSync("podman", ["--version"], { stdio: "ignore" }).status === 0) {
  run("container image in 512 MB (podman)", "bash", ["scripts/ops/check-container.sh"]);
} else {
  steps.push("skip container image in 512 MB: podman is not installed (scripts/ops/check-container.sh)");
}
finish();
