/**
 * Writes build/database-template.tar.gz: an initialised, empty PGlite data folder. The embedded
 * database starts a new folder from it (server/database-host.js) instead of running initdb, which
 * needs ~700 MB for a moment (decision 0039). Made by the build, so it always matches the installed
 * PGlite; a server without it (no build yet) runs initdb as before.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build/database-template.tar.gz");
const db = await PGlite.create();
const archive = await db.dumpDataDir("gzip");
await db.close();
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, Buffer.from(await archive.arrayBuffer()));
console.log(`database template: ${path.relative(process.cwd(), out)} (${(archive.size / 1e6).toFixed(1)} MB)`);
