import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import keenSliderHref from "keen-slider/keen-slider.min.css";
import { HomePage } from "~/components/home/HomePage";
import { pageMetaTags } from "~/http/meta";
import type { loader } from "./data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: keenSliderHref }];

export { action, loader } from "./data.server";

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-cache",
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data?.seo);

export default function Index() {
  const { home } = useLoaderData<typeof loader>();
  return <HomePage home={home} />;
}
