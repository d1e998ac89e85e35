import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HomePage } from "~/components/home/HomePage";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

export { action, loader } from "./data.server";

// The page is public (the document default); the plain form's answer is not.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const cacheControl = actionHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.seo);

export default function Index() {
  const { home } = useLoaderData<typeof loader>();
  return <HomePage home={home} />;
}
