/**
 * A concurrency cap with a bounded queue and a time limit, so a burst of demo use cannot starve the
 * server: at most `concurrency` syntheses run, at most `maxQueue` wait; beyond that `busy` at once.
 * The time limit covers queueing and running; the task's AbortSignal fires when it passes, and the
 * task keeps its slot until it has really stopped (the process killed, the worker ended).
 */
import { SpeechSynthesisError } from "./errors";

export interface LimiterOptions {
  concurrency: number;
  maxQueue: number;
  timeoutMs: number;
}

interface Waiting {
  start: () => void;
  abandoned: boolean;
}

export class TaskLimiter {
  private running = 0;
  private readonly queue: Waiting[] = [];

  constructor(private readonly options: LimiterOptions) {
    if (options.concurrency < 1) throw new RangeError("concurrency must be at least 1");
  }

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency && this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new SpeechSynthesisError("busy", "The speech engine is busy; try again in a moment."));
    }
    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      let settled = false;
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        waiting.abandoned = true;
        const queued = this.queue.indexOf(waiting);
        if (queued >= 0) this.queue.splice(queued, 1);
        controller.abort();
        reject(new SpeechSynthesisError("timeout", `No audio within ${this.options.timeoutMs} ms.`));
      }, this.options.timeoutMs);
      timer.unref?.();

      const waiting: Waiting = {
        abandoned: false,
        start: () => {
          this.running++;
          let work: Promise<T>;
          try {
            work = task(controller.signal);
          } catch (error) {
            work = Promise.reject(error);
          }
          work
            .then(
              (value) => {
                if (settled) return;
                settled = true;
                clearTimeout(timer);
                resolve(value);
              },
              (error: unknown) => {
                if (settled) return;
                settled = true;
                clearTimeout(timer);
                reject(error);
              },
            )
            .finally(() => {
              this.running--;
              this.next();
            });
        },
      };

      if (this.running < this.options.concurrency) waiting.start();
      else this.queue.push(waiting);
    });
  }

  private next(): void {
    while (this.running < this.options.concurrency && this.queue.length) {
      const waiting = this.queue.shift() as Waiting;
      if (!waiting.abandoned) waiting.start();
    }
  }
}
