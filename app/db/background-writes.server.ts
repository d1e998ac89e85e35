/**
 * Writes a request does not wait for (the assistant's question log, a conversation's snapshot):
 * each is started at once and tracked until it ends; a failure is logged, never the visitor's
 * problem. Shutdown, the benchmark and the tests wait for them before the database closes.
 */
import { errorMessage, logWarning } from "~/log.server";

const pending = new Set<Promise<void>>();

/** Starts `write`; when it fails, logs `warning` with `fields` and the error. */
export function writeInBackground(write: () => PromiseLike<unknown>, warning: string, fields: Record<string, unknown> = {}): void {
  // (In a promise: a database already closed is a warning, not an error thrown in a timer.)
  const done: Promise<void> = Promise.resolve()
    .then(write)
    .then(
      () => undefined,
      (error: unknown) => logWarning(warning, { ...fields, error: errorMessage(error) }),
    )
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves when every write started so far has ended. */
export async function backgroundWritesDone(): Promise<void> {
  await Promise.all(pending);
}
