import { useEffect, useRef } from "react";
import { fileUrl } from "~/content/image";
import styles from "./CaptionedVideo.module.css";
import { whenNear } from "./when-near";
import { useContentEnv } from "~/components/request-context";
import { useI18n } from "~/components/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";

export const VIDEO_FALLBACK = "Sorry, your browser doesn't support videos.";

/** Names of the caption languages the content model offers (the `<track>` label), in English: translate where shown. */
export const CAPTION_LABELS: Record<string, MessageKey> = { en: "English", hi: "Hindi" };

export interface CaptionedVideoProps {
  /** The video file field (a file asset reference). */
  video: unknown;
  /** The WebVTT file field, when the editor uploaded one. */
  captions?: unknown;
  captionsLanguage?: string | null;
  /** Poster image URL; set when the video comes near the viewport so off-screen posters cost nothing. */
  poster: string | null;
  /** Accessible name of the video (its title). */
  label: string;
  width: number;
  height: number;
  className?: string;
  testId?: string;
}

/**
 * A product video with native controls that downloads nothing until the visitor plays it
 * (preload="none"), a poster loaded lazily, and a captions track in the language spoken.
 * Starting one video pauses any other video playing on the page.
 */
export function CaptionedVideo({ video, captions, captionsLanguage, poster, label, width, height, className, testId }: CaptionedVideoProps) {
  const env = useContentEnv();
  const { t } = useI18n();
  const ref = useRef<HTMLVideoElement>(null);
  const src = fileUrl(env, video);
  const track = fileUrl(env, captions);
  const language = captionsLanguage ?? "en";
  const captionLabel = CAPTION_LABELS[language];

  // <video> has no loading="lazy": the poster attribute is set once the element is near the viewport.
  useEffect(() => {
    const element = ref.current;
    if (!element || !poster) return;
    return whenNear(element, "300px 0px", () => {
      element.poster = poster;
    });
  }, [poster]);

  if (!src) return null;

  const pauseOthers = () => {
    for (const other of document.querySelectorAll("video")) {
      if (other !== ref.current && !other.paused) other.pause();
    }
  };

  return (
    // The rule cannot see through the condition: the track is there whenever the content has one.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      className={className ? `${styles.video} ${className}` : styles.video}
      src={src}
      controls
      preload="none"
      playsInline
      width={width}
      height={height}
      aria-label={label}
      data-poster={poster ?? undefined}
      data-testid={testId}
      // Captions on another origin (hosted Sanity's CDN, which allows CORS) need a CORS request.
      crossOrigin={track && /^https?:/i.test(track) ? "anonymous" : undefined}
      onPlay={pauseOthers}
    >
      {track ? <track kind="captions" src={track} srcLang={language} label={captionLabel ? t(captionLabel) : language} default /> : null}
      {t(VIDEO_FALLBACK)}
    </video>
  );
}
