import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/*
 * The seed's WebVTT caption files (decision 0090): every video in the dataset has one, in the
 * language its field says, and each is a well-formed WebVTT file whose cues run forward in time
 * without overlapping and name their speaker.
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SEED_DIR = path.join(ROOT, "studio", "seed");
type Doc = Record<string, unknown> & { _id: string; _type: string };
const docs = readFileSync(path.join(SEED_DIR, "data.ndjson"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc)
  // The English documents: a translation keeps its original's videos and captions (issue 44).
  .filter((doc) => doc.language === undefined || doc.language === "en");

const fileRef = (field: unknown) => (field as { asset?: { _ref?: string } } | undefined)?.asset?._ref;

/** [where, video ref, captions ref, language] for every video field of the dataset. */
function videos(): Array<[string, string, string | undefined, unknown]> {
  const out: Array<[string, string, string | undefined, unknown]> = [];
  for (const doc of docs) {
    if (doc._type === "product" && fileRef(doc.video)) out.push([doc._id, fileRef(doc.video)!, fileRef(doc.videoCaptions), doc.videoCaptionsLanguage]);
    if (doc._type === "homePage") out.push([doc._id, fileRef(doc.demoVideo)!, fileRef(doc.demoVideoCaptions), doc.demoVideoCaptionsLanguage]);
    if (doc._type === "aboutPage") {
      for (const v of doc.videos as Array<Record<string, unknown>>)
        out.push([`aboutPage ${String(v.title)}`, fileRef(v.video)!, fileRef(v.captions), v.captionsLanguage]);
    }
  }
  return out;
}

const seconds = (t: string) => {
  const [h, m, s] = t.split(":");
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

describe("seed: video captions", () => {
  it("every video of the dataset has a WebVTT captions file and its language", () => {
    const list = videos();
    expect(list.length).toBe(5); // home demo video, two About videos, Meet and VoiceBot products
    for (const [where, video, captions, language] of list) {
      expect(video, where).toMatch(/^file-[a-f0-9]+-(mp4|webm)$/);
      expect(captions, where).toMatch(/^file-[a-f0-9]+-vtt$/);
      expect(["en", "hi"], where).toContain(language);
    }
  });

  it("each captions file is WebVTT with ordered, non-overlapping cues naming the speaker", () => {
    const files = new Set(videos().map(([, , captions]) => captions!));
    for (const ref of files) {
      const [, sha1] = /^file-([a-f0-9]+)-vtt$/.exec(ref)!;
      const file = path.join(SEED_DIR, "files", `${sha1}.vtt`);
      expect(existsSync(file), ref).toBe(true);
      const text = readFileSync(file, "utf8");
      expect(text.startsWith("WEBVTT\n\n"), ref).toBe(true);
      const cues = [...text.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n<v ([^>]+)>([^\n]+)<\/v>$/gm)];
      expect(cues.length, ref).toBeGreaterThanOrEqual(3);
      expect(cues.length, ref).toBe(text.split("-->").length - 1);
      let previousEnd = 0;
      for (const [, start, end, speaker, words] of cues) {
        expect(seconds(start!), ref).toBeGreaterThanOrEqual(previousEnd - 0.0005);
        expect(seconds(end!), ref).toBeGreaterThan(seconds(start!));
        expect(speaker!.length).toBeGreaterThan(1);
        expect(words!.length).toBeLessThanOrEqual(90);
        previousEnd = seconds(end!);
      }
      // Clips are short: the last cue ends within the length of a short video.
      expect(previousEnd, ref).toBeLessThan(60);
    }
  });
});
