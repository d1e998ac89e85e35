import { threadId } from "node:worker_threads";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FoodEngineError } from "./errors";
import { InferencePool } from "./inference-pool.server";
import { haveFoodModel, MODEL_PATH } from "../../../tests/helpers/food-fixtures";

const base = { size: 1, inputName: "input", outputName: "output", featureOutput: null, intraOpThreads: 1 };
const input = () => new Float32Array(3 * 224 * 224).fill(0.1);
const dims = [1, 3, 224, 224];

describe.skipIf(!haveFoodModel())("InferencePool (onnxruntime in worker threads)", () => {
  // timing-based: retried, since a machine loaded by other processes can starve the worker too
  it("infers off the main thread: every result comes from a worker thread", async () => {
    const pool = await InferencePool.start({ ...base, model: readFileSync(MODEL_PATH) });
    try {
      const outputs = await Promise.all(Array.from({ length: 6 }, () => pool.run(input(), dims)));
      expect(outputs).toHaveLength(6);
      for (const output of outputs) {
        expect(output.logits).toHaveLength(1000);
        // A deterministic check rather than a timing one: the main thread's id is 0.
        expect(output.threadId).not.toBe(threadId);
        expect(output.threadId).toBeGreaterThan(0);
      }
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
