/**
 * The site's published content as passages the assistant may quote: one per product, industry,
 * call flow, demo card, demo page and company page, and one per section of a blog post or legal
 * page (split at its headings). Each passage keeps the page it comes from, so every answer links
 * to where a visitor can read more. Nothing here is written for the assistant: it is the content
 * editors already publish.
 */
import type { ASSISTANT_CONTENT_QUERYResult } from "~/sanity.types";
import type { AssistantExample, AssistantPassage, AssistantTarget, AssistantTranscript } from "~/engines/assistant/types";
import type { SynonymGroups } from "~/engines/assistant/language";
import { formatPublished } from "~/blog/article";
import { sentences } from "~/text/sentences";
import { languageByCode } from "~/i18n/languages";
import { catalogueOf } from "~/i18n/catalogues.server";
import { translateMessage } from "~/i18n/translate";
import { ENGLISH_TEXTS, type AssistantTexts } from "./texts.server";

type Content = NonNullable<ASSISTANT_CONTENT_QUERYResult>;

/** A job's terms as a sentence, by the schema's employment type ("is an internship", not "is internship"). */
const JOB_TERMS = {
  "Full-time": "The {position} job is full-time, based in {location}.",
  "Part-time": "The {position} job is part-time, based in {location}.",
  Contract: "The {position} job is a contract role, based in {location}.",
  Internship: "The {position} opening is an internship, based in {location}.",
} as const satisfies Record<NonNullable<Content["careers"][number]["employmentType"]>, Parameters<AssistantTexts["say"]>[0]>;
type Block = { _type: string; style?: string; children?: { text?: string }[] };

/** A sentence ends: a heading or a list item without its full stop gets one ("।" after Devanagari or Bengali). */
const ended = (text: string, ends: RegExp) =>
  ends.test(text) ? text : `${text}${/[\p{Script=Devanagari}\p{Script=Bengali}][^\p{L}]*$/u.test(text) ? "।" : "."}`;
/** Parts of a passage as sentences. */
const join = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .map((p) => ended(p.trim(), /[.!?:।]$/))
    .join(" ");
/** A list as sentences, so each item can be quoted alone. */
const asSentences = (items: readonly (string | null | undefined)[] | null | undefined) =>
  (items ?? [])
    .filter(Boolean)
    .map((item) => ended(item!.trim(), /[.!?।]$/))
    .join(" ");

function blockText(block: Block): string {
  return (block.children ?? []).map((child) => child.text ?? "").join("");
}

/** Portable Text split at its headings: the text before the first heading, then one part per heading. */
function sectionsOf(body: readonly unknown[] | null | undefined): { heading?: string; text: string }[] {
  const parts: { heading?: string; text: string[] }[] = [{ text: [] }];
  for (const raw of body ?? []) {
    const block = raw as Block;
    if (block._type !== "block") continue;
    const text = blockText(block).trim();
    if (!text) continue;
    if (/^h[1-6]$/.test(block.style ?? "")) parts.push({ heading: text, text: [] });
    else parts.at(-1)!.text.push(text);
  }
  return parts.filter((p) => p.text.length).map((p) => ({ heading: p.heading, text: p.text.join(" ") }));
}

/**
 * Pages reached only from a link in an e-mail (/reset-password), and the page visitors are sent to
 * instead: no place of their own, but what they say ("the reset link … expires after an hour") is
 * known, on the page sent to.
 */
const SENT_INSTEAD: Readonly<Record<string, string>> = { "/reset-password": "/forgotpassword" };

