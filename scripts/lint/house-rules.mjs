#!/usr/bin/env node
/**
 * The house's rules that no linter of ours checks (issue 42, decision 0160), run by `npm run lint`:
 *   - every README.md is at most 80 lines (what the folder is for, its rules, how to change it;
 *     measurements live in docs/benchmarks/);
 *   - no feature writes a Set-Cookie header or a 405 by hand: app/http/ does (combineHeaders,
 *     cookieHeaders, the edge's one 405);
 *   - no page links with Remix's own Link or NavLink: app/components/i18n/Link.tsx does, so that a
 *     link of a Hindi page stays on the Hindi site (issue 44).
 * Prints each breach and exits 1.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SKIP = new Set(["node_modules", ".git", "build", "var", "dist", ".cache", "test-results", "playwright-report"]);
const problems = [];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

for (const file of files(ROOT)) {
  const relative = path.relative(ROOT, file);
  if (path.basename(file) === "README.md") {
    const lines = readFileSync(file, "utf8").replace(/\n$/, "").split("\n").length;
    if (lines > 80) problems.push(`${relative}: ${lines} lines (a README is at most 80; measurements go to docs/benchmarks/)`);
  }
  if (relative.startsWith("app/") && !relative.startsWith("app/http/") && /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) {
    const text = readFileSync(file, "utf8");
    // Comments may name the header; code may not write it.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    if (/["']Set-Cookie["']/i.test(code))
      problems.push(`${relative}: writes Set-Cookie by hand (use cookieHeaders / combineHeaders from app/http/headers.server.ts)`);
    // A 405 answered (not a 405 described, as the API guide does in its data).
    if (/(?:AppError|errorResponse|textResponse|json|Response)\(\s*405\b|\{\s*status:\s*405\s*,\s*headers/.test(code))
      problems.push(`${relative}: answers 405 by hand (declare the route's methods with endpoint() from app/http/edge.server.ts)`);
    if (!relative.startsWith("app/components/i18n/") && /import\s*\{[^}]*\b(?:Link|NavLink)\b[^}]*\}\s*from\s*["']@remix-run\/react["']/.test(code))
      problems.push(`${relative}: links with Remix's Link (use Link from ~/components/i18n/Link: it keeps the page's language)`);
  }
}

for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`house rules: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log("house rules: READMEs within 80 lines; Set-Cookie and 405 only in app/http/; links through the language-keeping Link");
