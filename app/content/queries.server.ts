import { defineQuery } from "groq";

/*
 * Every GROQ query the app runs. Result types are generated into app/sanity.types.ts by
 * `npm run typegen` from these definitions and the Studio schema. A server module: the browser
 * bundles, which never run loaders, get none of the query text.
 */

/**
 * A demo card's fields, as every list of demo cards asks for them (the shared DemoCard shows them).
 * Interpolated into the queries below; typegen reads the constant.
 */
const DEMO_CARD_FIELDS = `_id, title, image, medium, link, description, audioIndia, audioUs, transcript,
  "industry": industry->{ industryId, tabLabel, demoFilterLabel, "slug": slug.current }`;

/** Header menu, footer and site settings: what the layout of every page needs. */
export const LAYOUT_QUERY = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    siteName, tagline, logo, blurb, copyright, socialLabel, socialUrl, defaultDescription, shareImage
  },
  "menu": *[_type == "headerMenu" && _id == "headerMenu"][0].groups[]{
    _key, label, "links": links[]{ _key, label, href, "productTitle": product->title }
  },
  "footer": *[_type == "footer" && _id == "footer"][0].columns[]{
    _key, heading, "links": links[]{ _key, label, href, "productTitle": product->title }
  }
}`);

/** Title, heading and description of a route that has no document of its own. */
export const PAGE_META_QUERY = defineQuery(`*[_type == "pageMeta" && path == $path][0]{ path, title, heading, description }`);

/**
 * A use-case page: the platform fields, banner, demo cards, call-flow tabs (structured steps) and
 * the explore cards of the other industries.
 */
export const INDUSTRY_PAGE_QUERY = defineQuery(
  `*[_type == "industry" && slug.current == $slug][0]{ industryId, title, tabLabel, "slug": slug.current, summary,
    demoFilterLabel, coverImage, bannerHeading, bannerText, bannerAudio, bannerImage,
    "demos": pageDemos[]{ _key, ...@->{ ${DEMO_CARD_FIELDS} } },
    useCaseTabs[]{ _key, label, isDefault,
      callFlow{ title, summary, diagram, steps[]{ _key, speaker, text, branch } } },
    "explore": *[_type == "industry" && slug.current != $slug] | order(industryId asc){
      _id, "slug": slug.current, tabLabel, exploreCard{ text, image } }
  }`,
);

/** An industry's call-flow tab labels by key: the page in another language names its tabs by them too. */
export const INDUSTRY_TAB_LABELS_QUERY = defineQuery(`*[_type == "industry" && slug.current == $slug][0].useCaseTabs[]{ _key, label }`);

/** The five products in order, with what /ourproducts and the home page cards show. */
export const PRODUCTS_QUERY = defineQuery(
  `*[_type == "product"] | order(order asc){ _id, title, "slug": slug.current, summary,
    image, bullets, video, websiteUrl, scheduleDemo, knowMore }`,
);

/** /ourproducts: every product with its video's captions (PRODUCTS_QUERY serves the cards elsewhere). */
export const PRODUCTS_PAGE_QUERY = defineQuery(
  `*[_type == "product"] | order(order asc){ _id, title, "slug": slug.current, summary,
    image, bullets, video, videoCaptions, videoCaptionsLanguage, websiteUrl, scheduleDemo }`,
);

/** A blog article with its Portable Text body and the neighbouring articles (null at the ends). */
export const BLOG_POST_QUERY = defineQuery(
  `*[_type == "blogPost" && blogId == $id][0]{ blogId, title, excerpt, coverImage, publishedAt, author, body,
    "previous": *[_type == "blogPost" && blogId == ^.blogId - 1][0]{ blogId, title },
    "next": *[_type == "blogPost" && blogId == ^.blogId + 1][0]{ blogId, title }
  }`,
);

export const BLOG_LIST_QUERY = defineQuery(`*[_type == "blogPost"] | order(blogId asc){ blogId, title, excerpt, coverImage, publishedAt, author }`);

/** The /blogs list: the cards plus each body, from which the loader computes the reading time. */
export const BLOG_INDEX_QUERY = defineQuery(`*[_type == "blogPost"] | order(blogId asc){ blogId, title, excerpt, coverImage, publishedAt, author, body }`);

/** Publisher of the articles' structured data (JSON-LD). */
export const BLOG_PUBLISHER_QUERY = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{ siteName, logo }`);