/** The passages of `content`, in its language: `say` writes the few sentences the assistant adds (texts.server.ts). */
export function passagesOf(content: Content, { say, language }: AssistantTexts = ENGLISH_TEXTS): AssistantPassage[] {
  const passages: AssistantPassage[] = [];
  const add = (p: AssistantPassage) => {
    if (p.text.trim()) passages.push(p);
  };

  for (const [path, instead] of Object.entries(SENT_INSTEAD)) {
    const page = content.pages.find((p) => p.path === path);
    const sentTo = content.pages.find((p) => p.path === instead);
    if (!page?.description || !sentTo) continue;
    add({
      id: `page:${path}`,
      kind: "page",
      title: sentTo.heading ?? instead,
      url: instead,
      keywords: (page.visitorWords ?? []).join(" "),
      text: page.description,
    });
  }

  // Editors' answers first: their question variants are their keywords.
  for (const curated of content.answers) {
    const links = (curated.links ?? []).filter((l) => l.href.startsWith("/")).map((l) => ({ title: l.label, url: l.href }));
    if (!links.length || !curated.questions?.length) continue;
    const demoUrl = links.find((l) => l.url.startsWith("/demos/"))?.url;
    add({
      id: `answer:${curated._id}`,
      kind: "answer",
      title: curated.questions[0]!,
      url: links[0]!.url,
      keywords: curated.questions.join(" "),
      text: curated.answer,
      links,
      demoUrl,
    });
  }

  for (const product of content.products) {
    add({
      id: `product:${product.slug}`,
      kind: "product",
      title: product.title,
      url: `/ourproducts#${product.slug}`,
      keywords: product.title,
      text: join(product.summary, asSentences(product.bullets)),
    });
  }

  for (const industry of content.industries) {
    const url = `/${industry.slug}`;
    add({
      id: `industry:${industry.slug}`,
      kind: "industry",
      title: industry.title,
      url,
      keywords: join(industry.tabLabel, industry.bannerHeading),
      text: join(industry.summary, industry.bannerText),
      demoUrl: url,
    });
    for (const tab of industry.useCaseTabs ?? []) {
      const flow = tab.callFlow;
      add({
        id: `call-flow:${industry.slug}:${tab._key ?? normaliseId(tab.label)}`,
        kind: "call-flow",
        title: industry.title,
        section: say("Call flow: {label}", { label: tab.label ?? "" }),
        url,
        keywords: join(industry.tabLabel, tab.label, flow?.title),
        text: join(flow?.summary, asSentences((flow?.steps ?? []).map((step) => step.text))),
        demoUrl: url,
      });
    }
  }

  // A card is on its industry's page only when that page lists it ("Test Drive Booking" is on All Demos alone).
  const shownOn = new Map(content.industries.flatMap((industry) => (industry.demoCardIds ?? []).map((id) => [id, `/${industry.slug}`] as const)));
  for (const card of content.demoCards) {
    const shownAt = shownOn.get(card._id) ?? (card.showInAllDemos || !card.industry?.slug ? "/demos/alldemos" : `/${card.industry.slug}`);
    const demoUrl = card.link?.startsWith("/") ? card.link : shownAt;
    add({
      id: `demo-card:${card._id}`,
      kind: "demo-card",
      title: card.title,
      section: card.industry?.tabLabel ? say("{industry} demo", { industry: card.industry.tabLabel }) : undefined,
      url: shownAt,
      // A voice or audio card is a call: "healthcare demo call", "iska demo call sunna hai" ask for it.
      keywords: join(card.title, card.industry?.tabLabel, card.medium, card.medium === "Voice" || card.medium === "Audio" ? say("demo call") : undefined),
      // The call itself is shown behind "Show the conversation", never quoted as the answer.
      text: join(card.description),
      demoUrl,
      transcript: transcriptOf(card.title, card.transcript),
    });
  }

  for (const medium of content.mediums) {
    add({
      id: `medium:${normaliseId(medium.mediumTitle)}`,
      kind: "demo",
      title: medium.name,
      url: medium.route,
      keywords: join(medium.mediumTitle, medium.name),
      text: join(medium.heading, medium.description),
      demoUrl: medium.route,
    });
  }

  type DemoFeature = { _key: string; title: string | null; description: string | null };
  const demoPages: [string, string, string | undefined, string, DemoFeature[] | null | undefined][] = [
    ["/demos/text", content.textDemo?.heading ?? say("Text to speech demo"), content.textDemo?.intro, "text to speech", content.textDemo?.features],
    [
      "/demos/voice",
      content.voiceDemo?.bannerHeading ?? say("Voice demo"),
      content.voiceDemo?.explainer,
      "voice speech recognition",
      content.voiceDemo?.features,
    ],
    [
      "/demos/image",
      content.imageDemo?.heading ?? say("Image demo"),
      join(content.imageDemo?.intro, content.imageDemo?.note),
      "image food photo recognition",
      content.imageDemo?.features,
    ],
    ["/demos/video", content.videoDemo?.heading ?? say("Video demo"), content.videoDemo?.intro, "video conferencing", content.videoDemo?.features],
  ];
  // The voice demo's steps and its survey card, as its page shows them.
  const voice = content.voiceDemo;
  const voiceTitle = voice?.bannerHeading ?? say("Voice demo");
  if (voice?.steps?.length)
    add({
      id: "demo:/demos/voice:steps",
      kind: "demo",
      title: voiceTitle,
      section: voice.demoHeading ?? undefined,
      url: "/demos/voice",
      text: asSentences(voice.steps),
    });
  if (voice?.surveyCard?.text)
    add({
      id: "demo:/demos/voice:survey",
      kind: "demo",
      title: voiceTitle,
      section: voice.surveyCard.title ?? undefined,
      url: "/demos/voice",
      text: voice.surveyCard.text,
    });
  for (const [url, title, text, keywords, features] of demoPages) {
    add({ id: `demo:${url}`, kind: "demo", title, url, keywords, text: text ?? "", demoUrl: url });
    // Each feature the page lists ("Works in the browser: Chrome, Edge, Firefox or Safari").
    for (const feature of features ?? [])
      if (feature.description)
        add({
          id: `demo:${url}:${feature._key ?? normaliseId(feature.title)}`,
          kind: "demo",
          title,
          section: feature.title ?? undefined,
          url,
          keywords,
          text: feature.description,
          demoUrl: url,
        });
  }

  for (const post of content.blogPosts) {
    const url = `/blogs/${post.blogId}`;
    add({ id: `article:${post.blogId}`, kind: "article", title: post.title, url, keywords: post.title, text: post.excerpt ?? "" });
    // "who wrote it?", "when was it published?": the byline the article's page shows, as a sentence.
    const published = formatPublished(post.publishedAt, languageByCode(language)?.locale);
    const byline = post.author && published ? say("{author} wrote this article, published on {date}.", { author: post.author, date: published }) : "";
    add({ id: `article:${post.blogId}:byline`, kind: "article", title: post.title, url, text: byline, byline: true });
    for (const [i, section] of sectionsOf(post.body as unknown[]).entries()) {
      add({ id: `article:${post.blogId}:${i}`, kind: "article", title: post.title, section: section.heading, url, text: section.text });
    }
  }

  const settings = content.settings;
  if (content.about) {
    add({
      id: "company:about",
      kind: "company",
      title: content.about.heading ?? say("About Us"),
      section: content.about.missionHeading ?? undefined,
      url: "/about",
      keywords: "about company mission kathana",
      text: content.about.mission ?? "",
    });
    // The product videos it shows and what the press wrote about us, by their titles.
    const aboutTitle = content.about.heading ?? say("About Us");
    if (content.about.videoTitles?.length)
      add({
        id: "company:about:videos",
        kind: "company",
        title: aboutTitle,
        section: content.about.videosHeading ?? undefined,
        url: "/about",
        keywords: "video videos",
        text: asSentences(content.about.videoTitles),
      });
    const press = (content.about.mediaLinks ?? []).map((link) => (link.cardText && link.outlet ? `${link.outlet}: ${link.cardText}` : link.cardText));
    if (press.length)
      add({
        id: "company:about:media",
        kind: "company",
        title: aboutTitle,
        section: content.about.mediaHeading ?? undefined,
        url: "/about",
        keywords: "media press news",
        text: asSentences(press),
      });
    for (const [i, paragraph] of (content.about.readMore ?? []).entries()) {
      add({
        id: `company:about:${i}`,
        kind: "company",
        title: content.about.heading ?? say("About Us"),
        url: "/about",
        keywords: "about company kathana",
        text: paragraph,
      });
    }
  }
  if (settings) {
    add({
      id: "company:site",
      kind: "company",
      title: settings.siteName ?? "Kathana AI",
      url: "/about",
      keywords: "about company",
      text: join(settings.tagline, settings.blurb),
    });
  }
  if (content.home) {
    add({ id: "company:home", kind: "company", title: content.home.heroHeading, url: "/", keywords: "kathana", text: content.home.heroText ?? "" });
    for (const card of content.home.whyCards ?? []) {
      add({
        id: `company:why:${card._key ?? normaliseId(card.title)}`,
        kind: "company",
        title: content.home.whyHeading ?? say("Why Kathana AI"),
        section: card.title,
        url: "/",
        text: card.description,
      });
    }
    add({
      id: "company:benefits",
      kind: "company",
      title: content.home.benefitsHeading ?? say("Benefits"),
      url: "/",
      text: asSentences((content.home.benefits ?? []).map((b) => b.text)),
    });
    // The clients the home page shows: the logo strip's names, and what each testimonial says.
    const logoNames = (content.home.logoNames ?? []).filter((name): name is string => Boolean(name));
    // The heading leads the names: brand names are Latin on every site, the heading is in the site's language.
    const logoHeading = content.home.logoStripHeading ?? "";
    if (logoNames.length)
      add({
        id: "company:logos",
        kind: "company",
        title: logoHeading,
        url: "/",
        keywords: "clients customers",
        namesClients: true,
        text: `${logoHeading ? `${logoHeading}: ` : ""}${logoNames.join(", ")}.`,
      });
  }
  // The home page's carousel: what it claims ("10+ languages", "up to 80% per call") visitors ask about.
  // Its button's page is the second link.
  for (const banner of content.banners ?? []) {
    const title = banner.title ?? "";
    const button = banner.buttonHref?.startsWith("/") && banner.buttonHref !== "/" ? banner.buttonHref : undefined;
    add({
      id: `company:banner:${banner._id}`,
      kind: "company",
      title,
      url: "/",
      ...(button
        ? {
            links: [
              { title, url: "/" },
              { title: banner.buttonText ?? title, url: button },
            ],
          }
        : {}),
      ...(button?.startsWith("/demos/") ? { demoUrl: button } : {}),
      text: join(banner.title, banner.subtitle),
    });
  }
  for (const testimonial of content.testimonials ?? []) {
    if (!testimonial.text) continue;
    const heading = testimonial.kind === "partnerExecutive" ? content.home?.partnerTestimonialsHeading : content.home?.testimonialsHeading;
    const saidBy = [testimonial.name, testimonial.designation, testimonial.company].filter(Boolean).join(", ");
    add({
      id: `company:testimonial:${testimonial._id}`,
      kind: "company",
      title: heading ?? "",
      section: saidBy,
      saidBy,
      url: "/",
      keywords: testimonial.company ?? "",
      namesClients: true,
      text: testimonial.text,
    });
  }
  if (content.careersPage) {
    add({
      id: "careers:page",
      kind: "careers",
      title: content.careersPage.heading,
      url: "/careers",
      keywords: "careers jobs hiring openings work",
      text: join(content.careersPage.intro, settings?.careersEmail ? say("Write to {email} to apply.", { email: settings.careersEmail }) : null),
    });
  }
  for (const job of content.careers) {
    // "Full-time" is a value of the schema; the careers page shows it in its language ("फ़ुल-टाइम").
    const employment = job.employmentType && translateMessage(catalogueOf(language), job.employmentType);
    add({
      id: `careers:${job._id}`,
      kind: "careers",
      title: job.position,
      section: join(employment, job.location),
      url: "/careers",
      keywords: "careers job opening",
      // "is it full time?", "where is the job?": said in a sentence, so that an answer can quote it.
      text: join(
        job.description,
        job.employmentType && job.location ? say(JOB_TERMS[job.employmentType], { position: job.position ?? "", location: job.location }) : null,
      ),
    });
  }
  add({
    id: "contact:page",
    kind: "contact",
    title: content.contact?.heading ?? say("Contact Us"),
    url: "/contact",
    keywords: "contact address phone email office sales",
    text: join(
      content.contact?.intro,
      settings?.contactEmail ? say("Our e-mail address is {email}.", { email: settings.contactEmail }) : null,
      settings?.phone ? say("Our phone number is {phone}.", { phone: settings.phone }) : null,
      settings?.address ? say("Our office is at {address}.", { address: oneLine(settings.address) }) : null,
    ),
  });

  const services = content.developerServices;
  if (services) {
    add({
      id: "developers:services",
      kind: "developers",
      title: services.bannerHeading,
      url: "/developers/services",
      keywords: "developers api apis rest",
      text: services.bannerText ?? "",
    });
    for (const use of [...(services.apiUses ?? []), ...(services.developerUses ?? [])]) {
      add({
        id: `developers:${use._key ?? normaliseId(use.title)}`,
        kind: "developers",
        title: services.bannerHeading,
        section: use.title,
        url: "/developers/services",
        keywords: "api developers",
        text: use.description,
      });
    }
  }

  for (const page of content.legalPages) {
    const url = `/${page.slug}`;
    for (const [i, section] of sectionsOf(page.body as unknown[]).entries()) {
      add({ id: `legal:${page.slug}:${i}`, kind: "legal", title: page.title, section: section.heading, url, keywords: page.title, text: section.text });
    }
  }
  return passages;
}

