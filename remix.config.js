/** Classic Remix compiler, ESM server build, flat routes (v2 convention). */
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}", "**/*.css.d.ts"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverDependenciesToBundle: [/^keen-slider/],
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {},
};
