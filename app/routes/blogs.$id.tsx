import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadQuery } from "~/content/content.server";
import { BLOG_POST_QUERY } from "~/content/queries";
import { PageHero } from "~/components/layout/PageHero";
import { pageMetaTags } from "~/http/meta";
import type { BLOG_POST_QUERYResult } from "~/sanity.types";

export async function loader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const post = Number.isSafeInteger(id) && id > 0 ? await loadQuery<BLOG_POST_QUERYResult>(BLOG_POST_QUERY, { id }) : null;
  if (!post) throw new Response("Not Found", { status: 404 });
  return json({ post });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data ? { title: data.post.title, description: data.post.excerpt } : null);

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <PageHero heading={post.title} />
  );
}
