/**
 * Background sender of the mail outbox. Started by server-lifecycle at server start, stopped on
 * shutdown. Each pass claims due rows (a lease, so several instances never send one row twice),
 * sends them, and on failure schedules the next attempt with exponential backoff.
 */
import { sql } from "drizzle-orm";
import { getConfig } from "~/config.server";
import { executeRows, getDb, type Database } from "~/db/db.server";
import { composeDeferredMail, DEFERRED_KIND_PREFIX } from "./composers.server";
import { createMailTransport, type MailTransport } from "./transport.server";

const BATCH = 10;
const LEASE_SECONDS = 120;
const MAX_BACKOFF_MS = 60 * 60_000;

interface ClaimedRow extends Record<string, unknown> {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export interface SenderOptions {
  db?: Database;
  transport?: MailTransport;
  pollMs?: number;
  retryBaseMs?: number;
  maxAttempts?: number;
  from?: string;
}

export interface PassResult {
  sent: number;
  failed: number;
}

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base… capped at one hour. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** One pass over the due rows. Exported for tests and for a one-shot flush. */
export async function deliverDueMail(options: SenderOptions = {}): Promise<PassResult> {
  const config = getConfig().mail;
  const db = options.db ?? getDb();
  const transport = options.transport ?? createMailTransport();
  const ownsTransport = !options.transport;
  const retryBaseMs = options.retryBaseMs ?? config.retryBaseMs;
  const maxAttempts = options.maxAttempts ?? config.maxAttempts;
  const from = options.from ?? config.from;
  const result: PassResult = { sent: 0, failed: 0 };
  try {
    await composeDeferredMail(db);
    const rows = await executeRows<ClaimedRow>(
      db,
      sql`update mail_outbox set attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
          where id in (
            select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
              and kind not like ${`${DEFERRED_KIND_PREFIX}%`}
            order by next_attempt_at limit ${BATCH} for update skip locked)
          returning id, "to", subject, text, html, attempts`,
    );
    for (const row of rows) {
      try {
        await transport.send({ id: row.id, from, to: row.to, subject: row.subject, text: row.text, html: row.html });
        await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = ${row.id}`);
        result.sent++;
      } catch (error) {
        result.failed++;
        const attempts = Number(row.attempts);
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = attempts >= maxAttempts;
        const delay = backoffMs(attempts, retryBaseMs);
        await db.execute(
          sql`update mail_outbox set last_error = ${message.slice(0, 1000)},
                status = ${giveUp ? "failed" : "pending"},
                next_attempt_at = now() + make_interval(secs => ${delay / 1000})
              where id = ${row.id}`,
        );
        console.warn(
          JSON.stringify({
            time: new Date().toISOString(),
            level: giveUp ? "error" : "warn",
            msg: giveUp ? "mail failed, giving up" : "mail failed, will retry",
            id: row.id,
            attempts,
            retryInMs: giveUp ? undefined : delay,
            error: message,
          }),
        );
      }
    }
  } finally {
    if (ownsTransport) transport.close();
  }
  return result;
}

interface SenderState {
  timer: NodeJS.Timeout | undefined;
  running: Promise<unknown> | undefined;
  stopped: boolean;
  wakeRequested: boolean;
  options: SenderOptions;
  transport: MailTransport | undefined;
}

const STATE_KEY = Symbol.for("multimodal-ai-site.mail-sender");
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: SenderState };

function state(): SenderState | undefined {
  return globalState[STATE_KEY];
}

async function runPass(s: SenderState): Promise<void> {
  s.wakeRequested = false;
  try {
    await deliverDueMail({ ...s.options, transport: s.transport });
  } catch (error) {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "mail sender pass failed", error: String(error) }));
  }
}

function schedule(s: SenderState, delayMs: number): void {
  if (s.stopped) return;
  clearTimeout(s.timer);
  s.timer = setTimeout(() => {
    s.running = runPass(s).finally(() => {
      s.running = undefined;
      schedule(s, s.wakeRequested ? 0 : (s.options.pollMs ?? getConfig().mail.pollMs));
    });
  }, delayMs);
  s.timer.unref();
}

/** Starts the process-wide sender (idempotent). */
export function startMailSender(options: SenderOptions = {}): void {
  if (state() && !state()!.stopped) return;
  const s: SenderState = {
    timer: undefined,
    running: undefined,
    stopped: false,
    wakeRequested: false,
    options,
    transport: options.transport ?? createMailTransport(),
  };
  globalState[STATE_KEY] = s;
  schedule(s, 0);
}

/** Asks the sender for a pass now (after a transaction that enqueued mail has committed). */
export function wakeMailSender(): void {
  const s = state();
  if (!s || s.stopped) return;
  if (s.running) s.wakeRequested = true;
  else schedule(s, 0);
}

/** Stops polling and waits for a pass in progress, so shutdown never cuts a send in half. */
export async function stopMailSender(): Promise<void> {
  const s = state();
  if (!s || s.stopped) return;
  s.stopped = true;
  clearTimeout(s.timer);
  await s.running;
  if (!s.options.transport) s.transport?.close();
}
