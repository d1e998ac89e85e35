import { describe, expect, it } from "vitest";
import { siteJsonLd } from "./structured-data";

describe("siteJsonLd", () => {
  it("describes the organisation with an absolute PNG logo and the web site", () => {
    const data = siteJsonLd({
      origin: "https://kathana.example/",
      siteName: "Kathana AI",
      description: "Conversational AI.",
      logo: { asset: { _ref: "image-abc-300x80-svg" }, alt: "Logo" },
      socialUrl: "https://www.linkedin.com/company/kathana",
      contentEnv: { projectId: "local", dataset: "seed", assetBaseUrl: "/content" },
    });
    const [org, site] = data["@graph"] as Record<string, unknown>[];
    expect(org).toMatchObject({
      "@type": "Organization",
      name: "Kathana AI",
      url: "https://kathana.example/",
      sameAs: ["https://www.linkedin.com/company/kathana"],
    });
    expect(org!.logo).toMatch(/^https:\/\/kathana\.example\/content\/images\/local\/seed\/abc-300x80\.svg\?.*fm=png/);
    expect(site).toMatchObject({ "@type": "WebSite", url: "https://kathana.example/", publisher: { "@id": "https://kathana.example/#organization" } });
  });

  it("leaves out what the settings do not have", () => {
    const [org] = siteJsonLd({ origin: "https://kathana.example", siteName: "Kathana AI" })["@graph"] as Record<string, unknown>[];
    expect(org).not.toHaveProperty("logo");
    expect(org).not.toHaveProperty("sameAs");
  });
});
