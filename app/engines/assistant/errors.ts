/**
 * Typed failures of the assistant engine (the remote one: the local engine answers or declines).
 * The code decides the HTTP status (app/http/app-error.ts): all are 503, never a 500.
 */
import { engineErrorClass } from "~/http/app-error";

export type AssistantEngineErrorCode =
  | "busy" // concurrency cap and queue full, or the hosted engine says so
  | "timeout" // no answer within the time limit
  | "unavailable"; // the hosted engine is unreachable or answered something unexpected

export const AssistantEngineError = engineErrorClass<AssistantEngineErrorCode>("AssistantEngineError", { busy: 503, timeout: 503, unavailable: 503 });
export type AssistantEngineError = InstanceType<typeof AssistantEngineError>;
