import { readFileSync } from "node:fs";

/** The seed dataset the server under test renders, read directly so tests compare against it. */
export type SeedDoc = Record<string, unknown> & { _id: string; _type: string };

export const seedDocs: SeedDoc[] = readFileSync("studio/seed/data.ndjson", "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SeedDoc);

export const ofType = (type: string) => seedDocs.filter((doc) => doc._type === type);
export const byId = (id: string) => seedDocs.find((doc) => doc._id === id);
export const str = (value: unknown) => (typeof value === "string" ? value : "");
