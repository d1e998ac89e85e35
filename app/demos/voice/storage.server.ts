/** voice_recordings / voice_feedback: one row per upload, feedback against it, purged by age. */
import { eq, lt } from "drizzle-orm";
import { getDb, type Database } from "~/db/db.server";
import { voiceFeedback, voiceRecordings } from "~/db/schema";

export type VoiceSource = "voicedemoupload" | "voicedemoupload2";
export const FEEDBACK_VALUES = ["Yes", "Somewhat", "No"] as const;
export type FeedbackValue = (typeof FEEDBACK_VALUES)[number];

export interface NewRecording {
  wav: Buffer;
  text: string;
  confidence: number;
  inList: boolean;
  phrases: string[] | null;
  source: VoiceSource;
}

/** One insert: the bytes and the result are stored together or not at all. */
export async function storeRecording(rec: NewRecording, db: Database = getDb()): Promise<string> {
  const [row] = await db
    .insert(voiceRecordings)
    .values({
      wav: rec.wav,
      recognisedText: rec.text,
      confidence: rec.confidence,
      inList: rec.inList,
      phrases: rec.phrases,
      source: rec.source,
    })
    .returning({ id: voiceRecordings.id });
  return row!.id;
}

/** False when no such recording exists (never stored, or already purged). */
export async function storeFeedback(recordingId: string, response: string, feedback: FeedbackValue, db: Database = getDb()): Promise<boolean> {
  const [found] = await db.select({ id: voiceRecordings.id }).from(voiceRecordings).where(eq(voiceRecordings.id, recordingId));
  if (!found) return false;
  await db.insert(voiceFeedback).values({ recordingId, response, feedback });
  return true;
}

/** Deletes recordings older than `days` (their feedback goes with them, ON DELETE CASCADE). */
export async function purgeVoiceRecordings(days: number, now: Date = new Date(), db: Database = getDb()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(voiceRecordings).where(lt(voiceRecordings.createdAt, cutoff)).returning({ id: voiceRecordings.id });
  return deleted.length;
}
