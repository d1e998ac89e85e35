/** The shared engine limiter (food recognition), answering with this engine's typed errors. */
import { EngineLimiter, type LimiterOptions } from "../limiter";
import { FoodEngineError } from "./errors";

export type { LimiterOptions };

export class TaskLimiter extends EngineLimiter {
  constructor(options: LimiterOptions) {
    super(options, {
      busy: () => new FoodEngineError("busy", "The recogniser is busy; try again in a moment."),
      timeout: (ms) => new FoodEngineError("timeout", `No answer within ${ms} ms.`),
    });
  }
}
