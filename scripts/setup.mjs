#!/usr/bin/env node
/**
 * `npm run setup`: prepares a fresh checkout to run on its embedded defaults: checks the Node
 * version, creates the data folder and says which content source, database and mail transport
 * the server will use. Safe to run again.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`Node ${process.versions.node} is too old: run through npm (the project brings Node 24) or install Node >= 22.12.`);
  process.exit(1);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? "var");
for (const sub of ["", "db", "cache/images", "mail"]) mkdirSync(path.join(dataDir, sub), { recursive: true });

const content = process.env.SANITY_PROJECT_ID
  ? `hosted Sanity project ${process.env.SANITY_PROJECT_ID} (dataset ${process.env.SANITY_DATASET ?? "production"})`
  : "embedded seed dataset in studio/seed/";
const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${path.join(dataDir, "db")}`;
console.log(`Node ${process.versions.node}`);
console.log(`data folder: ${dataDir}`);
console.log(`content:     ${content}`);
console.log(`database:    ${database}`);
