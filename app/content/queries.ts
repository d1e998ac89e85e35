import { defineQuery } from "groq";

/*
 * Every GROQ query the app runs. Result types are generated into app/sanity.types.ts by
 * `npm run typegen` from these definitions and the Studio schema.
 * The calls are marked pure so the browser bundles, which never run loaders, drop the query text.
 */

/** Header menu, footer and site settings: what the layout of every page needs. */
export const LAYOUT_QUERY = /* @__PURE__ */ defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    siteName, tagline, logo, blurb, copyright, socialLabel, socialUrl, defaultDescription
  },
  "menu": *[_type == "headerMenu" && _id == "headerMenu"][0].groups[]{
    _key, label, "links": links[]{ _key, label, href, "productTitle": product->title }
  },
  "footer": *[_type == "footer" && _id == "footer"][0].columns[]{
    _key, heading, "links": links[]{ _key, label, href, "productTitle": product->title }
  }
}`);

/** Title, heading and description of a route that has no document of its own. */
export const PAGE_META_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "pageMeta" && path == $path][0]{ path, title, heading, description }`,
);

export const INDUSTRY_PAGE_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "industry" && slug.current == $slug][0]{ industryId, title, tabLabel, "slug": slug.current, summary }`,
);

export const PRODUCTS_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "product"] | order(order asc){ _id, title, "slug": slug.current, summary }`,
);

export const BLOG_POST_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "blogPost" && blogId == $id][0]{ blogId, title, excerpt }`,
);

export const BLOG_LIST_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "blogPost"] | order(blogId asc){ blogId, title, excerpt }`,
);

export const LEGAL_PAGE_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "legalPage" && slug.current == $slug][0]{ title, "slug": slug.current, updatedAt, body }`,
);

export const CONTACT_PAGE_QUERY = /* @__PURE__ */ defineQuery(`{
  "page": *[_type == "contactPage" && _id == "contactPage"][0]{ title, heading, intro },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    contactEmail, phone, address, mapUrl, mapLabel
  }
}`);

export const CAREERS_PAGE_QUERY = /* @__PURE__ */ defineQuery(`{
  "page": *[_type == "careersPage" && _id == "careersPage"][0]{ title, heading, intro },
  "careers": *[_type == "career"] | order(order asc){ _id, position, description, location, employmentType },
  "careersEmail": *[_type == "siteSettings" && _id == "siteSettings"][0].careersEmail
}`);

export const COMING_SOON_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "comingSoonPage" && _id == "comingSoonPage"][0]{ title, image }`,
);

export const DEVELOPER_SERVICES_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "developerServicesPage" && _id == "developerServicesPage"][0]{
    title, bannerHeading, bannerText, bannerImage,
    developerUsesHeading, developerUses[]{ _key, title, description },
    apiUsesHeading, apiUses[]{ _key, title, description },
    ctaLabel, ctaHref
  }`,
);

export const VIDEO_DEMO_QUERY = /* @__PURE__ */ defineQuery(
  `*[_type == "videoDemoPage" && _id == "videoDemoPage"][0]{
    title, heading, intro, image, features[]{ _key, title, description }, externalLabel, externalUrl
  }`,
);

/** Cheap query used by the readiness probe. */
export const READINESS_QUERY = /* @__PURE__ */ defineQuery(`count(*[_type == "siteSettings"])`);
