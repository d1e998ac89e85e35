import { initDatabase, closeDatabase } from "~/db/db.server";
import { initContent } from "~/content/content.server";

/** Start-up work done before the server accepts requests: never on the first request. */
export async function startServer(): Promise<void> {
  await initDatabase();
  await initContent();
}

export async function stopServer(): Promise<void> {
  await closeDatabase();
}
