/**
 * The benchmarks measure the app's own TypeScript modules without a build: this loads them
 * through Vite's module runner, with the app's `~` alias. `load("/app/…")` returns a module;
 * `close()` when done.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export async function appModules() {
  const vite = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { "~": path.join(ROOT, "app") } },
  });
  return { load: (file) => vite.ssrLoadModule(file), close: () => vite.close() };
}
