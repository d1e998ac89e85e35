/**
 * Typed failures of the food engine. The code decides the HTTP status (see app/http/app-error.ts): bad input is a 4xx,
 * an engine that cannot answer now is a 503; nothing here is ever a 500.
 */
import { engineErrorClass } from "~/http/app-error";
export type FoodEngineErrorCode =
  | "invalid_image" // empty, truncated, corrupt or unreadable image
  | "unsupported_type" // not a JPEG or PNG (by bytes, declared type or extension)
  | "too_large" // over the byte or pixel cap
  | "busy" // concurrency cap and queue full
  | "timeout" // no answer within the time limit
  | "unavailable"; // model not loaded / remote engine unreachable or broken

export const FoodEngineError = engineErrorClass<FoodEngineErrorCode>("FoodEngineError", {
  invalid_image: 400,
  unsupported_type: 415,
  too_large: 413,
  busy: 503,
  timeout: 503,
  unavailable: 503,
});
export type FoodEngineError = InstanceType<typeof FoodEngineError>;
