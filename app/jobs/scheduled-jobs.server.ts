/**
 * The server's scheduled jobs, started before it listens and stopped before the database closes.
 * Each job runs once at start, then every `everyMs`; a run never overlaps the previous one, and a
 * failure is logged and retried at the next tick. Every instance runs them: each job is an
 * idempotent delete, so two instances doing it at once is harmless.
 */
import { getConfig, type ServerConfig } from "~/config.server";
import { sweepExpiredResetTokens } from "~/auth/accounts.server";
import { sweepExpiredSessions } from "~/auth/session.server";
import { purgeVoiceRecordings } from "~/demos/voice/storage.server";
import { purgeAssistantQuestions } from "~/assistant/question-log.server";
import { purgeConversations } from "~/assistant/conversation.server";
import { purgeAssistantFeedback } from "~/assistant/feedback.server";
import { errorMessage, logError, logInfo } from "~/log.server";
import { sweepRateLimits } from "~/security/rate-limit.server";

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

/** Expired rate-limit windows, expired sessions, reset tokens a day past their expiry, assistant questions past 90 days and conversations past 2 hours. */
export const housekeepingJob: ScheduledJob = {
  name: "housekeeping",
  everyMs: 60_000,
  run: async () => {
    await sweepRateLimits();
    await sweepExpiredSessions();
    await sweepExpiredResetTokens();
    await purgeAssistantQuestions();
    await purgeConversations();
    await purgeAssistantFeedback();
  },
};

/** Voice demo recordings (and their feedback) older than VOICE_RETENTION_DAYS. */
export function voiceRetentionJob(config: ServerConfig["voiceDemo"] = getConfig().voiceDemo): ScheduledJob {
  return {
    name: "voice_retention_purge",
    everyMs: config.purgeIntervalMs,
    run: async () => {
      const deleted = await purgeVoiceRecordings(config.retentionDays);
      if (deleted > 0) logInfo("voice_retention_purge", { deleted, retentionDays: config.retentionDays });
    },
  };
}

interface Running {
  timer: NodeJS.Timeout;
  current: Promise<void> | null;
}

const running = new Map<string, Running>();

export function startScheduledJobs(jobs: ScheduledJob[] = [housekeepingJob, voiceRetentionJob()]): void {
  for (const job of jobs) {
    if (running.has(job.name)) continue;
    const entry: Running = { timer: setInterval(() => tick(job, entry), job.everyMs), current: null };
    entry.timer.unref();
    running.set(job.name, entry);
    tick(job, entry);
  }
}

function tick(job: ScheduledJob, entry: Running): void {
  if (entry.current) return;
  entry.current = job
    .run()
    .catch((error: unknown) => logError(`${job.name}_failed`, { error: errorMessage(error) }))
    .finally(() => {
      entry.current = null;
    });
}

/** Stops every schedule and waits for runs in progress, so the database never closes under one. */
export async function stopScheduledJobs(): Promise<void> {
  const entries = [...running.values()];
  running.clear();
  for (const entry of entries) clearInterval(entry.timer);
  await Promise.all(entries.map((entry) => entry.current));
}
