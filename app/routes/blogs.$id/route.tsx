import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogArticlePage } from "~/components/blog/BlogArticlePage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

/** Unknown or malformed ids (/blogs/5, /blogs/0, /blogs/abc, /blogs/1.5) throw a 404. */
export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.post.title, description: data.post.excerpt, image: data.post.coverImage, type: "article" } : null);

export default function BlogPostRoute() {
  return <BlogArticlePage {...useLoaderData<typeof loader>()} />;
}
