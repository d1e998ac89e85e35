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
export interface PageMetaInput {
  title?: string | null;
  description?: string | null;
  /** Share image: a Sanity image field (with alt) as the content layer returns it. */
  image?: { asset?: { _ref: string } | null; alt?: string | null } | null;
  /** Open Graph type: "article" for blog posts, else "website". */
  type?: "website" | "article";
}

export function pageMetaTags(matches: MatchWithData[], page: PageMetaInput | null | undefined): MetaDescriptor[] {
  const siteName = siteNameFrom(matches);
  const title = page?.title ? `${page.title} | ${siteName}` : siteName;
  const tags: MetaDescriptor[] = [{ title }, { property: "og:title", content: title }];
  if (page?.description) {
    tags.push({ name: "description", content: page.description }, { property: "og:description", content: page.description });
  }
  return tags;
}
