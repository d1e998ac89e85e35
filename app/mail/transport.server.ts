/**
 * nodemailer transports: SMTP when SMTP_URL is set, else .eml files under var/mail/ (DATA_DIR) with
 * the links of each mail logged, so a developer can follow a reset link without a mail server.
 */
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { getConfig } from "~/config.server";

interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailTransport(config = getConfig().mail): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.outboxDir);
}

function smtpTransport(smtpUrl: string): MailTransport {
  // Short timeouts: an unreachable server is retried by the outbox, not waited on here.
  const transporter: Transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail({ ...toNodemailer(message) });
    },
    close() {
      transporter.close();
    },
  };
}

function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${message.id}.eml`);
      // Written under a temporary name first, so a reader never sees half a mail.
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      console.info(
        JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "mail written", to: message.to, subject: message.subject, file, links }),
      );
    },
    close() {
      transporter.close();
    },
  };
}

function toNodemailer(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    messageId: `<${message.id}@${message.from.replace(/^.*@/, "").replace(/>.*$/, "") || "localhost"}>`,
  };
}
