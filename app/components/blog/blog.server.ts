import { json } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { getContentEnv, loadQuery } from "~/content/content.server";
import { imageDimensions, urlFor, type ContentEnv, type SanityImageValue } from "~/content/image";
import { loadPageMeta } from "~/content/page-meta.server";
import { BLOG_INDEX_QUERY, BLOG_POST_QUERY, BLOG_PUBLISHER_QUERY } from "~/content/queries";
import type { BLOG_INDEX_QUERYResult, BLOG_POST_QUERYResult, BLOG_PUBLISHER_QUERYResult } from "~/sanity.types";
import {
  absoluteUrl,
  articleJsonLd,
  bodyText,
  countWords,
  formatPublished,
  parseBlogId,
  readingMinutes,
  serializeJsonLd,
} from "./article";

/** Loader of /blogs: the page heading and one card per article, oldest first. */
export async function loadBlogIndex() {
  const [page, posts] = await Promise.all([loadPageMeta("/blogs"), loadQuery<BLOG_INDEX_QUERYResult>(BLOG_INDEX_QUERY)]);
  const cards = posts.map(({ body, ...post }) => ({
    ...post,
    publishedLabel: formatPublished(post.publishedAt),
    minutes: readingMinutes(body),
  }));
  return json({ page, posts: cards, contentEnv: getContentEnv() });
}

/**
 * A raster URL for sharing: search engines and social networks want JPEG/PNG, so vector art is
 * rendered to PNG by the image endpoint (embedded) or the Sanity CDN (hosted).
 */
function shareImageUrl(env: ContentEnv, origin: string, image: SanityImageValue | null | undefined, width: number) {
  const dims = imageDimensions(image);
  if (!image || !dims) return null;
  const builder = urlFor(env, image).width(Math.min(width, dims.width)).fit("max");
  return absoluteUrl(origin, builder.format(dims.format === "svg" || dims.format === "png" ? "png" : "jpg").url());
}

/** Loader of /blogs/{id}: the article, its neighbours and its JSON-LD; a 404 for any other id. */
export async function loadBlogPost(rawId: string | undefined) {
  const id = parseBlogId(rawId);
  const [post, publisher] = await Promise.all([
    id === null ? null : loadQuery<BLOG_POST_QUERYResult>(BLOG_POST_QUERY, { id }),
    loadQuery<BLOG_PUBLISHER_QUERYResult>(BLOG_PUBLISHER_QUERY),
  ]);
  if (!post) throw new Response("Not Found", { status: 404 });

  const origin = getConfig().publicOrigin;
  const env = getContentEnv();
  const url = absoluteUrl(origin, `/blogs/${post.blogId}`);
  const jsonLd = serializeJsonLd(
    articleJsonLd({
      url,
      headline: post.title,
      description: post.excerpt,
      image: shareImageUrl(env, origin, post.coverImage, 1200),
      datePublished: post.publishedAt,
      author: post.author,
      publisher: {
        name: publisher?.siteName ?? "Kathana AI",
        url: absoluteUrl(origin, "/"),
        logo: shareImageUrl(env, origin, publisher?.logo, 600),
      },
      wordCount: countWords(bodyText(post.body)),
    }),
  );
  return json({
    post,
    publishedLabel: formatPublished(post.publishedAt),
    minutes: readingMinutes(post.body),
    jsonLd,
    contentEnv: env,
  });
}
