import { Fragment } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { formatPublished } from "~/blog/article";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";

interface PostMetaProps {
  author?: string | null;
  publishedAt?: string | null;
  publishedLabel?: string | null;
  minutes: number;
  className?: string;
}

/**
 * The date line in the page's language. The loader's `publishedLabel` is the English one
 * ("12 August 2025", app/blog/article.ts), shown as it is on English pages; other languages format
 * the same calendar date with their locale ("12 अगस्त 2025").
 */
function dateLabel(publishedAt: string, publishedLabel: string, language: string, locale: string): string {
  return language === DEFAULT_LANGUAGE ? publishedLabel : (formatPublished(publishedAt, locale) ?? publishedLabel);
}

/** "Author · 12 August 2025 · 4 min read": the parts that exist, separated by dots. */
export function PostMeta({ author, publishedAt, publishedLabel, minutes, className }: PostMetaProps) {
  const { t, language, locale } = useI18n();
  const parts = [
    author ? <span key="author">{author}</span> : null,
    publishedAt && publishedLabel ? (
      <time key="date" dateTime={publishedAt}>
        {dateLabel(publishedAt, publishedLabel, language, locale)}
      </time>
    ) : null,
    <span key="time">{t("{minutes} min read", { minutes })}</span>,
  ].filter(Boolean);
  return (
    <p className={className}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <span aria-hidden="true"> · </span> : null}
          {part}
        </Fragment>
      ))}
    </p>
  );
}
