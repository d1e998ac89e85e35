import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AssistantPage } from "~/components/assistant/AssistantPage";
import { useI18n } from "~/components/i18n/i18n";
import { pageMetaTags } from "~/seo/meta";
import type { loader } from "./data.server";

/** Kathana Assist as a page: the form posts to the action, with or without JavaScript. */
export { action, headers, loader } from "./data.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMetaTags(matches, data?.meta ?? null);

export default function AssistantRoute() {
  const data = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <AssistantPage
      heading={data.meta.heading ?? t("Ask Kathana Assist")}
      greeting={data.greeting}
      suggestions={data.suggestions}
      maxCharacters={data.maxCharacters}
      formToken={data.formToken}
    />
  );
}
