import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FoodEngineError } from "./errors";
import { InferencePool } from "./inference-pool.server";
import { MODEL_PATH } from "./test-helpers.server";

const base = { size: 1, inputName: "input", outputName: "output", featureOutput: null, intraOpThreads: 1 };
const input = () => new Float32Array(3 * 224 * 224).fill(0.1);
const dims = [1, 3, 224, 224];

describe.skipIf(!existsSync(MODEL_PATH))("InferencePool (onnxruntime in worker threads)", () => {
  // timing-based: retried, since a machine loaded by other processes can starve the worker too
  it("infers off the main thread: queued work finishes while the main thread is busy", { retry: 2 }, async () => {
    const pool = await InferencePool.start({ ...base, model: readFileSync(MODEL_PATH) });
    try {
      await pool.run(input(), dims); // warm-up
      let started = performance.now();
      await Promise.all(Array.from({ length: 10 }, () => pool.run(input(), dims)));
      const ten = performance.now() - started;

      const pending = Promise.all(Array.from({ length: 10 }, () => pool.run(input(), dims)));
      const spinUntil = performance.now() + Math.max(800, 8 * ten);
      while (performance.now() < spinUntil) {
        /* the main thread is busy (as if rendering pages); the worker keeps computing */
      }
      started = performance.now();
      const outputs = await pending;
      const afterSpin = performance.now() - started;
      expect(outputs).toHaveLength(10);
      expect(outputs[0]?.logits).toHaveLength(1000);
      // had inference run on this thread, all of it would still be left to do now
      expect(afterSpin).toBeLessThan(ten / 2);
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
    await expect(pool.run(input(), dims)).rejects.toMatchObject({ code: "unavailable" });
  });
});
