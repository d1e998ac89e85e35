/**
 * Project and dataset the Studio talks to. Both come from the environment so the same build
 * serves any hosted project; the defaults let `sanity build` and `sanity schema extract` run
 * offline without a real project.
 *
 * Only variables prefixed `SANITY_STUDIO_` reach the browser bundle.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

/** API version used by custom validation queries (uniqueness checks). */
export const apiVersion = '2025-02-19'

/**
 * The site the Presentation tool shows beside a document (its origin; preview sessions are entered
 * through its /api/preview-mode/enable). Default: the site's own development address.
 */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || 'http://localhost:3000'
