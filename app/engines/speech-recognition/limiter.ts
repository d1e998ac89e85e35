/** The shared engine limiter (speech recognition), answering with this engine's typed errors. */
import { EngineLimiter, type LimiterOptions } from "../limiter";
import { SpeechRecognitionError } from "./errors";

export type { LimiterOptions };

export class TaskLimiter extends EngineLimiter {
  constructor(options: LimiterOptions) {
    super(options, {
      busy: () => new SpeechRecognitionError("busy", "The speech recogniser is busy; try again in a moment."),
      timeout: (ms) => new SpeechRecognitionError("timeout", `No recognition within ${ms} ms; try again.`),
    });
  }
}
