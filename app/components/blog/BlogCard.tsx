import { Link } from "~/components/i18n/Link";
import { SanityImage } from "~/components/ui/SanityImage";
import type { SanityImageValue } from "~/content/image";
import { PostMeta } from "./PostMeta";
import styles from "./blog.module.css";

export interface BlogCardData {
  blogId: number;
  title: string;
  excerpt: string;
  coverImage: SanityImageValue | null;
  author: string | null;
  publishedAt: string | null;
  publishedLabel: string | null;
  minutes: number;
}

// Card width at the widest layout (two columns in the 1200px container); `sizes` follows the grid.
const CARD_WIDTH = 576;
const CARD_HEIGHT = 302;
const CARD_SIZES = "(min-width: 1200px) 576px, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)";

/**
 * One article in the list. The title is the card's only link; CSS stretches its hit area over the
 * whole card, so a screen reader meets one link per article.
 */
export function BlogCard({ post, loading }: { post: BlogCardData; loading: "lcp" | "eager" | "lazy" }) {
  return (
    <li className={styles.card}>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={`/blogs/${post.blogId}`} prefetch="intent" className={styles.cardLink}>
            {post.title}
          </Link>
        </h2>
        <PostMeta className={styles.meta} author={post.author} publishedAt={post.publishedAt} publishedLabel={post.publishedLabel} minutes={post.minutes} />
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
      <SanityImage
        image={post.coverImage}
        width={CARD_WIDTH}
        height={CARD_HEIGHT}
        sizes={CARD_SIZES}
        loading={loading === "lazy" ? "lazy" : "eager"}
        fetchPriority={loading === "lcp" ? "high" : undefined}
        className={styles.cardImage}
      />
    </li>
  );
}