export const LEGAL_PAGE_QUERY = defineQuery(`*[_type == "legalPage" && slug.current == $slug][0]{ title, "slug": slug.current, updatedAt, body }`);

export const CONTACT_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "contactPage" && _id == "contactPage"][0]{ title, heading, intro },
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{
    contactEmail, phone, address, mapUrl, mapLabel
  }
}`);

export const CAREERS_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "careersPage" && _id == "careersPage"][0]{ title, heading, intro },
  "careers": *[_type == "career"] | order(order asc){ _id, position, description, location, employmentType },
  "careersEmail": *[_type == "siteSettings" && _id == "siteSettings"][0].careersEmail
}`);

export const COMING_SOON_QUERY = defineQuery(`*[_type == "comingSoonPage" && _id == "comingSoonPage"][0]{ title, image }`);

export const DEVELOPER_SERVICES_QUERY = defineQuery(
  `*[_type == "developerServicesPage" && _id == "developerServicesPage"][0]{
    title, bannerHeading, bannerText, bannerImage,
    developerUsesHeading, developerUses[]{ _key, title, description },
    apiUsesHeading, apiUses[]{ _key, title, description },
    ctaLabel, ctaHref
  }`,
);

export const VIDEO_DEMO_QUERY = defineQuery(
  `*[_type == "videoDemoPage" && _id == "videoDemoPage"][0]{
    title, heading, intro, image, features[]{ _key, title, description }, externalLabel, externalUrl
  }`,
);

/**
 * The home page: hero and section texts, banners, mediums, industry tabs (their demo lists are
 * HOME_INDUSTRY_DEMOS_QUERY; `initialDemos` is shown before a tab is picked), products,
 * testimonials and the logo strip.
 * Demo lists keep each entry's `_key`, so a card listed twice stays two distinct entries.
 */
export const HOME_PAGE_QUERY = defineQuery(`{
  "page": *[_type == "homePage" && _id == "homePage"][0]{
    heroHeading, heroText, heroCtaLabel, heroCtaHref, demoVideoTitle, demoVideoPoster, demoVideo,
    mediumsHeading, mediumsPlaceholder,
    whyHeading, whyCards[]{ _key, title, description, image },
    benefitsHeading, benefits[]{ _key, text, image },
    industriesHeading,
    "initialDemos": initialDemos[]{ _key, ...@->{ ${DEMO_CARD_FIELDS} } },
    productsHeading, testimonialsHeading, partnerTestimonialsHeading,
    logoStripHeading, logos[]{ _key, name, logo, href },
    contactHeading, contactText
  },
  "banners": *[_type == "banner"] | order(order asc){
    _id, title, subtitle, buttonText, buttonHref, imagePhone, imageTablet, imageDesktop
  },
  "mediums": *[_type == "medium"] | order(number asc){
    _id, number, mediumTitle, route, name, heading, description, ctaLabel, image
  },
  "industries": *[_type == "industry"] | order(industryId asc){
    _id, industryId, title, tabLabel, "slug": slug.current, summary, coverImage, sampleAudioTitle, sampleAudio
  },
  "products": *[_type == "product"] | order(order asc){ _id, title, "slug": slug.current, summary, image, knowMore },
  "testimonials": *[_type == "testimonial" && kind == "customer"] | order(order asc){
    _id, text, name, designation, company, avatar
  },
  "partnerTestimonials": *[_type == "testimonial" && kind == "partnerExecutive"] | order(order asc){
    _id, text, name, designation, company, avatar
  }
}`);

/**
 * The home page's industry tabs' demo lists, asked for by the browser when the tabs come near the
 * screen or one is picked (before that the page shows `initialDemos`): most of the page's data,
 * which a visitor who never picks a tab need not download nor parse.
 */
