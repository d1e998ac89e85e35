import type { MetaDescriptor } from "@remix-run/node";
import { vercelStegaClean } from "@vercel/stega";
import { hasImage, urlFor, type ContentEnv, type SanityImageValue } from "~/content/image";
import type { MessageKey } from "~/i18n/messages";
import { DEFAULT_LANGUAGE, languageByCode } from "~/i18n/languages";
import { translate } from "~/i18n/translate";
import { catalogueOf } from "~/i18n/catalogues";

interface MatchWithData {
  id: string;
  data: unknown;
}

/** What pageMetaTags reads from the root loader's data. */
interface RootSeoData {
  layout?: {
    settings?: {
      siteName?: string | null;
      defaultDescription?: string | null;
      shareImage?: SanityImageValue | null;
    } | null;
  } | null;
  contentEnv?: ContentEnv;
  publicOrigin?: string;
  /** The page's language and the languages served. */
  language?: string;
  languages?: string[];
}

/** Share images are cut to the size Open Graph and Twitter cards show without cropping. */
const SHARE_IMAGE_WIDTH = 1200;
const SHARE_IMAGE_HEIGHT = 630;
const FALLBACK_SITE_NAME = "Kathana AI";

function rootData(matches: MatchWithData[]): RootSeoData {
  return (matches.find((match) => match.id === "root")?.data ?? {}) as RootSeoData;
}

/**
 * A UI string written in code (an error page's title) in the page's language, for a meta function:
 * it has no hooks, but the root loader's data holds the catalogue.
 */
export function metaText(matches: MatchWithData[], key: MessageKey): string {
  return translate(catalogueOf(rootData(matches).language ?? DEFAULT_LANGUAGE), key);
}

/** Page title "<title> | <site name>" and its description, for a route's meta export. */
export interface PageMetaInput {
  title?: string | null;
  description?: string | null;
  /** Share image: a Sanity image field (with alt) as the content layer returns it. */
  image?: { asset?: { _ref: string } | null; alt?: string | null } | null;
  /** Open Graph type: "article" for blog posts, else "website". */
  type?: "website" | "article";
}

/**
 * The page's own name and its document title. Editors may already have written the site name into
 * a title ("Careers | Kathana AI", or the home page's "Kathana AI | …"): it is not added twice.
 */
export function composeTitle(title: string | null | undefined, siteName: string): { page: string; document: string } {
  const clean = title?.trim();
  if (!clean) return { page: siteName, document: siteName };
  const suffix = ` | ${siteName}`;
  if (clean.endsWith(suffix)) return { page: clean.slice(0, -suffix.length).trim(), document: clean };
  if (clean === siteName || clean.startsWith(`${siteName} | `)) return { page: clean, document: clean };
  return { page: clean, document: `${clean}${suffix}` };
}

/** Longest description sent: search results and link previews show about 160 characters. */
const DESCRIPTION_MAX = 200;

/**
 * A description short enough for a result snippet: whole sentences when the first ones fit,
 * else cut at a word with an ellipsis. Long page summaries (an industry's banner text) stay
 * usable without a second field in the Studio.
 */
export function snippet(text: string, max = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max + 1);
  const sentenceEnd = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "), head.lastIndexOf("। "));
  if (sentenceEnd >= max / 2) return clean.slice(0, sentenceEnd + 1);
  const wordEnd = clean.slice(0, max).lastIndexOf(" ");
  return `${clean.slice(0, wordEnd > 0 ? wordEnd : max).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * Absolute URL of a share image: cropped to 1200×630 around the editor's hotspot, as JPEG (the
 * format every link preview reads; the seed's artwork is SVG, which none do).
 */
export function shareImageUrl(env: ContentEnv, origin: string, image: SanityImageValue): string {
  const url = urlFor(env, image).width(SHARE_IMAGE_WIDTH).height(SHARE_IMAGE_HEIGHT).fit("crop").format("jpg").url();
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/+$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * Title, description, Open Graph and Twitter card tags of a page. The canonical link, og:url and
 * robots tag are not here: the root Layout renders them from the location (decision 0120), so every
 * page has exactly one whatever its meta export does.
 */
export function pageMetaTags(matches: MatchWithData[], pageInput: PageMetaInput | null | undefined): MetaDescriptor[] {
  // In an editor's preview, strings carry hidden edit links (stega): never in titles and link previews.
  const page = vercelStegaClean(pageInput);
  const root = rootData(matches);
  const settings = vercelStegaClean(root.layout?.settings);
  const siteName = settings?.siteName?.trim() || FALLBACK_SITE_NAME;
  const { page: pageTitle, document: title } = composeTitle(page?.title, siteName);
  const description = snippet(page?.description?.trim() || settings?.defaultDescription?.trim() || "");

  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: "description", content: description });
  tags.push(
    { property: "og:title", content: pageTitle },
    { property: "og:type", content: page?.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: languageByCode(root.language ?? DEFAULT_LANGUAGE)?.ogLocale ?? "en_IN" },
  );
  // The same page in the site's other languages, for link previews.
  for (const code of root.languages ?? []) {
    if (code !== (root.language ?? DEFAULT_LANGUAGE)) tags.push({ property: "og:locale:alternate", content: languageByCode(code)?.ogLocale ?? code });
  }
  if (description) tags.push({ property: "og:description", content: description });

  const image = [page?.image, settings?.shareImage].find((candidate) => hasImage(candidate as SanityImageValue | null));
  if (image && root.contentEnv && root.publicOrigin) {
    const url = shareImageUrl(root.contentEnv, root.publicOrigin, image as SanityImageValue);
    const alt = image.alt?.trim() || pageTitle;
    tags.push(
      { property: "og:image", content: url },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
      { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
      { property: "og:image:alt", content: alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: url },
      { name: "twitter:image:alt", content: alt },
    );
  } else {
    tags.push({ name: "twitter:card", content: "summary" });
  }
  tags.push({ name: "twitter:title", content: pageTitle });
  if (description) tags.push({ name: "twitter:description", content: description });
  return tags;
}
