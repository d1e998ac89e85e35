import { initDatabase, closeDatabase } from "~/db/db.server";
import { initContent } from "~/content/content.server";
import { startMailSender, stopMailSender } from "~/mail/sender.server";

/** Start-up work done before the server accepts requests: never on the first request. */
export async function startServer(): Promise<void> {
  await initDatabase();
  await initContent();
  startMailSender();
}

export async function stopServer(): Promise<void> {
  // The sender finishes its current pass before the database closes under it.
  await stopMailSender();
  await closeDatabase();
}
