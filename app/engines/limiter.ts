/**
 * The engines' shared concurrency cap with a bounded queue and a time limit (queueing included),
 * so a burst of demo use cannot starve the server: at most `concurrency` tasks run, at most
 * `maxQueue` wait, beyond that `busy` at once; past the time limit `timeout`, and the task's signal
 * is aborted so its process or worker is stopped. A task keeps its slot until it really ends, so
 * the cap stays true even after a timeout. Each engine supplies its own typed errors.
 */

export interface LimiterOptions {
  concurrency: number;
  maxQueue: number;
  timeoutMs: number;
}

export interface LimiterErrors {
  busy: () => Error;
  timeout: (timeoutMs: number) => Error;
}

interface Waiting {
  start: () => void;
  abandoned: boolean;
}

export class EngineLimiter {
  private running = 0;
  private readonly queue: Waiting[] = [];

  constructor(
    private readonly options: LimiterOptions,
    private readonly errors: LimiterErrors,
  ) {
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
      return Promise.reject(this.errors.busy());
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
          reject(this.errors.timeout(this.options.timeoutMs));
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
