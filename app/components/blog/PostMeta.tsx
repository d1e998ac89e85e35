import { Fragment } from "react";
import { readingTimeLabel } from "~/blog/article";

interface PostMetaProps {
  author?: string | null;
  publishedAt?: string | null;
  publishedLabel?: string | null;
  minutes: number;
  className?: string;
}

/** "Author · 12 August 2025 · 4 min read": the parts that exist, separated by dots. */
export function PostMeta({ author, publishedAt, publishedLabel, minutes, className }: PostMetaProps) {
  const parts = [
    author ? <span key="author">{author}</span> : null,
    publishedAt && publishedLabel ? (
      <time key="date" dateTime={publishedAt}>
        {publishedLabel}
      </time>
    ) : null,
    <span key="time">{readingTimeLabel(minutes)}</span>,
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
