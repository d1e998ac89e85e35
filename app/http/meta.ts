import type { MetaDescriptor } from "@remix-run/node";

interface MatchWithData {
  id: string;
  data: unknown;
}

function siteNameFrom(matches: MatchWithData[]): string {
  const root = matches.find((match) => match.id === "root")?.data as
    | { layout?: { settings?: { siteName?: string | null } | null } }
    | undefined;
  return root?.layout?.settings?.siteName ?? "Kathana AI";
}

/** Page title "<title> | <site name>" and its description, for a route's meta export. */
export function pageMetaTags(
  matches: MatchWithData[],
  page: { title?: string | null; description?: string | null } | null | undefined,
): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const title = page?.title ? `${page.title} | ${siteName}` : siteName;
  const tags: MetaDescriptor[] = [{ title }, { property: "og:title", content: title }];
  if (page?.description) {
    tags.push({ name: "description", content: page.description }, { property: "og:description", content: page.description });
  }
  return tags;
}
