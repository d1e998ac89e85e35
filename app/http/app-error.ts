/**
 * The one error type of the application. Feature and engine code throws it for anything the client
 * caused or must wait out (bad input, refused access, limits, a busy engine); the route edge turns it
 * into an answer: JSON `{ success: false, error }` for the API (`app/http/reply.server.ts`), action
 * data for the pages. Its status is a 4xx or a 503, never a 500.
 */
export interface AppErrorOptions {
  /** A stable machine-readable reason (engines: "busy", "too_large"…). */
  code?: string;
  /** Headers the answer must carry (Retry-After, Allow, WWW-Authenticate). */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.status = status;
    this.code = options.code;
    this.headers = options.headers ?? {};
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * Base of the engines' typed failures: the code decides the status through the engine's own table,
 * so an engine never picks a status by hand.
 */
class EngineError<Code extends string> extends AppError {
  declare readonly code: Code;

  constructor(name: string, statusOf: Record<Code, number>, code: Code, message: string, options: { cause?: unknown; headers?: Record<string, string> } = {}) {
    super(statusOf[code], message, { ...options, code });
    this.name = name;
  }
}

/**
 * The typed error class of one engine: its name, and the status each of its codes answers
 * (`new FoodEngineError("busy", message)`; `error instanceof FoodEngineError`).
 */
export function engineErrorClass<Code extends string>(name: string, statusOf: Record<Code, number>) {
  return class extends EngineError<Code> {
    constructor(code: Code, message: string, options: { cause?: unknown; headers?: Record<string, string> } = {}) {
      super(name, statusOf, code, message, options);
    }
  };
}
