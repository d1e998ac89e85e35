#!/usr/bin/env node
/**
 * Exports contact enquiries for the sales team:
 *   npm run enquiries -- --since 2026-01-01 --format csv|json [--out file]
 *
 * Opens the database with the server's own code (app/db/db.server.ts, loaded through tsx): the same
 * settings (DATABASE_URL, else PGlite in PGLITE_DIR / $DATA_DIR/db), the same migrations. PGlite
 * allows one process per folder, so while the server holds the folder this command refuses with a
 * clear message (stop the server, or use PostgreSQL, where both can run); decision 0070.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { tsImport } from "tsx/esm/api";

const USAGE = "usage: npm run enquiries -- [--since YYYY-MM-DD] [--format csv|json] [--out FILE]";

let args;
try {
  args = parseArgs({
    options: {
      since: { type: "string" },
      format: { type: "string", default: "csv" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }).values;
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.format !== "csv" && args.format !== "json") {
  console.error(`--format must be csv or json\n${USAGE}`);
  process.exit(2);
}

const exporter = await tsImport("../../app/contact/export.server.ts", import.meta.url);
const { openDatabase } = await tsImport("../../app/db/db.server.ts", import.meta.url);

const since = exporter.parseSince(args.since);
if (!since) {
  console.error(`--since must be a date like 2026-01-01 or an ISO timestamp\n${USAGE}`);
  process.exit(2);
}

let handle;
try {
  handle = await openDatabase();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (/in use by process/.test(message)) {
    console.error(
      `The server is running and holds the embedded (PGlite) database, which allows one process at a time.\n` +
        `${message}\nStop the server and run this command again, or run both against PostgreSQL (DATABASE_URL).`,
    );
  } else {
    console.error(`Could not open the database: ${message}`);
  }
  process.exit(1);
}

try {
  const rows = await exporter.listEnquiries(handle.db, since);
  const text = args.format === "csv" ? exporter.toCsv(rows) : exporter.toJson(rows);
  if (args.out) {
    fs.writeFileSync(args.out, text);
    console.error(`${rows.length} enquiries since ${since.toISOString()} written to ${args.out}`);
  } else {
    process.stdout.write(text);
    console.error(`${rows.length} enquiries since ${since.toISOString()}`);
  }
} finally {
  await handle.close();
}
