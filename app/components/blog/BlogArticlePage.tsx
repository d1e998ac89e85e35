import type { PortableTextComponents } from "@portabletext/react";
import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import { useEffect, useMemo, useRef } from "react";
import { RichText } from "~/components/ui/RichText";
import { SanityImage } from "~/components/ui/SanityImage";
import type { SanityImageValue } from "~/content/image";
import type { BlogBody } from "~/sanity.types";
import { JsonLd } from "~/components/layout/JsonLd";
import { PostMeta } from "./PostMeta";
import { PostNav } from "./PostNav";
import styles from "./blog.module.css";

export interface BlogArticleData {
  post: {
    blogId: number;
    title: string;
    coverImage: SanityImageValue | null;
    author: string | null;
    publishedAt: string | null;
    body: BlogBody | null;
    previous: { blogId: number; title: string } | null;
    next: { blogId: number; title: string } | null;
  };
  publishedLabel: string | null;
  minutes: number;
  jsonLd: string;
}

// The article column (48rem) and the widths the images take in it.
const COLUMN_WIDTH = 768;
const COLUMN_SIZES = "(min-width: 800px) 768px, calc(100vw - 2rem)";

type InlineImage = Extract<BlogBody[number], { _type: "blogImage" }>;

/** /blogs/{id}: title, byline, cover image, the Portable Text body and the neighbouring articles. */
export function BlogArticlePage({ post, publishedLabel, minutes, jsonLd }: BlogArticleData) {
  const { t } = useI18n();
  const types = useMemo<PortableTextComponents["types"]>(
    () => ({
      blogImage: ({ value }: { value: InlineImage }) => (
        <figure className={styles.figure}>
          <SanityImage image={value} width={COLUMN_WIDTH} sizes={COLUMN_SIZES} className={styles.figureImage} />
          {value.caption ? <figcaption>{value.caption}</figcaption> : null}
        </figure>
      ),
    }),
    [],
  );

  // Previous/Next swap the article in place (client navigation): move focus to the new title so
  // keyboard and screen reader users start reading there, not on a link that changed under them.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(post.blogId);
  useEffect(() => {
    if (shownId.current === post.blogId) return;
    shownId.current = post.blogId;
    headingRef.current?.focus({ preventScroll: true });
  }, [post.blogId]);

  return (
    <article aria-labelledby="article-title">
      <header className={`page-hero ${styles.hero}`}>
        <div className={`container ${styles.column}`}>
          <p className={styles.back}>
            <Link to="/blogs" prefetch="intent">
              <span aria-hidden="true">← </span>
              {t("Back to Blogs")}
            </Link>
          </p>
          <h1 id="article-title" ref={headingRef} tabIndex={-1} className={styles.title}>
            {post.title}
          </h1>
          <PostMeta className={styles.byline} author={post.author} publishedAt={post.publishedAt} publishedLabel={publishedLabel} minutes={minutes} />
        </div>
      </header>
      <div className={`container ${styles.column}`}>
        {/* The page's largest paint: fetched first, never lazily. */}
        <SanityImage image={post.coverImage} width={COLUMN_WIDTH} sizes={COLUMN_SIZES} loading="eager" fetchPriority="high" className={styles.cover} />
        <div className={`prose ${styles.body}`}>
          <RichText value={post.body} types={types} />
        </div>
        <PostNav previous={post.previous} next={post.next} />
      </div>
      <JsonLd json={jsonLd} />
    </article>
  );
}
