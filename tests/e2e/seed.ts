import { readFileSync } from "node:fs";

/** The seed dataset the server under test renders, read directly so tests compare against it. */
export type SeedDoc = Record<string, unknown> & { _id: string; _type: string };

const allDocs: SeedDoc[] = readFileSync("studio/seed/data.ndjson", "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDoc);

/** What visitors of the English site see: the published English documents (a translation has language "hi"). */
export const seedDocs: SeedDoc[] = allDocs.filter((doc) => !doc._id.startsWith("drafts.") && (doc.language === undefined || doc.language === "en"));
/** Unpublished edits (`drafts.<id>`), shown only in an editor's preview. */
export const seedDraft = (publishedId: string) => allDocs.find((doc) => doc._id === `drafts.${publishedId}`);

export const ofType = (type: string) => seedDocs.filter((doc) => doc._type === type);
export const byId = (id: string) => seedDocs.find((doc) => doc._id === id);
export const str = (value: unknown) => (typeof value === "string" ? value : "");
