/** The scheduled retention purge of voice demo recordings (started and stopped with the server). */
import { getConfig } from "~/config.server";
import { logError, logInfo } from "~/log.server";
import { purgeVoiceRecordings } from "./storage.server";

let timer: NodeJS.Timeout | null = null;
let running: Promise<void> | null = null;

async function purgeOnce(days: number): Promise<void> {
  try {
    const deleted = await purgeVoiceRecordings(days);
    if (deleted > 0) logInfo("voice_retention_purge", { deleted, retentionDays: days });
  } catch (error) {
    logError("voice_retention_purge_failed", { error: error instanceof Error ? error.message : String(error) });
  }
}

export function startVoiceRetention(config = getConfig().voiceDemo): void {
  if (timer) return;
  const run = () => {
    if (running) return;
    running = purgeOnce(config.retentionDays).finally(() => {
      running = null;
    });
  };
  run();
  timer = setInterval(run, config.purgeIntervalMs);
  timer.unref();
}

/** Stops the schedule and waits for a purge in progress, so the database can close under nothing. */
export async function stopVoiceRetention(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  if (running) await running;
}