/** "Bot: …\nCustomer: …" as turns; undefined when there is no conversation. */
function transcriptOf(title: string, text: string | null | undefined): AssistantTranscript | undefined {
  const turns = (text ?? "")
    .split("\n")
    .map((line) => /^\s*([^:]{1,20}):\s*(.+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ speaker: m[1]!.trim(), words: m[2]!.trim() }));
  return turns.length ? { title, turns } : undefined;
}

/** The first `n` sentences of a text (a page's description, a summary): what the answer says. */
function firstSentences(text: string | null | undefined, n = 2): string {
  return sentences(text ?? "")
    .slice(0, n)
    .join(" ");
}

/**
 * The places of the site a question may lead to (issue 43), each with the words visitors use for
 * it: every page with a Page document (its route, heading, description and the editors' words),
 * every live demo, industry and product (the words in Assistant settings), every article, and the company facts
 * the About and Contact pages and the site settings state. A page added with its Page document is
 * known without touching the assistant.
 */
export function targetsOf(content: Content, { say, patterns }: AssistantTexts = ENGLISH_TEXTS): AssistantTarget[] {
  const targets: AssistantTarget[] = [];
  const settings = content.settings;
  const words = content.assistant;
  // What a visitor does on a page beyond what its description says: "where do I send my CV" is
  // answered with the address the careers page's Apply buttons write to.
  const doneThere: Readonly<Record<string, string | null>> = {
    "/careers": settings?.careersEmail ? say("Write to {email} to apply.", { email: settings.careersEmail }) : null,
  };
  for (const page of content.pages) {
    if (!page.path || page.path in SENT_INSTEAD || !page.description) continue;
    const heading = page.heading ?? page.path;
    targets.push({
      id: `page:${page.path}`,
      kind: "page",
      title: heading,
      url: page.path,
      answer: join(firstSentences(page.description), doneThere[page.path]),
      words: [heading, ...(page.visitorWords ?? [])],
      action: { kind: "page", label: page.assistantAction ?? heading, url: page.path },
    });
  }
  for (const medium of content.mediums) {
    if (!medium.route) continue;
    const page = content.pages.find((p) => p.path === medium.route);
    const terms = words?.demoWords?.find((group) => group.route === medium.route)?.terms ?? [];
    targets.push({
      id: `demo:${medium.route}`,
      kind: "demo",
      title: page?.heading ?? medium.name,
      url: medium.route,
      answer: firstSentences(page?.description ?? medium.description),
      words: [medium.name, say("{medium} demo", { medium: medium.mediumTitle ?? "" }), ...terms],
      action: { kind: "demo", label: page?.assistantAction ?? say("Try the demo"), url: medium.route },
    });
  }
  for (const industry of content.industries) {
    const url = `/${industry.slug}`;
    const terms = words?.industryWords?.find((group) => group.slug === industry.slug)?.terms ?? [];
    targets.push({
      id: `industry:${industry.slug}`,
      kind: "industry",
      title: industry.title,
      url,
      answer: firstSentences(industry.summary),
      words: [industry.tabLabel, industry.slug, industry.title, ...terms].filter((w): w is string => Boolean(w)),
      action: { kind: "demo", label: say("See {industry} use cases and demos", { industry: industry.tabLabel ?? industry.title ?? "" }), url },
    });
  }
  for (const product of content.products) {
    const url = `/ourproducts#${product.slug}`;
    const terms = words?.productWords?.find((group) => group.slug === product.slug)?.terms ?? [];
    targets.push({
      id: `product:${product.slug}`,
      kind: "product",
      title: product.title,
      url,
      answer: firstSentences(product.summary),
      words: [product.title, ...terms],
      action: { kind: "page", label: say("See {product}", { product: product.title ?? "" }), url },
    });
  }
  for (const post of content.blogPosts) {
    if (post.blogId == null || !post.excerpt) continue;
    const url = `/blogs/${post.blogId}`;
    targets.push({
      id: `article:${post.blogId}`,
      kind: "article",
      title: post.title ?? url,
      url,
      answer: firstSentences(post.excerpt),
      // "Neha Kapoor's blog": an article is named by its author too.
      words: [post.title, post.author].filter((word): word is string => Boolean(word)),
      action: { kind: "article", label: say("Read the article"), url },
    });
  }
  const fact = (kind: NonNullable<AssistantTarget["fact"]>, url: string, title: string, answer: string | null | undefined) => {
    if (answer) targets.push({ id: `fact:${kind}`, kind: "fact", fact: kind, title, url, answer, words: [], action: { kind: "page", label: title, url } });
  };
  const contactTitle = content.contact?.heading ?? say("Contact Us");
  const aboutTitle = content.about?.heading ?? say("About Us");
  const about = (content.about?.readMore ?? []).join(" ");
  fact("address", "/contact", contactTitle, settings?.address ? say("Our office is at {address}.", { address: oneLine(settings.address) }) : null);
  fact("phone", "/contact", contactTitle, settings?.phone ? say("You can call us on {phone}.", { phone: settings.phone }) : null);
  fact("email", "/contact", contactTitle, settings?.contactEmail ? say("You can write to us at {email}.", { email: settings.contactEmail }) : null);
  fact("mission", "/about", aboutTitle, firstSentences(content.about?.mission));
  fact("founded", "/about", aboutTitle, sentenceWith(about, /\b(?:19|20)\d\d\b/));
  fact("name", "/about", aboutTitle, sentenceWith(about, patterns.nameMeaning));
  fact("reply-time", "/contact", contactTitle, sentenceWith(content.contact?.intro ?? "", patterns.replyTime));
  // "which industries do you serve", "how many products": what the site lists, counted and named,
  // on the page that lists it. Industries by the short names the demo filter uses.
  const listOf = (names: readonly (string | null | undefined)[]) => {
    const named = names.filter((name): name is string => Boolean(name));
    return named.length > 1 ? say("{first} and {last}", { first: named.slice(0, -1).join(", "), last: named.at(-1)! }) : (named[0] ?? "");
  };
  const listed = (kind: "industries" | "products" | "articles" | "demos", url: string, answer: string) => {
    const page = targets.find((target) => target.id === `page:${url}`);
    if (page) targets.push({ ...page, id: `fact:${kind}`, kind: "fact", fact: kind, answer, words: [] });
  };
  const industries = content.industries.map((industry) => industry.demoFilterLabel ?? industry.tabLabel).filter(Boolean);
  if (industries.length > 1)
    listed(
      "industries",
      "/",
      say("We serve {count} industries: {industries}. Each has its own page of use cases and demos.", {
        count: industries.length,
        industries: listOf(industries),
      }),
    );
  if (content.products.length)
    listed(
      "products",
      "/ourproducts",
      say("We have {count} products: {products}.", { count: content.products.length, products: listOf(content.products.map((p) => p.title)) }),
    );
  const articles = content.blogPosts.filter((post) => post.blogId != null && post.title);
  if (articles.length)
    listed(
      "articles",
      "/blogs",
      say("Our blog has {count} articles: {articles}.", { count: articles.length, articles: listOf(articles.map((post) => `“${post.title}”`)) }),
    );
  const demos = content.mediums.filter((medium) => medium.route);
  if (demos.length)
    listed(
      "demos",
      "/demos/alldemos",
      say("You can try {count} demos on the site: {demos}. You can also listen to {calls} demo calls, by industry and medium.", {
        count: demos.length,
        demos: listOf(demos.map((medium) => medium.name)),
        calls: content.demoCards.filter((card) => card.showInAllDemos).length,
      }),
    );
  return targets;
}