export const HOME_INDUSTRY_DEMOS_QUERY = defineQuery(`*[_type == "industry"] | order(industryId asc){
  _id,
  "demos": coalesce(homeDemos[]{ _key, ...@->{ ${DEMO_CARD_FIELDS} } }, [])
}`);

/** /demos/alldemos: the industry filter (tab order) and the listed demo cards in order. */
export const ALL_DEMOS_QUERY = defineQuery(`{
  "industries": *[_type == "industry"] | order(industryId asc){ _id, industryId, tabLabel, demoFilterLabel, "slug": slug.current },
  "demos": *[_type == "demoCard" && showInAllDemos == true] | order(allDemosOrder asc){ ${DEMO_CARD_FIELDS} }
}`);

/** /demos/voice and /demos/voice/2: page texts, built-in categories and the other mediums. */
export const VOICE_DEMO_QUERY = defineQuery(`{
  "page": *[_type == "voiceDemoPage" && _id == "voiceDemoPage"][0]{
    bannerHeading, explainer, bannerImage, features[]{ _key, title, description, image },
    surveyCard{ title, text, linkLabel, url, image }, demoHeading, steps, feedbackQuestion, moreDemosHeading
  },
  "categories": *[_type == "voiceCategory"] | order(order asc){ _id, categoryName, phrases },
  "moreDemos": *[_type == "medium" && route != "/demos/voice"] | order(number asc){ _id, mediumTitle, name, route, image }
}`);

/** /demos/text: page texts, the language categories (first = default), sample demo cards, other mediums. */
export const TEXT_DEMO_QUERY = defineQuery(`{
  "page": *[_type == "textDemoPage" && _id == "textDemoPage"][0]{
    heading, intro, bannerImage, features[]{ _key, title, description, image },
    "sampleDemos": sampleDemos[]{ _key, ...@->{ ${DEMO_CARD_FIELDS} } }
  },
  "categories": *[_type == "textCategory"] | order(order asc){ _id, categoryName, languageCode, defaultInput },
  "moreDemos": *[_type == "medium" && route != "/demos/text"] | order(number asc){ _id, mediumTitle, name, route, image }
}`);

/** /demos/image: page texts, the 12 sample photos and the other mediums. */
export const IMAGE_DEMO_QUERY = defineQuery(`{
  "page": *[_type == "imageDemoPage" && _id == "imageDemoPage"][0]{
    heading, intro, bannerImage, previewPlaceholder, resultPlaceholder, samplesHeading, note,
    features[]{ _key, title, description, image }
  },
  "photos": *[_type == "foodPhoto"] | order(order asc){ _id, name, image, expectedLabel },
  "moreDemos": *[_type == "medium" && route != "/demos/image"] | order(number asc){ _id, mediumTitle, name, route, image }
}`);

/** /about: mission, Read More paragraphs, the two product videos and the press links. */
export const ABOUT_PAGE_QUERY = defineQuery(
  `*[_type == "aboutPage" && _id == "aboutPage"][0]{
    heading, bannerImage, missionHeading, mission, readMore, videosHeading,
    videos[]{ _key, title, poster, video, captions, captionsLanguage }, mediaHeading, mediaLinks[]{ _key, cardText, outlet, region, href }
  }`,
);

