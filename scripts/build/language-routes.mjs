/**
 * The site's pages again behind each language's prefix (/hi/…, /bn/…): every page route of
 * app/routes (a folder with a route.tsx) gets a twin whose path starts with the language code, the
 * same module serving both (decision 0180). Static prefixes rank above the pages' own dynamic
 * segments (/:industry), which an optional `($lang)` segment would not. Read by remix.config.js
 * from the language catalogue (app/i18n/languages.json); the first language is the default one,
 * at the unprefixed paths. Resource routes (api.*, content.*, sitemap, robots, health) have none.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** A flat-routes folder name as a path: "blogs.$id" → "blogs/:id", "_index" → "", "$" → "*". */
export function pathOfRouteFolder(folder) {
  return folder
    .split(".")
    .filter((segment) => segment !== "_index")
    .map((segment) => (segment === "$" ? "*" : segment.startsWith("$") ? `:${segment.slice(1)}` : segment))
    .join("/");
}

export function languageCatalogue(appDir) {
  return JSON.parse(readFileSync(path.join(appDir, "i18n", "languages.json"), "utf8"));
}

/** For remix.config.js's `routes`: one route per (language other than the default, page). */
export function defineLanguageRoutes(defineRoutes, appDir) {
  const languages = languageCatalogue(appDir).slice(1);
  const pages = readdirSync(path.join(appDir, "routes"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(appDir, "routes", entry.name, "route.tsx")))
    .map((entry) => entry.name)
    .sort();
  return defineRoutes((route) => {
    for (const { code } of languages) {
      // A language with a catalogue: its pages under its layout route, which brings the catalogue.
      const layout = `i18n/messages/${code}/route.tsx`;
      if (existsSync(path.join(appDir, layout))) {
        route(code, layout, { id: `i18n/${code}` }, () => {
          for (const folder of pages) {
            const rest = pathOfRouteFolder(folder);
            route(rest || undefined, `routes/${folder}/route.tsx`, rest ? { id: `${code}/${folder}` } : { id: `${code}/${folder}`, index: true });
          }
        });
        continue;
      }
      for (const folder of pages) {
        const rest = pathOfRouteFolder(folder);
        route(rest ? `${code}/${rest}` : code, `routes/${folder}/route.tsx`, { id: `${code}/${folder}` });
      }
    }
  });
}
