/**
 * A concurrency cap with a bounded queue and a time limit (queueing included), so a burst of demo
 * use cannot starve the server: at most `concurrency` recognitions run, at most `maxQueue` wait,
 * beyond that `busy` at once; past the time limit `timeout`, and the task's signal is aborted so
 * its child processes are killed. A task keeps its slot until it really ends.
 */
import { SpeechRecognitionError } from "./errors";

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
      return Promise.reject(new SpeechRecognitionError("busy", "The speech recogniser is busy; try again in a moment."));
    }
    return new Promise<T>((resolve, reject) => {
      const controller = new AbortController();
      let settled = false;
      const finish = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const timer = setTimeout(() => {
        finish(() => {
          waiting.abandoned = true;
          const queued = this.queue.indexOf(waiting);
          if (queued >= 0) this.queue.splice(queued, 1);
          controller.abort();
          reject(new SpeechRecognitionError("timeout", `No recognition within ${this.options.timeoutMs} ms; try again.`));
        });
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
              (value) => finish(() => resolve(value)),
              (error: unknown) => finish(() => reject(error)),
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
