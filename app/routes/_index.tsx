import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import keenSliderHref from "keen-slider/keen-slider.min.css";
import { HomePage } from "~/components/home/HomePage";
import { loadHome } from "~/components/home/home.server";
import { contactPageAction } from "~/contact/routes.server";
import { pageMetaTags } from "~/http/meta";
import type { HomeContent } from "~/components/home/types";
import type { ContentEnv } from "~/content/image";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: keenSliderHref }];

export const loader = ({ request }: LoaderFunctionArgs) => loadHome(request);

/** The Contact Us form posted without JavaScript (issue 6). */
export const action = (args: ActionFunctionArgs) => contactPageAction(args);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-cache",
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMetaTags(matches, data?.seo);

export default function Index() {
  // The loader's JSON is exactly the query result (plain data, no dates or maps).
  const { home, contentEnv } = useLoaderData<typeof loader>() as unknown as { home: HomeContent; contentEnv: ContentEnv };
  return <HomePage home={home} env={contentEnv} />;
}
