import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { getContentEnv, loadQuery } from "~/content/content.server";
import { imageDimensions, urlFor, type ContentEnv, type SanityImageValue } from "~/content/image";
import { shareImageUrl } from "~/seo/meta";
import { BLOG_POST_QUERY, BLOG_PUBLISHER_QUERY } from "~/content/queries.server";
import type { BLOG_POST_QUERYResult, BLOG_PUBLISHER_QUERYResult } from "~/sanity.types";
import { articleJsonLd, bodyText, countWords, formatPublished, parseBlogId, readingMinutes } from "~/blog/article";
import { absoluteUrl, serializeJsonLd } from "~/seo/json-ld";

/**
 * The publisher logo as a raster image at its own aspect ratio (search engines want JPEG/PNG; the
 * seed's logo is SVG, rendered to PNG by the image endpoint or the Sanity CDN).
 */
function logoUrl(env: ContentEnv, origin: string, image: SanityImageValue | null | undefined) {
  const dims = imageDimensions(image);
  if (!image || !dims) return null;
  return absoluteUrl(origin, urlFor(env, image).width(Math.min(600, dims.width)).fit("max").format("png").url());
}

/** /blogs/{id}: the article, its neighbours and its JSON-LD; a 404 for any other id. */
export async function loader({ params }: Pick<LoaderFunctionArgs, "params">) {
  const id = parseBlogId(params.id);
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
      // The same rendering as og:image, so crawlers fetch one file.
      image: imageDimensions(post.coverImage) ? shareImageUrl(env, origin, post.coverImage) : null,
      datePublished: post.publishedAt,
      author: post.author,
      publisher: {
        name: publisher?.siteName ?? "Kathana AI",
        url: absoluteUrl(origin, "/"),
        logo: logoUrl(env, origin, publisher?.logo),
      },
      wordCount: countWords(bodyText(post.body)),
    }),
  );
  return json({
    post,
    publishedLabel: formatPublished(post.publishedAt),
    minutes: readingMinutes(post.body),
    jsonLd,
  });
}
