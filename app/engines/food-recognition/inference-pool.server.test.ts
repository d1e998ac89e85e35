import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { FoodEngineError } from "./errors";
import { InferencePool } from "./inference-pool.server";
import { haveFoodModel, MODEL_PATH } from "../../../tests/helpers/food-fixtures";

const base = { size: 1, inputName: "input", outputName: "output", featureOutput: null, intraOpThreads: 1 };
const MAX_PIXELS = 40e6;
let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 140, g: 120, b: 90 } } })
    .png()
    .toBuffer();
});

describe.skipIf(!haveFoodModel())("InferencePool (onnxruntime in worker processes)", () => {
  it("infers outside the server's process: every result comes from a worker process", async () => {
    const pool = await InferencePool.start({ ...base, model: readFileSync(MODEL_PATH) });
    try {
      const outputs = await Promise.all(Array.from({ length: 6 }, () => pool.run(photo, MAX_PIXELS)));
      expect(outputs).toHaveLength(6);
      for (const output of outputs) {
        expect(output.views.map((view) => view.logits.length)).toEqual([1000, 1000]); // centre crop, whole photo
        // A deterministic check rather than a timing one.
        expect(output.pid).not.toBe(process.pid);
        expect(output.pid).toBeGreaterThan(0);
      }
    } finally {
      await pool.close();
    }
  });

  it("decodes in the worker: a damaged photo is a typed 4xx error there, and the worker serves the next one", async () => {
    const pool = await InferencePool.start({ ...base, model: readFileSync(MODEL_PATH) });
    try {
      const truncated = (await sharp(photo).jpeg().toBuffer()).subarray(0, 200);
      await expect(pool.run(truncated, MAX_PIXELS)).rejects.toMatchObject({ code: "invalid_image", status: 400 });
      await expect(pool.run(photo, 1_000)).rejects.toMatchObject({ code: "too_large", status: 413 });
      expect((await pool.run(photo, MAX_PIXELS)).views).toHaveLength(2);
    } finally {
      await pool.close();
    }
  });

  it("fails to start with a typed error for bytes that are not a model", async () => {
    const error = await InferencePool.start({ ...base, model: Buffer.from("not an onnx model") }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoodEngineError);
    expect((error as FoodEngineError).code).toBe("unavailable");
  });

  it("rejects work after close", async () => {
    const pool = await InferencePool.start({ ...base, model: readFileSync(MODEL_PATH) });
    await pool.close();
    await expect(pool.run(photo, MAX_PIXELS)).rejects.toMatchObject({ code: "unavailable" });
  });

  it("ends its workers after the idle time and starts them again for the next job", async () => {
    const pool = await InferencePool.start({ ...base, model: readFileSync(MODEL_PATH), idleMs: 300 });
    try {
      const first = await pool.run(photo, MAX_PIXELS);
      expect(pool.workers).toBe(1);
      for (let i = 0; i < 50 && pool.workers > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(pool.workers).toBe(0);
      const gone = () => {
        try {
          process.kill(first.pid, 0);
          return false;
        } catch {
          return true;
        }
      };
      for (let i = 0; i < 50 && !gone(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(gone()).toBe(true); // the process has ended, its memory with it
      const again = await pool.run(photo, MAX_PIXELS);
      expect(again.views).toEqual(first.views);
      expect(again.pid).not.toBe(first.pid);
      expect(pool.workers).toBe(1);
    } finally {
      await pool.close();
    }
  });
});
