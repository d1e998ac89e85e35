/**
 * A real SMTP server on loopback (the smtp-server package) for the mail tests: a free port, an
 * inbox that collects what arrives, a poll helper and the mail settings the tests start senders with.
 */
import net from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Listens on `port` (no auth, no STARTTLS) and appends every delivered message to `inbox`. */
export async function startSmtp(port: number, inbox: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return server;
}

export const closeSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Polls `check` every 50 ms until it returns something truthy. */
export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Transport and sender settings with short retry times; `smtpUrl` unset means .eml files. */
export function mailSettings(overrides: { smtpUrl?: string; outboxDir?: string; retryBaseMs?: number; maxAttempts?: number } = {}) {
  return {
    smtpUrl: undefined as string | undefined,
    from: "Kathana AI <no-reply@kathana.example>",
    outboxDir: process.env.MAIL_DIR!,
    pollMs: 100,
    retryBaseMs: 300,
    maxAttempts: 5,
    ...overrides,
  };
}

/** Undo quoted-printable soft line breaks so a long link or a marker can be matched. */
export function unfold(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}
