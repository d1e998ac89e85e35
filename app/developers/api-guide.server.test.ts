import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getApiGuide } from "./api-guide.server";
import { fieldsFromSchema } from "./schema-fields.server";

describe("API guide data", () => {
  it("documents every demo endpoint with fields, an example, errors and a rate limit", async () => {
    const guide = await getApiGuide("https://api.example.test");
    const paths = guide.endpoints.map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual([
      "POST /api/demos/textdemo",
      "POST /api/demos/voicedemoupload",
      "POST /api/demos/SubmitFeedback",
      "POST /api/demos/voicedemoupload2",
      "POST /api/demos/photosdemo",
      "POST /api/demos/photosdemoupload",
      "POST /api/demos/photosfeedback",
      "GET /api/transliterate",
      "POST /api/assistant",
    ]);
    for (const endpoint of guide.endpoints) {
      expect(endpoint.fields.length, endpoint.id).toBeGreaterThan(0);
      expect(endpoint.examples.length, endpoint.id).toBeGreaterThan(0);
      expect(
        endpoint.errors.every((e) => e.status >= 400 && e.status < 600 && e.message !== ""),
        endpoint.id,
      ).toBe(true);
      expect(endpoint.rateLimit).toMatch(/\d+ requests per/);
      for (const example of endpoint.examples) {
        expect(example.command.startsWith("curl -sS")).toBe(true);
        expect(example.command).toContain("https://api.example.test/api/");
      }
    }
    // Anchors are unique.
    const ids = [...guide.endpoints.map((e) => e.id), ...guide.endpoints.flatMap((e) => e.examples.map((x) => x.id))];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("covers every demo API route in app/routes", async () => {
    const guide = await getApiGuide("https://api.example.test");
    const documented = new Set(guide.endpoints.map((e) => e.path));
    const routes = readdirSync("app/routes")
      .filter((f) => f.startsWith("api.demos."))
      .map((f) => `/${f.replace(/\.tsx?$/, "").replaceAll(".", "/")}`);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) expect(documented.has(route), `${route} is missing from the API guide`).toBe(true);
  });

  it("reads the text demo's request table from its zod schema", async () => {
    const guide = await getApiGuide("https://api.example.test");
    const tts = guide.endpoints.find((e) => e.path === "/api/demos/textdemo")!;
    expect(tts.fields.map((f) => [f.name, f.required])).toEqual([
      ["lang", false],
      ["text", true],
      ["sRate", false],
    ]);
    expect(tts.fields[0]!.constraints).toContain("at most 16 characters");
    const feedback = guide.endpoints.find((e) => e.path === "/api/demos/SubmitFeedback")!;
    expect(feedback.fields.find((f) => f.name === "feedback")!.type).toBe('one of "Yes", "Somewhat", "No"');
    expect(feedback.fields.find((f) => f.name === "response")).toMatchObject({ required: false, defaultValue: '""' });
    expect(feedback.errors.map((e) => e.message)).toContain("feedback must be Yes, Somewhat or No");
  });

  it("refuses to build when a schema field is added or renamed without its description", () => {
    const schema = z.object({ lang: z.string(), words: z.string() });
    expect(() => fieldsFromSchema(schema, "json", { lang: { description: "x" }, text: { description: "y" } })).toThrow(
      /undocumented fields \[words\], documented but absent \[text\]/,
    );
  });
});
