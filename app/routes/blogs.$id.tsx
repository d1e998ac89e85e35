import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogArticlePage } from "~/components/blog/BlogArticlePage";
import { loadBlogPost } from "~/components/blog/blog.server";
import { pageMetaTags } from "~/http/meta";

/** Unknown or malformed ids (/blogs/5, /blogs/0, /blogs/abc, /blogs/1.5) throw a 404. */
export const loader = ({ params }: LoaderFunctionArgs) => loadBlogPost(params.id);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(
    matches,
    data
      ? { title: data.post.title, description: data.post.excerpt, image: data.post.coverImage, type: "article" }
      : null,
  );

export default function BlogPostRoute() {
  return <BlogArticlePage {...useLoaderData<typeof loader>()} />;
}
