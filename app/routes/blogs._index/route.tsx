import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BlogIndexPage } from "~/components/blog/BlogIndexPage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.page);

export default function BlogsRoute() {
  const { page, posts } = useLoaderData<typeof loader>();
  return <BlogIndexPage page={page} posts={posts} />;
}
