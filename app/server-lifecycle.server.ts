import { backgroundWritesDone } from "~/db/background-writes.server";
import { initDatabase, closeDatabase } from "~/db/db.server";
import { backfillUsernameKeys } from "~/auth/username.server";
import { assertSharedSettings } from "~/security/signing-keys.server";
import { initContent } from "~/content/content.server";
import { initAssistant, prepareOtherLanguages } from "~/assistant/index.server";
import { questionsKept } from "~/assistant/question-log.server";
import { startContentChangeFeed } from "~/content/change-feed.server";
import { startMailSender, stopMailSender } from "~/mail/sender.server";
import { closeFoodEngine, startFoodEngine } from "~/engines/food-recognition/food-recognition.server";
import { closeSpeechSynthesis, initSpeechSynthesis } from "~/engines/speech-synthesis/speech-synthesis.server";
import { closeSpeechRecognizer, initSpeechRecognizer } from "~/engines/speech-recognition/speech-recognition.server";
import { startScheduledJobs, stopScheduledJobs } from "~/jobs/scheduled-jobs.server";

/**
 * Start-up work done before the server accepts requests: never on the first request. The settings
 * were parsed before this (server.js calls serverConfig() first; a bad value stops it there).
 */
export async function startServer(): Promise<void> {
  assertSharedSettings(); // before anything opens: a misconfigured instance must not start
  const database = await initDatabase();
  await backfillUsernameKeys(database.db);
  await initContent();
  await initAssistant(); // the assistant's index of the published content, before the first question
  prepareOtherLanguages(); // and the other languages' indexes, without holding the start for them
  await startContentChangeFeed(); // a webhook received by another instance clears this one's cache too
  await startFoodEngine(); // the local model loads on first use; a missing one is logged here, not fatal
  // The local engines are set up here but load their models on first use, and let them go when idle
  // (decision 0039): a server that is not asked for speech does not hold it.
  await initSpeechSynthesis();
  await initSpeechRecognizer();
  startMailSender();
  startScheduledJobs(); // housekeeping sweeps, and the voice recordings' retention purge
}

let stopping = false;

/** SIGTERM: from now on readiness says so (a load balancer stops sending), before anything closes. */
export function beginShutdown(): void {
  stopping = true;
}

/** True once the server has begun to shut down. */
export function isStopping(): boolean {
  return stopping;
}

export async function stopServer(): Promise<void> {
  // The sender finishes its current pass before the database closes under it.
  await stopMailSender();
  await stopScheduledJobs();
  await questionsKept(); // the questions of the last answers, before the database closes
  await backgroundWritesDone(); // and their conversations' snapshots
  await closeDatabase();
  await closeFoodEngine();
  await closeSpeechSynthesis();
  await closeSpeechRecognizer();
}
