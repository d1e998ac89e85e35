import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import keenSliderHref from "keen-slider/keen-slider.min.css";
import { HomePage } from "~/components/home/HomePage";
import { loadHome } from "~/components/home/home.server";
import { contactPageAction } from "~/contact/routes.server";
import { pageMetaTags } from "~/http/meta";

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
  const { home } = useLoaderData<typeof loader>();
  return <HomePage home={home} />;
}
