import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadQuery, resetContentForTests } from "~/content/content.server";
import { SAME_ANSWERS_ON_EVERY_CPU } from "~/engines/food-recognition/inference-pool.server";
import * as Q from "~/content/queries.server";
import type {
  ABOUT_PAGE_QUERY_RESULT,
  ALL_DEMOS_QUERY_RESULT,
  BLOG_LIST_QUERY_RESULT,
  BLOG_POST_QUERY_RESULT,
  CAREERS_PAGE_QUERY_RESULT,
  HOME_INDUSTRY_DEMOS_QUERY_RESULT,
  HOME_PAGE_QUERY_RESULT,
  IMAGE_DEMO_QUERY_RESULT,
  INDUSTRY_PAGE_QUERY_RESULT,
  PRODUCTS_QUERY_RESULT,
  TEXT_DEMO_QUERY_RESULT,
  VOICE_DEMO_QUERY_RESULT,
} from "~/sanity.types";
import { checkDocuments, type SchemaJson, type SchemaRules } from "../helpers/seed-schema-check";
import { BFSI_PAGE_DEMOS, INDUSTRY_FLOW_LABELS, WHY_TITLES } from "../spec-expectations";

/*
 * The seed dataset (studio/seed) as the site reads it: every query goes through the app's content
 * layer (loadQuery, embedded mode, default CONTENT_SEED_DIR). Checks SPEC.md's counts and exact
 * texts, that references and asset files resolve, and that every document satisfies the Studio
 * schema (studio/schema.json, plus the numeric rules in studio/schema-rules.json).
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SEED_DIR = path.join(ROOT, "studio", "seed");
const MODEL_DIR = path.join(ROOT, "..", "shared", "models", "mobilenetv2-12-int8");

type Doc = { _id: string; _type: string; [field: string]: unknown };

const saved: Record<string, string | undefined> = {};
/** What the English site reads (the content layer's default-language view). */
let docs: Doc[] = [];
/** Every published document of the dataset: each language's, and the links between them (issue 44). */
const allDocs = (): Doc[] =>
  readFileSync(path.join(SEED_DIR, "data.ndjson"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
    .filter((doc) => !doc._id.startsWith("drafts."));
/** Types the Studio's plugins define and validate (document internationalization's links). */
const PLUGIN_TYPES = new Set(["translation.metadata"]);

beforeAll(async () => {
  for (const name of ["SANITY_PROJECT_ID", "CONTENT_SEED_DIR"]) {
    saved[name] = process.env[name];
    delete process.env[name];
  }
  await resetContentForTests();
  docs = await loadQuery<Doc[]>(`*`);
});

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await resetContentForTests();
});

const titles = (list: Array<{ title: string }>) => list.map((d) => d.title);
const ofType = (type: string) => docs.filter((d) => d._type === type);

