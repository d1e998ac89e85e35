import { hasImage, urlFor, type ContentEnv, type SanityImageValue } from "~/content/image";
import { canonicalUrl } from "./site-routes";

export interface SiteIdentity {
  origin: string;
  siteName: string;
  /** The site's languages as locales (hi-IN); en-IN when not given. */
  locales?: string[];
  description?: string | null;
  logo?: SanityImageValue | null;
  socialUrl?: string | null;
  contentEnv?: ContentEnv;
}

/**
 * The home page's structured data: the organisation (name, logo, social profile) and the web site.
 * The logo is asked as a PNG: search engines do not take SVG logos.
 */
export function siteJsonLd(site: SiteIdentity): Record<string, unknown> {
  const home = canonicalUrl(site.origin, "/");
  const organization: Record<string, unknown> = {
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: site.siteName,
    url: home,
  };
  if (site.contentEnv && hasImage(site.logo)) {
    const url = urlFor(site.contentEnv, site.logo).height(160).fit("max").format("png").url();
    organization.logo = /^https?:\/\//.test(url) ? url : `${site.origin.replace(/\/+$/, "")}${url}`;
  }
  if (site.description) organization.description = site.description;
  if (site.socialUrl) organization.sameAs = [site.socialUrl];
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization,
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        name: site.siteName,
        url: home,
        inLanguage: site.locales && site.locales.length > 1 ? site.locales : (site.locales?.[0] ?? "en-IN"),
        publisher: { "@id": `${home}#organization` },
      },
    ],
  };
}
