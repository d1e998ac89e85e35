/** All Demos filters (SPEC §2): industry × medium, both from the URL query so a view can be shared. */
/** The mediums' English names: lowercased they are the URL's values; as labels they go through t() where shown. */
export const MEDIUMS = ["Text", "Voice", "Audio", "Video"] as const;

export interface Filters {
  /** An industry slug, or "all". */
  industry: string;
  /** A lowercase medium, or "all". */
  medium: string;
}

export interface FilterableDemo {
  medium: string | null;
  industry: { slug: string } | null;
}

/** Unknown or missing values read as "all", so an old or mistyped link still shows demos. */
export function parseFilters(search: URLSearchParams, industrySlugs: string[]): Filters {
  const industry = (search.get("industry") ?? "").trim().toLowerCase();
  const medium = (search.get("medium") ?? "").trim().toLowerCase();
  return {
    industry: industrySlugs.includes(industry) ? industry : "all",
    medium: MEDIUMS.some((m) => m.toLowerCase() === medium) ? medium : "all",
  };
}

/** A card shows only if it matches both filters. */
export function filterDemos<T extends FilterableDemo>(demos: T[], filters: Filters): T[] {
  return demos.filter(
    (demo) =>
      (filters.industry === "all" || demo.industry?.slug === filters.industry) &&
      (filters.medium === "all" || (demo.medium ?? "").toLowerCase() === filters.medium),
  );
}
