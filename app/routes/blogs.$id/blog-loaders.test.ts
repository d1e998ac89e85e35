import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetContentForTests } from "~/content/content.server";
import { loader as loadBlogIndex } from "../blogs._index/data.server";
import { loader } from "./data.server";

const loadBlogPost = (id: string | undefined) => loader({ params: { id } });

// The loaders over the embedded seed, with a public origin that differs from the listening one.
beforeAll(async () => {
  vi.stubEnv("PUBLIC_ORIGIN", "https://kathana.example/");
  vi.stubEnv("SANITY_PROJECT_ID", "");
  await resetContentForTests();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await resetContentForTests();
});

describe("loadBlogIndex", () => {
  it("returns the four cards with reading time and date, without the bodies", async () => {
    const data = await (await loadBlogIndex()).json();
    expect(data.page.heading).toBe("Blogs");
    expect(data.posts.map((p: { blogId: number }) => p.blogId)).toEqual([1, 2, 3, 4]);
    for (const post of data.posts) {
      expect(post.minutes).toBeGreaterThanOrEqual(1);
      expect(post.publishedLabel).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(post).not.toHaveProperty("body");
    }
  });
});

describe("loadBlogPost", () => {
  it("returns the article, its neighbours and absolute JSON-LD from the public origin", async () => {
    const data = await (await loadBlogPost("2")).json();
    expect(data.post.title).toBe("Voice Automation driving Business Growth");
    expect(data.post.previous).toEqual({ blogId: 1, title: "Educational Transformation through Digitization" });
    expect(data.post.next).toEqual({ blogId: 3, title: "Conversational AI and its use in the Contact Center" });
    expect(data.jsonLd).not.toMatch(/[<>]/);
    const ld = JSON.parse(data.jsonLd);
    expect(ld.headline).toBe(data.post.title);
    expect(ld.mainEntityOfPage["@id"]).toBe("https://kathana.example/blogs/2");
    // The same file as og:image: the SVG artwork rendered to a 1200×630 JPEG.
    expect(ld.image[0]).toMatch(/^https:\/\/kathana\.example\/content\/images\/.+\.svg\?w=1200&h=630&fm=jpg/);
    expect(ld.publisher.logo.url).toMatch(/^https:\/\/kathana\.example\/content\/images\/.+fm=png/);
    expect(ld.wordCount).toBeGreaterThan(100);
  });

  it("has no previous on the first article and no next on the last", async () => {
    expect((await (await loadBlogPost("1")).json()).post.previous).toBeNull();
    expect((await (await loadBlogPost("4")).json()).post.next).toBeNull();
  });

  it.each(["5", "0", "abc", "1.5", "01", "-1", undefined])("answers /blogs/%s with a 404", async (id) => {
    const thrown = await loadBlogPost(id).then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