describe("seed: schema conformance", () => {
  it("loads every document through the content layer", () => {
    expect(docs.length).toBeGreaterThan(200);
  });

  it("every document satisfies the extracted Studio schema and its numeric rules", () => {
    const schema = JSON.parse(readFileSync(path.join(ROOT, "studio", "schema.json"), "utf8")) as SchemaJson;
    const rules = JSON.parse(readFileSync(path.join(ROOT, "studio", "schema-rules.json"), "utf8")) as SchemaRules;
    const { problems, checked } = checkDocuments(
      allDocs().filter((doc) => !PLUGIN_TYPES.has(doc._type)),
      schema,
      rules,
    );
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it("schema-rules.json describes the same document fields as schema.json (not stale)", () => {
    const schema = JSON.parse(readFileSync(path.join(ROOT, "studio", "schema.json"), "utf8")) as SchemaJson;
    const rules = JSON.parse(readFileSync(path.join(ROOT, "studio", "schema-rules.json"), "utf8")) as SchemaRules;
    for (const entry of schema) {
      if (entry.type !== "document" || entry.name.startsWith("sanity.") || PLUGIN_TYPES.has(entry.name)) continue;
      const fields = Object.keys(entry.attributes)
        .filter((k) => !k.startsWith("_"))
        .sort();
      const ruled = Object.keys(rules[entry.name] ?? {})
        .filter((k) => !k.includes("."))
        .sort();
      expect(ruled, `${entry.name}: run \`cd studio && npm run schema:rules\``).toEqual(fields);
    }
  });

  it("every reference resolves, to a document of the referenced type", () => {
    const docs = allDocs();
    const byId = new Map(docs.map((d) => [d._id, d]));
    const missing: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${where}[${i}]`));
      else if (value && typeof value === "object") {
        const ref = (value as { _ref?: unknown })._ref;
        if (typeof ref === "string" && !byId.has(ref)) missing.push(`${where} → ${ref}`);
        for (const [k, v] of Object.entries(value)) visit(v, `${where}.${k}`);
      }
    };
    for (const doc of docs) visit(doc, doc._id);
    expect(missing).toEqual([]);
  });

  it("every asset document has its file, with the recorded sha1 and size", () => {
    const assets = docs.filter((d) => d._type === "sanity.imageAsset" || d._type === "sanity.fileAsset");
    expect(assets.length).toBeGreaterThan(100);
    const bad: string[] = [];
    for (const asset of assets) {
      const folder = asset._type === "sanity.imageAsset" ? "images" : "files";
      const file = path.join(SEED_DIR, folder, path.basename(String(asset.path)));
      if (!existsSync(file)) {
        bad.push(`${asset._id}: missing ${file}`);
        continue;
      }
      const bytes = readFileSync(file);
      const sha1 = createHash("sha1").update(bytes).digest("hex");
      if (sha1 !== asset.sha1hash) bad.push(`${asset._id}: sha1 ${sha1} ≠ ${String(asset.sha1hash)}`);
      if (bytes.length !== asset.size) bad.push(`${asset._id}: size ${bytes.length} ≠ ${String(asset.size)}`);
      if (!asset._id.includes(sha1)) bad.push(`${asset._id}: id does not name the sha1`);
      if (asset._type === "sanity.fileAsset" && asset.extension === "ogg" && bytes.subarray(0, 4).toString() !== "OggS") {
        bad.push(`${asset._id}: not an Ogg file`);
      }
    }
    expect(bad).toEqual([]);
    // Nothing in the folders that no document describes.
    const described = new Set(assets.map((a) => path.basename(String(a.path))));
    for (const folder of ["images", "files"]) {
      for (const name of readdirSync(path.join(SEED_DIR, folder))) expect(described, `${folder}/${name}`).toContain(name);
    }
  });

  it("the whole seed stays under 25 MB", () => {
    let bytes = statSync(path.join(SEED_DIR, "data.ndjson")).size;
    for (const folder of ["images", "files"]) {
      for (const name of readdirSync(path.join(SEED_DIR, folder))) bytes += statSync(path.join(SEED_DIR, folder, name)).size;
    }
    expect(bytes).toBeLessThan(25 * 1024 * 1024);
  });
});

describe("seed: home page", () => {
  let home: HOME_PAGE_QUERY_RESULT;
  let industryDemos: HOME_INDUSTRY_DEMOS_QUERY_RESULT;
  beforeAll(async () => {
    home = await loadQuery<HOME_PAGE_QUERY_RESULT>(Q.HOME_PAGE_QUERY);
    industryDemos = await loadQuery<HOME_INDUSTRY_DEMOS_QUERY_RESULT>(Q.HOME_INDUSTRY_DEMOS_QUERY);
  });

  it("hero and section headings", () => {
    expect(home.page?.heroHeading).toBe("Accelerate Digital Transformation through Conversational Multimodal AI");
    expect(home.page?.mediumsHeading).toBe("Mediums We Excel In");
    expect(home.page?.benefitsHeading).toBe("We Help You Transform the Digital Journey");
    // The demo video of a voice bot talking with a person.
    expect(home.page?.demoVideo?.asset?._ref).toMatch(/^file-[a-f0-9]+-mp4$/);
  });

  it("4 banners, each with phone (≤500 px), tablet (≤768 px) and desktop art", () => {
    expect(home.banners).toHaveLength(4);
    const width = (ref: string) => Number(/-(\d+)x\d+-/.exec(ref)?.[1]);
    for (const b of home.banners) {
      expect(b.buttonText.length).toBeGreaterThan(0);
      expect(width(b.imagePhone.asset._ref)).toBeLessThanOrEqual(500);
      expect(width(b.imageTablet.asset._ref)).toBeLessThanOrEqual(768);
      expect(width(b.imageTablet.asset._ref)).toBeGreaterThan(500);
      expect(width(b.imageDesktop.asset._ref)).toBeGreaterThan(768);
      for (const img of [b.imagePhone, b.imageTablet, b.imageDesktop]) expect(img.alt.length).toBeGreaterThan(3);
    }
  });

  it("4 mediums: Voice, Images, Text, Video with their demo routes", () => {
    expect(home.mediums.map((m) => [m.mediumTitle, m.route])).toEqual([
      ["Voice", "/demos/voice"],
      ["Images", "/demos/image"],
      ["Text", "/demos/text"],
      ["Video", "/demos/video"],
    ]);
    expect(home.mediums.map((m) => m.number)).toEqual([1, 2, 3, 4]);
  });

  it("the 8 Why cards with SPEC.md's titles", () => {
    expect(home.page?.whyCards.map((c) => c.title)).toEqual(WHY_TITLES);
  });

  it("the 3 benefits", () => {
    expect(home.page?.benefits.map((b) => b.text)).toEqual([
      "Gain competitive edge through novel digital experiences",
      "Improve ease of accessing information via a conversational multimodal AI partner (Text, Voice and Image)",
      "Optimise cost / increase revenue at scale",
    ]);
  });

  it("6 industries, ids 0–5, with SPEC.md's home demo lists", () => {
    const ind = home.industries;
    expect(ind.map((i) => [i.industryId, i.tabLabel])).toEqual([
      [0, "BFSI"],
      [1, "FMCG"],
      [2, "QSR"],
      [3, "Automobile"],
      [4, "Healthcare"],
      [5, "Travel & Hospitality"],
    ]);
    expect(industryDemos.map((i) => i._id)).toEqual(ind.map((i) => i._id));
    const lists = Object.fromEntries(ind.map((i, n) => [i.tabLabel, industryDemos[n]!.demos]));
    expect(titles(lists.BFSI!)).toEqual(["Loan EMI Reminder", "Document Reminder", "e-Mandate", "e-Mandate", "Customer Onboarding", "NPS Survey"]);
    expect(titles(lists.BFSI!)).not.toContain("NACH");
    expect(titles(lists.FMCG!)).toEqual([
      "Dark Chocolate Survey",
      "Food Photo Recognition",
      "Product/Brand Survey",
      "Product Survey",
      "Sunehri Chai Brand Assistant",
    ]);
    expect(titles(lists.QSR!)).toEqual(["Food Ordering Online"]);
    expect(titles(lists.Automobile!)).toEqual(["Car Service Feedback", "Car Re-Booking"]);
    expect(lists.Healthcare).toEqual([]);
    expect(lists["Travel & Hospitality"]).toEqual([]);
    // Duplicates stay distinct list entries.
    expect(new Set(lists.BFSI!.map((d) => d._key)).size).toBe(6);
  });

  it("the starting list holds NACH", () => {
    const start = titles(home.page!.initialDemos);
    expect(start).toContain("NACH");
    expect(start).toEqual(["Loan EMI Reminder", "Document Reminder", "e-Mandate", "NACH", "Customer Onboarding", "NPS Survey"]);
  });

  it("voices, links and sample audio as SPEC.md describes", () => {
    const all = industryDemos.flatMap((i) => i.demos);
    const card = (title: string) => all.find((d) => d.title === title)!;
    for (const title of ["Document Reminder", "Sunehri Chai Brand Assistant", "Car Re-Booking"]) {
      expect(card(title).audioIndia?.asset?._ref, title).toMatch(/^file-/);
      expect(card(title).audioUs?.asset?._ref, title).toMatch(/^file-/);
    }
    for (const title of ["NPS Survey", "Dark Chocolate Survey", "Product/Brand Survey"]) {
      expect(card(title).link, title).toMatch(/^https:\/\//);
    }
    expect(card("Food Photo Recognition").link).toBe("/demos/image");
    expect(card("Product Survey").audioIndia?.asset?._ref).toMatch(/^file-/);
    expect(card("Product Survey").link).toBeNull();
    for (const i of home.industries) {
      if (i.tabLabel === "QSR") expect(i.sampleAudio).toBeNull();
      else expect(i.sampleAudio?.asset?._ref, i.tabLabel).toMatch(/^file-/);
    }
  });

  it("BFSI description claims an 80% saving per call and 24/7 availability", () => {
    const bfsi = home.industries.find((i) => i.tabLabel === "BFSI")!;
    expect(bfsi.summary).toMatch(/80%/);
    expect(bfsi.summary).toMatch(/24\/7/);
  });

  it("5 products, 3 testimonials, 3 partner executives and the logo strip", () => {
    expect(home.products).toHaveLength(5);
    expect(home.testimonials).toHaveLength(3);
    expect(home.partnerTestimonials).toHaveLength(3);
    expect(home.page!.logos.length).toBeGreaterThanOrEqual(6);
  });
});

describe("seed: demos", () => {
  it("All Demos: 17 cards with image, IN audio, industry and medium; the six filter labels", async () => {
    const all = await loadQuery<ALL_DEMOS_QUERY_RESULT>(Q.ALL_DEMOS_QUERY);
    expect(all.demos).toHaveLength(17);
    expect(all.industries.map((i) => i.demoFilterLabel)).toEqual([
      "Banking & Finance",
      "FMCG",
      "Restaurants",
      "Automobile",
      "Healthcare",
      "Travel & Hospitality",
    ]);
    for (const d of all.demos) {
      expect(d.audioIndia?.asset?._ref, d.title).toMatch(/^file-/);
      expect(["Text", "Voice", "Audio", "Video"], d.title).toContain(d.medium);
      expect(d.image.alt.length).toBeGreaterThan(3);
    }
    for (const medium of ["Text", "Voice", "Audio", "Video"]) expect(all.demos.some((d) => d.medium === medium)).toBe(true);
    for (const i of all.industries)
      expect(
        all.demos.some((d) => d.industry.slug === i.slug),
        i.tabLabel,
      ).toBe(true);
  });

  it("voice demo: banner, the three features and the six categories", async () => {
    const voice = await loadQuery<VOICE_DEMO_QUERY_RESULT>(Q.VOICE_DEMO_QUERY);
    expect(voice.page?.bannerHeading).toBe("Voice");
    expect(voice.page?.features.map((f) => f.title)).toEqual(["Supports All Indian Languages", "Dynamic List Manipulation", "Supports Different Accents"]);
    expect(voice.page?.feedbackQuestion).toBe("Did we get it right?");
    expect(voice.page?.surveyCard.url).toMatch(/^https:\/\//);
    const cats = Object.fromEntries(voice.categories.map((c) => [c.categoryName, c.phrases]));
    expect(Object.keys(cats)).toEqual(["Animals", "CarInfotainment", "CarInfotainmentEnglish", "Cities", "Profession", "Songs"]);
    expect(cats.Animals).toEqual(["Dog", "Cow", "Sheep", "Horse", "Elephant", "Giraffe"]);
    expect(cats.Cities).toEqual(["Noida", "Gurgaon", "Pune"]);
    expect(cats.Profession).toEqual(["Developer", "Designer", "CEO", "CTO"]);
    expect(cats.CarInfotainment).toHaveLength(3);
    expect(cats.CarInfotainmentEnglish).toHaveLength(3);
    expect(cats.Songs).toHaveLength(4);
    expect(voice.moreDemos.map((m) => m.mediumTitle)).toEqual(["Images", "Text", "Video"]);
  });

  it("text demo: heading and the four language categories with sample texts", async () => {
    const text = await loadQuery<TEXT_DEMO_QUERY_RESULT>(Q.TEXT_DEMO_QUERY);
    expect(text.page?.heading).toBe("Quick Demo of Text to Speech");
    expect(text.categories.map((c) => [c.categoryName, c.languageCode])).toEqual([
      ["Hindi", "hi_IN_2"],
      ["English", "en_IN"],
      ["Indian Names", "in_NM"],
      ["English_US", "en_US"],
    ]);
    expect(text.categories[0]!.defaultInput).toMatch(/[\u0900-\u097F]/);
    for (const c of text.categories) expect(c.defaultInput.length).toBeGreaterThan(20);
    expect(text.page?.features).toHaveLength(3);
  });

  it("image demo: texts, features and 12 sample photos of classes the food model knows", async () => {
    const image = await loadQuery<IMAGE_DEMO_QUERY_RESULT>(Q.IMAGE_DEMO_QUERY);
    expect(image.page?.previewPlaceholder).toBe("Select/Upload a photo");
    expect(image.page?.resultPlaceholder).toBe("Once you select a photo, we will show you here what it is");
    expect(image.page?.features.map((f) => f.title)).toEqual(["Deep Learning Driven", "Self Learning", "HTTP REST APIs"]);
    expect(image.photos).toHaveLength(12);
    const classes = foodClasses();
    for (const photo of image.photos) {
      expect(classes, photo.name).toContain(photo.expectedLabel);
      const m = /^image-[a-f0-9]+-(\d+)x(\d+)-jpg$/.exec(photo.image.asset._ref);
      expect(m, photo.name).not.toBeNull();
      expect(Math.max(Number(m![1]), Number(m![2]))).toBeLessThanOrEqual(640);
    }
  });
});

describe("seed: industry pages", () => {
  const page = (slug: string) => loadQuery<INDUSTRY_PAGE_QUERY_RESULT>(Q.INDUSTRY_PAGE_QUERY, { slug });

  it("demo cards of each use-case page", async () => {
    expect(titles((await page("bfsi"))!.demos)).toEqual(BFSI_PAGE_DEMOS);
    const fmcg = (await page("fmcg"))!;
    expect(titles(fmcg.demos)).toEqual(["Dark Chocolate Survey", "Food Photo Recognition", "Product/Brand Survey", "Sunehri Chai Brand Assistant"]);
    expect(fmcg.demos[1]!.link).toBe("/demos/image");
    expect(titles((await page("automobiles"))!.demos)).toEqual(["Car Re-Booking", "Car Service Feedback"]);
  });

  it("call flows as structured steps; BFSI has Payment Reminder (default) and Loan Requirement", async () => {
    for (const [slug, labels] of Object.entries(INDUSTRY_FLOW_LABELS)) {
      const p = (await page(slug))!;
      expect(
        p.useCaseTabs.map((t) => t.label),
        slug,
      ).toEqual(labels);
      expect(
        p.useCaseTabs.filter((t) => t.isDefault).map((t) => t.label),
        slug,
      ).toEqual([labels[0]]);
      for (const tab of p.useCaseTabs) {
        expect(tab.callFlow.steps.length).toBeGreaterThanOrEqual(3);
        for (const step of tab.callFlow.steps) expect(["bot", "customer", "system"]).toContain(step.speaker);
      }
      expect(p.bannerAudio?.asset?._ref, slug).toMatch(/^file-/);
      expect(p.explore.map((e) => e.slug)).not.toContain(slug);
      expect(p.explore).toHaveLength(5);
    }
    expect((await page("healthcare"))!.useCaseTabs[0]!.callFlow.title).toMatch(/blood test appointment booking/i);
  });
});

describe("seed: products, blog, company", () => {
  it("5 products with bullets; website links and Schedule a Demo where SPEC.md says", async () => {
    const products = await loadQuery<PRODUCTS_QUERY_RESULT>(Q.PRODUCTS_QUERY);
    expect(products).toHaveLength(5);
    for (const p of products) expect(p.bullets.length).toBeGreaterThanOrEqual(2);
    const bySlug = Object.fromEntries(products.map((p) => [p.slug, p]));
    for (const slug of ["kathana-meet", "kathana-announce", "kathana-survey"]) expect(bySlug[slug]!.websiteUrl).toMatch(/^https:\/\//);
    expect(products.filter((p) => p.scheduleDemo).map((p) => p.slug)).toEqual(["kathana-announce", "kathana-voicebot"]);
  });

  it("4 blog posts with SPEC.md's titles, cover images and at most seven paragraphs with inline images", async () => {
    const list = await loadQuery<BLOG_LIST_QUERY_RESULT>(Q.BLOG_LIST_QUERY);
    expect(list.map((b) => [b.blogId, b.title])).toEqual([
      [1, "Educational Transformation through Digitization"],
      [2, "Voice Automation driving Business Growth"],
      [3, "Conversational AI and its use in the Contact Center"],
      [4, "Transforming Surveys"],
    ]);
    for (const id of [1, 2, 3, 4]) {
      const post = (await loadQuery<BLOG_POST_QUERY_RESULT>(Q.BLOG_POST_QUERY, { id }))!;
      const body = post.body ?? [];
      const paragraphs = body.filter((b) => b._type === "block");
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(7);
      expect(body.filter((b) => b._type === "blogImage").length).toBeGreaterThanOrEqual(1);
      expect(post.coverImage.alt.length).toBeGreaterThan(3);
      expect(post.previous?.blogId ?? null).toBe(id === 1 ? null : id - 1);
      expect(post.next?.blogId ?? null).toBe(id === 4 ? null : id + 1);
    }
  });

  it("2 careers, the About page's two videos and media links", async () => {
    const careers = await loadQuery<CAREERS_PAGE_QUERY_RESULT>(Q.CAREERS_PAGE_QUERY);
    expect(careers.careers).toHaveLength(2);
    const about = (await loadQuery<ABOUT_PAGE_QUERY_RESULT>(Q.ABOUT_PAGE_QUERY))!;
    expect(about.videos).toHaveLength(2);
    for (const v of about.videos) expect(v.video?.asset?._ref, v.title).toMatch(/^file-[a-f0-9]+-mp4$/);
    for (const v of about.videos) expect(v.captions?.asset?._ref, v.title).toMatch(/^file-[a-f0-9]+-vtt$/);
    expect(about.readMore.length).toBeGreaterThanOrEqual(1);
    expect(new Set(about.mediaLinks.map((m) => m.region))).toEqual(new Set(["India", "International"]));
  });

  it("singletons exist exactly once, with _id = type", () => {
    for (const type of [
      "homePage",
      "siteSettings",
      "headerMenu",
      "footer",
      "aboutPage",
      "voiceDemoPage",
      "textDemoPage",
      "imageDemoPage",
      "videoDemoPage",
      "contactPage",
      "careersPage",
      "developerServicesPage",
      "comingSoonPage",
    ]) {
      expect(
        ofType(type).map((d) => d._id),
        type,
      ).toEqual([type]);
    }
  });
});

// ------------------------------------------------------------------------------------------------
// Food photos and the local food model (when onnxruntime-node and the model are installed)

function foodClasses(): string[] {
  const file = path.join(MODEL_DIR, "FOOD_CLASSES.tsv");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => /^\d/.test(line))
    .map((line) => line.split("\t")[1]!.trim());
}

async function loadOnnx(): Promise<typeof import("onnxruntime-node") | null> {
  if (!existsSync(path.join(MODEL_DIR, "mobilenetv2-12-int8.onnx"))) return null;
  try {
    return await import("onnxruntime-node");
  } catch {
    return null;
  }
}

describe("seed: sample food photos and the food model", () => {
  it("each photo is recognised top-1 as its expectedLabel", async (ctx) => {
    const ort = await loadOnnx();
    if (!ort) {
      ctx.skip();
      return;
    }
    const sharp = (await import("sharp")).default;
    const labels = readFileSync(path.join(MODEL_DIR, "LABELS"), "utf8").split("\n");
    const session = await ort.InferenceSession.create(path.join(MODEL_DIR, "mobilenetv2-12-int8.onnx"), SAME_ANSWERS_ON_EVERY_CPU);
    const mean = [0.485, 0.456, 0.406];
    const std = [0.229, 0.224, 0.225];
    const photos = ofType("foodPhoto");
    expect(photos).toHaveLength(12);
    for (const photo of photos) {
      const ref = (photo.image as { asset: { _ref: string } }).asset._ref;
      const [, sha1, dims] = /^image-([a-f0-9]+)-(\d+x\d+)-jpg$/.exec(ref)!;
      const file = path.join(SEED_DIR, "images", `${sha1}-${dims}.jpg`);
      const meta = await sharp(file).metadata();
      const scale = 256 / Math.min(meta.width!, meta.height!);
      const w = Math.round(meta.width! * scale);
      const h = Math.round(meta.height! * scale);
      const { data } = await sharp(file)
        .removeAlpha()
        .resize(w, h)
        .extract({ left: Math.floor((w - 224) / 2), top: Math.floor((h - 224) / 2), width: 224, height: 224 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const input = new Float32Array(3 * 224 * 224);
      for (let i = 0; i < 224 * 224; i++) {
        for (let c = 0; c < 3; c++) input[c * 224 * 224 + i] = (data[i * 3 + c]! / 255 - mean[c]!) / std[c]!;
      }
      const output = await session.run({ input: new ort.Tensor("float32", input, [1, 3, 224, 224]) });
      const logits = output.output!.data as Float32Array;
      let best = 0;
      for (let i = 1; i < logits.length; i++) if (logits[i]! > logits[best]!) best = i;
      expect(labels[best], String(photo.name)).toBe(photo.expectedLabel);
    }
  });
});