/**
 * The editors' example questions (Assistant settings), each with the place its page is: a page,
 * a demo, an industry or a product. A page no place stands for yet is left out (its examples
 * wait for its Page document). The questions to decline have no place.
 */
export function examplesOf(content: Content, targets: readonly AssistantTarget[]): AssistantExample[] {
  const placeAt = new Map<string, string>();
  for (const target of targets) if (target.kind !== "fact" && !placeAt.has(target.url)) placeAt.set(target.url, target.id);
  const examples: AssistantExample[] = [];
  for (const group of content.assistant?.visitorQuestions ?? []) {
    const target = group.href ? placeAt.get(group.href) : undefined;
    if (target) for (const question of group.questions ?? []) examples.push({ question, target });
  }
  for (const question of content.assistant?.declinedQuestions ?? []) examples.push({ question, target: null });
  // An editor's answer is the place of the ways its question is asked.
  for (const curated of content.answers)
    if (curated.links?.some((l) => l.href.startsWith("/")))
      for (const question of curated.questions ?? []) examples.push({ question, target: `answer:${curated._id}` });
  return examples;
}

/** What the engine reads of one language's content: passages, places, synonyms, subjects, examples. @public: the benchmark's too. */
export function engineContent(content: Content, texts: AssistantTexts = ENGLISH_TEXTS) {
  const targets = targetsOf(content, texts);
  return {
    targets,
    passages: passagesOf(content, texts),
    synonyms: synonymsOf(content),
    subjects: industrySubjects(content),
    examples: examplesOf(content, targets),
  };
}