/** Captions of the home page's voice bot video (beside HOME_PAGE_QUERY, which keeps its fields). */
export const HOME_VIDEO_CAPTIONS_QUERY = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{ demoVideoCaptions, demoVideoCaptionsLanguage }`);

/** Cheap query used by the readiness probe. */
export const READINESS_QUERY = defineQuery(`count(*[_type == "siteSettings"])`);

/** Dataset-driven addresses for sitemap.xml: industry pages by slug, blog posts by id, with dates. */
export const SITEMAP_QUERY = defineQuery(`{
  "industries": *[_type == "industry" && defined(slug.current)] | order(industryId asc){ "slug": slug.current, _updatedAt },
  "posts": *[_type == "blogPost" && defined(blogId)] | order(blogId asc){ blogId, publishedAt, _updatedAt }
}`);

/**
 * Everything the site assistant may answer from (app/assistant): the published text of the
 * products, industries with their demo cards and call flows, demos, blog posts, the company pages,
 * developer services and the legal pages. Portable Text bodies come whole; the assistant splits
 * them into passages by heading.
 */
export const ASSISTANT_CONTENT_QUERY = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0]{ siteName, tagline, blurb, contactEmail, careersEmail, phone, address },
  "products": *[_type == "product"] | order(order asc){ title, "slug": slug.current, summary, bullets },
  "industries": *[_type == "industry"] | order(industryId asc){ title, tabLabel, demoFilterLabel, "slug": slug.current, summary, bannerHeading, bannerText,
    "demoCardIds": pageDemos[]._ref,
    useCaseTabs[]{ _key, label, callFlow{ title, summary, steps[]{ speaker, text } } } },
  "demoCards": *[_type == "demoCard"]{ _id, title, medium, description, transcript, link, showInAllDemos, "industry": industry->{ tabLabel, "slug": slug.current } },
  "mediums": *[_type == "medium"] | order(number asc){ mediumTitle, name, route, heading, description },
  "textDemo": *[_type == "textDemoPage" && _id == "textDemoPage"][0]{ heading, intro, "features": features[]{ _key, title, description } },
  "voiceDemo": *[_type == "voiceDemoPage" && _id == "voiceDemoPage"][0]{ bannerHeading, explainer, "features": features[]{ _key, title, description },
    demoHeading, steps, surveyCard{ title, text } },
  "imageDemo": *[_type == "imageDemoPage" && _id == "imageDemoPage"][0]{ heading, intro, note, "features": features[]{ _key, title, description } },
  "videoDemo": *[_type == "videoDemoPage" && _id == "videoDemoPage"][0]{ heading, intro, "features": features[]{ _key, title, description } },
  "blogPosts": *[_type == "blogPost"] | order(blogId asc){ blogId, title, excerpt, author, publishedAt, body },
  "about": *[_type == "aboutPage" && _id == "aboutPage"][0]{ heading, missionHeading, mission, readMore,
    videosHeading, "videoTitles": videos[].title, mediaHeading, mediaLinks[]{ _key, cardText, outlet } },
  "pages": *[_type == "pageMeta"] | order(path asc){ path, heading, description, visitorWords, assistantAction },
  "careersPage": *[_type == "careersPage" && _id == "careersPage"][0]{ heading, intro },
  "careers": *[_type == "career"] | order(order asc){ _id, position, description, location, employmentType },
  "contact": *[_type == "contactPage" && _id == "contactPage"][0]{ heading, intro },
  "developerServices": *[_type == "developerServicesPage" && _id == "developerServicesPage"][0]{ bannerHeading, bannerText,
    apiUsesHeading, apiUses[]{ _key, title, description }, developerUsesHeading, developerUses[]{ _key, title, description } },
  "legalPages": *[_type == "legalPage"]{ title, "slug": slug.current, body },
  "home": *[_type == "homePage" && _id == "homePage"][0]{ heroHeading, heroText, whyHeading, whyCards[]{ _key, title, description },
    benefitsHeading, benefits[]{ text }, testimonialsHeading, partnerTestimonialsHeading, logoStripHeading, "logoNames": logos[].name },
  "testimonials": *[_type == "testimonial"] | order(kind asc, order asc){ _id, kind, text, name, designation, company },
  "banners": *[_type == "banner"] | order(order asc){ _id, title, subtitle, buttonText, buttonHref },
  "answers": *[_type == "assistantAnswer"]{ _id, questions, answer, links[]{ label, href } },
  "assistant": *[_type == "assistantSettings" && _id == "assistantSettings"][0]{ greeting, suggestedQuestions, declineMessage,
    "synonyms": synonyms[].terms, "industryWords": industryWords[]{ "slug": industry->slug.current, terms },
    "productWords": productWords[]{ "slug": product->slug.current, terms }, "demoWords": demoWords[]{ "route": medium->route, terms },
    "visitorQuestions": visitorQuestions[]{ href, questions }, declinedQuestions }
}`);
