import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetContentForTests } from "~/content/content.server";
import { flowRows, flowSlug } from "~/components/industry/call-flow";
import { inLanguage } from "~/i18n/language.server";
import { loader } from "./data.server";
import type { IndustryContent } from "~/components/industry/types";
import { BFSI_PAGE_DEMOS } from "../../../tests/spec-expectations";

// The loader over the embedded seed.
beforeAll(async () => {
  vi.stubEnv("SANITY_PROJECT_ID", "");
  await resetContentForTests();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await resetContentForTests();
});

const load = async (slug: string) => (await (await loader({ params: { industry: slug } })).json()) as { industry: IndustryContent };

describe("the industry page loader", () => {
  it("returns BFSI with its six cards, two flows (Payment Reminder default) and five other industries", async () => {
    const { industry } = await load("bfsi");
    expect(industry.demos.map((d) => d.title)).toEqual(BFSI_PAGE_DEMOS);
    expect(industry.useCaseTabs.map((t) => [t.label, t.isDefault])).toEqual([
      ["Payment Reminder", true],
      ["Loan Requirement", false],
    ]);
    expect(industry.explore.map((e) => e.slug)).toEqual(["fmcg", "quickservicerestaurants", "automobiles", "healthcare", "travelandhospitality"]);
    // The payment reminder's promise-to-pay branch is drawn as one decision with two paths.
    const rows = flowRows(industry.useCaseTabs[0]!.callFlow.steps);
    const decisions = rows.filter((r) => r.kind === "decision");
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ optional: false });
  });

  it("names each call-flow tab by its slugs in the other languages too, so a switched page keeps its tab", async () => {
    const english = (await load("bfsi")).industry.useCaseTabs;
    const hindi = (await inLanguage("hi", () => load("bfsi"))).industry.useCaseTabs;
    expect(hindi.map((tab) => tab.otherSlugs)).toEqual([["payment-reminder"], ["loan-requirement"]]);
    expect(english.map((tab) => tab._key)).toEqual(hindi.map((tab) => tab._key));
    expect(english.map((tab) => tab.otherSlugs)).toEqual(hindi.map((tab) => [flowSlug(tab.label)]));
  });

  it("gives every industry page a banner audio, a default flow and five explore cards", async () => {
    for (const slug of ["fmcg", "quickservicerestaurants", "automobiles", "healthcare", "travelandhospitality"]) {
      const { industry } = await load(slug);
      expect(industry.bannerAudio.asset._ref, slug).toMatch(/^file-/);
      expect(
        industry.useCaseTabs.filter((t) => t.isDefault),
        slug,
      ).toHaveLength(1);
      expect(
        industry.explore.map((e) => e.slug),
        slug,
      ).not.toContain(slug);
      expect(industry.explore, slug).toHaveLength(5);
      expect(industry.demos.length, slug).toBeGreaterThan(0);
    }
  });

  it("answers 404 for unknown and malformed slugs without querying odd input", async () => {
    for (const slug of ["nope", "BFSI", "../etc", "", undefined, "a".repeat(65)]) {
      const thrown = await loader({ params: { industry: slug } }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(thrown, String(slug)).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
