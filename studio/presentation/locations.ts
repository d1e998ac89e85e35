import {defineDocuments, defineLocations, type DocumentLocation} from 'sanity/presentation'

import siteLanguages from '../../app/i18n/languages.json'

/** The site's default language: its pages have no prefix. */
const DEFAULT_LANGUAGE = siteLanguages[0]!.code

/*
 * Where each document shows on the site, for the Presentation tool: the "Used on N pages" list in
 * a document (each entry opens that page beside the form) and the main document of each route
 * (opening a page in Presentation opens the document that page is about). Routes are SPEC §1's.
 */

const page = (title: string, href: string): DocumentLocation => ({title, href})

const HOME = page('Home page', '/')
const ALL_DEMOS = page('All Demos', '/demos/alldemos')
const INDUSTRY_PAGES = [
  ['BFSI', '/bfsi'],
  ['FMCG', '/fmcg'],
  ['Quick service restaurants', '/quickservicerestaurants'],
  ['Automobiles', '/automobiles'],
  ['Healthcare', '/healthcare'],
  ['Travel and hospitality', '/travelandhospitality'],
] as const

/** Singletons that are a page: the document each of these routes is about. */
const pageSingletons: Record<string, DocumentLocation[]> = {
  homePage: [HOME],
  aboutPage: [page('About', '/about')],
  careersPage: [page('Careers', '/careers')],
  contactPage: [page('Contact', '/contact')],
  comingSoonPage: [page('Coming soon', '/comingsoon')],
  developerServicesPage: [page('Developer services', '/developers/services')],
  videoDemoPage: [page('Video demo', '/demos/video')],
  voiceDemoPage: [page('Voice demo', '/demos/voice'), page('Voice demo (recorded upload)', '/demos/voice/2')],
  textDemoPage: [page('Text to speech demo', '/demos/text')],
  imageDemoPage: [page('Image demo', '/demos/image')],
}

/** Singletons shown on every page: a few pages stand for them all. */
const sharedSingletons: Record<string, DocumentLocation[]> = {
  siteSettings: [HOME, page('Blog', '/blogs')],
  headerMenu: [HOME, ALL_DEMOS],
  footer: [HOME, page('About', '/about')],
}

const fixed = (locations: DocumentLocation[]) => defineLocations({locations})

export const locations = {
  ...Object.fromEntries(Object.entries({...pageSingletons, ...sharedSingletons}).map(([type, list]) => [type, fixed(list)])),
  blogPost: defineLocations({
    select: {title: 'title', blogId: 'blogId'},
    resolve: (doc) => (doc?.blogId ? {locations: [page(doc.title || 'Blog post', `/blogs/${doc.blogId}`), page('Blog', '/blogs')]} : null),
  }),
  industry: defineLocations({
    select: {title: 'title', slug: 'slug.current'},
    resolve: (doc) => (doc?.slug ? {locations: [page(doc.title || doc.slug, `/${doc.slug}`), HOME]} : null),
  }),
  legalPage: defineLocations({
    select: {title: 'title', slug: 'slug.current'},
    resolve: (doc) => (doc?.slug ? {locations: [page(doc.title || doc.slug, `/${doc.slug}`)]} : null),
  }),
  pageMeta: defineLocations({
    select: {title: 'title', path: 'path'},
    resolve: (doc) => (doc?.path ? {locations: [page(doc.title || doc.path, doc.path)]} : null),
  }),
  banner: fixed([HOME]),
  medium: fixed([HOME]),
  testimonial: fixed([HOME]),
  demoCard: fixed([ALL_DEMOS, HOME, ...INDUSTRY_PAGES.map(([title, href]) => page(title, href))]),
  product: fixed([page('Our products', '/ourproducts')]),
  career: fixed([page('Careers', '/careers')]),
  voiceCategory: fixed([page('Voice demo', '/demos/voice')]),
  textCategory: fixed([page('Text to speech demo', '/demos/text')]),
  foodPhoto: fixed([page('Image demo', '/demos/image')]),
}

export const mainDocuments = defineDocuments([
  ...Object.entries(pageSingletons).map(([type, list]) => ({route: list.map((l) => l.href), type})),
  {route: '/blogs/:id', filter: `_type == "blogPost" && string(blogId) == $id`, params: ({params}) => ({id: params.id ?? ''})},
  {route: ['/privacypolicy', '/termsofuse'], filter: `_type == "legalPage" && slug.current == $slug`, params: ({path}) => ({slug: path.slice(1)})},
  {route: '/:industry', filter: `_type == "industry" && slug.current == $industry`, params: ({params}) => ({industry: params.industry ?? ''})},
])

/** The first page showing `doc` (for "Open on the site" in a document's menu), if any. */
export function sitePath(doc: {_type: string} & Record<string, unknown>): string | undefined {
  const resolver = (locations as Record<string, ReturnType<typeof defineLocations>>)[doc._type]
  if (!resolver) return undefined
  if (!('select' in resolver)) return inLanguage(resolver.locations?.[0]?.href, doc.language)
  const field = (path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc)
  const selected = Object.fromEntries(Object.entries(resolver.select).map(([key, path]) => [key, field(path)]))
  return inLanguage(resolver.resolve(selected)?.locations?.[0]?.href, doc.language)
}

/** A translated document's page is its language's ("/bfsi" of a Hindi document → "/hi/bfsi"). */
function inLanguage(href: string | undefined, language: unknown): string | undefined {
  if (!href || typeof language !== 'string' || language === DEFAULT_LANGUAGE) return href
  return href === '/' ? `/${language}` : `/${language}${href}`
}
