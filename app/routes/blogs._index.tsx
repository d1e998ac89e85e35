import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogIndexPage } from "~/components/blog/BlogIndexPage";
import { loadBlogIndex } from "~/components/blog/blog.server";
import { pageMetaTags } from "~/http/meta";

export const loader = () => loadBlogIndex();

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.page);

export default function BlogsRoute() {
  const { page, posts } = useLoaderData<typeof loader>();
  return <BlogIndexPage page={page} posts={posts} />;
}
