import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations are applied by the app at start (app/db/db.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
  strict: true,
  verbose: true,
});
