/**
 * The house's layering (issue 42, decision 0160), checked by `npm run lint`:
 *   ground floor  config.server.ts, log.server.ts, text/, audio/wav.ts, db/, i18n/languages.ts and i18n/language.server.ts (which language a request is in)
 *   request edge  http/ (the one place requests become answers; imports only the ground floor)
 *   services      security/, content/, mail/, engines/
 *   features      auth/, contact/, assistant/, demos/, preview/, analytics/, seo/, developers/, blog/, jobs/
 *   pages         routes/, components/, root.tsx, entry.*
 * A floor imports only floors below it and its own; no two folders import each other (at any depth).
 */
const FEATURES = "^app/(auth|contact|assistant|demos|preview|analytics|seo|developers|jobs)/";
const PAGES = "^app/(routes|components)/|^app/(root|entry\\.server|entry\\.client)\\.tsx$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-file-cycles", severity: "error", comment: "Modules that import each other.", from: {}, to: { circular: true } },
    {
      name: "no-folder-cycles",
      severity: "error",
      comment: "Folders that import each other, directly or around a loop (content → http → preview → content).",
      scope: "folder",
      from: { path: "^app/" },
      to: { circular: true },
    },
    {
      name: "http-is-the-ground-floor-edge",
      severity: "error",
      comment: "http/ imports only the ground floor: features pass what it needs in (access checks, the preview flag).",
      from: { path: "^app/http/" },
      to: {
        path: "^app/",
        pathNot: "^app/(http/|config\\.server\\.ts$|log\\.server\\.ts$|db/|text/|i18n/languages\\.(ts|json)$|i18n/language\\.server\\.ts$)",
      },
    },
    {
      name: "ground-floor-imports-nothing-above",
      severity: "error",
      from: { path: "^app/(config\\.server|log\\.server)\\.ts$|^app/(text|db)/|^app/i18n/(languages\\.ts|language\\.server\\.ts)$" },
      to: { path: "^app/", pathNot: "^app/(config\\.server\\.ts$|log\\.server\\.ts$|text/|db/|i18n/languages\\.(ts|json)$|i18n/language\\.server\\.ts$)" },
    },
    {
      name: "services-import-no-feature-or-page",
      severity: "error",
      from: { path: "^app/(security|content|mail|engines)/" },
      to: { path: `${FEATURES}|${PAGES}` },
    },
    {
      name: "features-import-no-route",
      severity: "error",
      comment: "Server features are called by routes, never the other way round.",
      from: { path: FEATURES },
      to: { path: "^app/routes/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$|^app/sanity\\.types\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
