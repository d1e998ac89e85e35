import { useI18n } from "~/components/i18n/i18n";
import { Link } from "~/components/i18n/Link";
import styles from "./blog.module.css";

interface Neighbour {
  blogId: number;
  title: string;
}

interface PostNavProps {
  previous: Neighbour | null;
  next: Neighbour | null;
}

function NavItem({ kind, post }: { kind: "previous" | "next"; post: Neighbour | null }) {
  const { t } = useI18n();
  const label = kind === "previous" ? t("Previous Blog") : t("Next Blog");
  const className = `${styles.navItem} ${kind === "next" ? styles.navNext : ""}`;
  if (!post) {
    // Disabled = not a link at all (decision 0100): nothing to focus or click, dimmed, and the
    // reason is spelled out instead of being carried by colour alone.
    return (
      <p className={`${className} ${styles.navDisabled}`} data-post-nav={kind} data-disabled="true">
        <span className={styles.navLabel}>{label}</span>
        <span className={styles.navTitle}>{kind === "previous" ? t("None: this is the first article") : t("None: this is the latest article")}</span>
      </p>
    );
  }
  return (
    <Link to={`/blogs/${post.blogId}`} rel={kind === "previous" ? "prev" : "next"} prefetch="intent" className={className} data-post-nav={kind}>
      <span className={styles.navLabel}>
        {kind === "previous" ? <span aria-hidden="true">← </span> : null}
        {label}
        {kind === "next" ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className={styles.navTitle}>{post.title}</span>
    </Link>
  );
}

/** Previous Blog / Next Blog with the neighbouring titles; the first and last article lack one. */
export function PostNav({ previous, next }: PostNavProps) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("Previous and next articles")} className={styles.postNav}>
      <NavItem kind="previous" post={previous} />
      <NavItem kind="next" post={next} />
    </nav>
  );
}
