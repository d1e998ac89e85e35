import { describe, expect, it } from "vitest";
import { FoodEngineError } from "./errors";
import { TaskLimiter } from "./limiter";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("TaskLimiter", () => {
  it("never runs more than `concurrency` tasks at once, and runs the queued ones after", async () => {
    const limiter = new TaskLimiter({ concurrency: 2, maxQueue: 10, timeoutMs: 5_000 });
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await sleep(10);
      running--;
      return "done";
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => limiter.run(task)));
    expect(results).toEqual(Array(8).fill("done"));
    expect(peak).toBe(2);
  });

  it("answers busy at once beyond the queue bound", async () => {
    const limiter = new TaskLimiter({ concurrency: 1, maxQueue: 1, timeoutMs: 5_000 });
    const settled = await Promise.allSettled([1, 2, 3, 4].map(() => limiter.run(() => sleep(20))));
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "fulfilled", "rejected", "rejected"]);
    const reason = (settled[2] as PromiseRejectedResult).reason as FoodEngineError;
    expect(reason.code).toBe("busy");
    expect(reason.status).toBe(503);
  });

  it("times out (queue wait included), aborts the signal, and keeps the slot until the work really ends", async () => {
    const limiter = new TaskLimiter({ concurrency: 1, maxQueue: 5, timeoutMs: 30 });
    let aborted = false;
    const slow = limiter.run(async (signal) => {
      await sleep(400);
      aborted = signal.aborted;
    });
    const queued = limiter.run(async () => "late");
    await expect(slow).rejects.toMatchObject({ code: "timeout" });
    await expect(queued).rejects.toMatchObject({ code: "timeout" });
    expect(limiter.active).toBe(1); // the slow work still holds its slot
    expect(limiter.waiting).toBe(0); // the timed-out waiter left the queue
    await sleep(450);
    expect(aborted).toBe(true);
    expect(limiter.active).toBe(0);
    await expect(limiter.run(async () => "next")).resolves.toBe("next");
  });

  it("passes a task's own error through", async () => {
    const limiter = new TaskLimiter({ concurrency: 1, maxQueue: 1, timeoutMs: 1_000 });
    await expect(limiter.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(limiter.active).toBe(0);
  });
});