/** Every page is knowledge: its description is searched like the rest of the content. */
export function withPagePassages(passages: readonly AssistantPassage[], targets: readonly AssistantTarget[]): AssistantPassage[] {
  const pages = targets
    .filter((t) => t.kind === "page")
    .map((t) => ({ id: t.id, kind: "page" as const, title: t.title, url: t.url, keywords: t.words.join(" "), text: t.answer }));
  return [...passages, ...pages];
}

/** The first sentence of `text` that matches `pattern`, or null. */
function sentenceWith(text: string, pattern: RegExp): string | null {
  return sentences(text).find((s) => pattern.test(s)) ?? null;
}

/** An id from a label: "Loan reminders" → "loan-reminders"; a Hindi label keeps its letters. */
function normaliseId(text: string | null | undefined): string {
  return (text ?? "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** A postal address on one line. */
const oneLine = (address: string) => address.replace(/\s*\n\s*/g, ", ");

/**
 * The subjects a follow-up may switch between: each industry by its tab label, slug and the words
 * visitors use for it (Assistant settings).
 */
export function industrySubjects(content: Content): SynonymGroups {
  const words = content.assistant?.industryWords ?? [];
  return content.industries.map((industry) => {
    const own = [industry.tabLabel, industry.slug].filter((v): v is string => Boolean(v));
    const more = words.find((group) => group.slug === industry.slug)?.terms ?? [];
    return [...new Set([...own, ...more])];
  });
}

/** The synonym groups editors keep in Assistant settings. */
export function synonymsOf(content: Content): SynonymGroups {
  return (content.assistant?.synonyms ?? []).filter((group): group is string[] => Array.isArray(group) && group.length > 1);
}

/**
 * What the microphone listens for: the questions visitors can ask aloud, made from the content —
 * the editors' question variants and suggestions, and the common question forms with each
 * product, industry and demo name — in plain words, at most `max` (the recogniser's list limit).
 */
export function spokenQuestions(content: Content, max = 200): string[] {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const industries = content.industries.flatMap((industry) => {
    const words = content.assistant?.industryWords?.find((group) => group.slug === industry.slug)?.terms ?? [];
    return [industry.tabLabel, ...words.slice(0, 2)];
  });
  const phrases = [
    ...(content.assistant?.suggestedQuestions ?? []),
    ...content.answers.flatMap((answer) => answer.questions ?? []),
    ...content.products.flatMap((product) => [`what is ${product.title}`, `tell me about ${product.title}`]),
    ...industries.map((name) => `what can you do for ${name}`),
    ...content.mediums.flatMap((medium) => [`do you have a ${medium.name}`, `${medium.mediumTitle} demo`]),
    "do you have text to speech",
    "do you have speech recognition",
    "where is your office",
    "talk to sales",
    "i want a demo",
    "are you hiring",
  ];
  const unique = [...new Set(phrases.map(plain).filter((p) => p && p.split(" ").length <= 12 && p.length <= 100))];
  return unique.slice(0, max);
}
