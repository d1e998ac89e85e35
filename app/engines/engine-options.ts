/**
 * Options every engine shares. Each engine bounds its work the same way (at most `concurrency` at
 * once, `maxQueue` waiting, `timeoutMs` per request including the wait: app/engines/limiter.ts),
 * and each remote implementation calls the provider's hosted engine at `url` with `key`.
 */
export interface EngineBounds {
  concurrency?: number;
  maxQueue?: number;
  timeoutMs?: number;
}

export interface RemoteEngineEndpoint extends EngineBounds {
  /** Base URL of the hosted engine (each engine's README has the contract). */
  url: string;
  /** Bearer key, when the hosted engine wants one. */
  key?: string;
}
