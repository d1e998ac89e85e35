#!/usr/bin/env node
/**
 * The questions Kathana Assist declined, and the answers visitors marked unhelpful (👎), most
 * frequent first, so editors see which content is missing or unclear, and which questions to add
 * to Assistant settings as examples (issues 27, 43). Personal data was removed when the questions were kept; what is
 * printed has its control characters shown as escapes, so a stored line cannot rewrite the terminal.
 *   npm run assistant:report [-- --days 30] [--limit 50]
 * With PGlite, stop the server first (it holds the database folder); with DATABASE_URL it runs beside it.
 */
import { tsImport } from "tsx/esm/api";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number from 1 up`);
    process.exit(2);
  }
  return value;
};
const days = arg("days", 30);
const limit = arg("limit", 50);

const { openDatabase } = await tsImport("../../app/db/db.server.ts", import.meta.url);
const { declinedQuestions } = await tsImport("../../app/assistant/question-log.server.ts", import.meta.url);
const { printable } = await tsImport("../../app/text/personal-data.ts", import.meta.url);
const { unhelpfulAnswers } = await tsImport("../../app/assistant/feedback.server.ts", import.meta.url);

let handle;
try {
  handle = await openDatabase();
} catch (error) {
  console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
try {
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const rows = await declinedQuestions(handle.db, since, limit);
  console.log(`Questions Kathana Assist declined in the last ${days} days, most frequent first (${rows.length}):`);
  for (const row of rows) console.log(`${String(row.times).padStart(5)}  ${row.last.toISOString().slice(0, 10)}  ${printable(row.question)}`);
  const unhelpful = await unhelpfulAnswers(handle.db, since, limit);
  console.log(`\nAnswers marked unhelpful (👎) in the last ${days} days, most frequent first (${unhelpful.length}):`);
  for (const row of unhelpful) console.log(`${String(row.times).padStart(5)}  ${printable(row.question)}  →  ${row.answerUrl ?? "(declined)"}`);
  if (rows.length || unhelpful.length)
    console.log(
      '\nIn the Studio, Assistant settings: add a question the site answers to "Questions visitors ask" with its page, ' +
        'and one it does not to "Questions the site does not answer"; questions worded like them are then answered the same way.',
    );
} finally {
  await handle.close();
}
