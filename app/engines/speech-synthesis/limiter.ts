/** The shared engine limiter (speech synthesis), answering with this engine's typed errors. */
import { EngineLimiter, type LimiterOptions } from "../limiter";
import { SpeechSynthesisError } from "./errors";

export type { LimiterOptions };

export class TaskLimiter extends EngineLimiter {
  constructor(options: LimiterOptions) {
    super(options, {
      busy: () => new SpeechSynthesisError("busy", "The speech engine is busy; try again in a moment."),
      timeout: (ms) => new SpeechSynthesisError("timeout", `No audio within ${ms} ms.`),
    });
  }
}
