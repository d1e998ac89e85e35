import { json } from "@remix-run/node";
import { formatPublished, readingMinutes } from "~/blog/article";
import { loadQuery } from "~/content/content.server";
import { loadPageMeta } from "~/content/page-meta.server";
import { BLOG_INDEX_QUERY } from "~/content/queries.server";
import type { BLOG_INDEX_QUERYResult } from "~/sanity.types";

/** /blogs: the page heading and one card per article, oldest first. */
export async function loader() {
  const [page, posts] = await Promise.all([loadPageMeta("/blogs"), loadQuery<BLOG_INDEX_QUERYResult>(BLOG_INDEX_QUERY)]);
  const cards = posts.map(({ body, ...post }) => ({
    ...post,
    publishedLabel: formatPublished(post.publishedAt),
    minutes: readingMinutes(body),
  }));
  return json({ page, posts: cards });
}
