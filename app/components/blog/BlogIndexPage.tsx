import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import { BlogCard, type BlogCardData } from "./BlogCard";
import styles from "./blog.module.css";

interface BlogIndexProps {
  page: { heading: string | null; title: string | null; description: string | null };
  posts: BlogCardData[];
}

// The grid shows two cards per row from 640px: those two are above the fold, the rest load lazily.
// The first picture is the largest paint on a phone (one column), so it is fetched first.
const EAGER_CARDS = 2;
const cardLoading = (i: number) => (i === 0 ? "lcp" : i < EAGER_CARDS ? "eager" : "lazy");

/** /blogs: the articles as cards, oldest first (the order of their numbers). */
export function BlogIndexPage({ page, posts }: BlogIndexProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHero heading={page.heading ?? page.title} intro={page.description} />
      <section className="container section" aria-label={t("Articles")}>
        <ul className={styles.grid}>
          {posts.map((post, i) => (
            <BlogCard key={post.blogId} post={post} loading={cardLoading(i)} />
          ))}
        </ul>
      </section>
    </>
  );
}
