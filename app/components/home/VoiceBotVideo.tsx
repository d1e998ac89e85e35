import { useRef, useState } from "react";
import { CAPTION_LABELS, VIDEO_FALLBACK } from "~/components/ui/CaptionedVideo";
import { useI18n } from "~/components/i18n/i18n";
import { fileUrl } from "~/content/image";
import { imageUrl } from "./image-url";
import type { HomeContent, HomePageContent } from "./types";
import styles from "./VoiceBotVideo.module.css";
import { useContentEnv } from "~/components/request-context";

/**
 * The voice bot demo video (SPEC §1): plays while the pointer is over it, pauses when it leaves,
 * and a visible button does the same for keyboard and touch users.
 */
export function VoiceBotVideo({ page, captions }: { page: HomePageContent; captions: HomeContent["videoCaptions"] }) {
  const env = useContentEnv();
  const { t, tm } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // What the visitor last asked for: a pause that lands while play() is pending must win.
  const wanted = useRef(false);
  const src = fileUrl(env, page.demoVideo);
  const track = fileUrl(env, captions?.demoVideoCaptions);
  const language = captions?.demoVideoCaptionsLanguage ?? "en";
  if (!src) return null;

  const play = () => {
    const v = video.current;
    if (!v) return;
    wanted.current = true;
    v.play().catch((error: unknown) => {
      // Without a user gesture (hover) the browser only allows muted playback.
      if (!wanted.current || (error as Error).name !== "NotAllowedError") return;
      v.muted = true;
      v.play().catch(() => setPlaying(false));
    });
  };
  const pause = () => {
    wanted.current = false;
    video.current?.pause();
  };

  return (
    <section className={`section ${styles.section}`} aria-labelledby="voicebot-video-heading">
      <div className="container">
        <h2 id="voicebot-video-heading" className={styles.heading}>
          {page.demoVideoTitle}
        </h2>
        <div className={styles.frame} onMouseEnter={play} onMouseLeave={pause}>
          {/* The rule cannot see through the condition: the track is there whenever the content has one. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            ref={video}
            className={styles.video}
            src={src}
            poster={imageUrl(env, page.demoVideoPoster, 960)}
            preload="none"
            playsInline
            width={1280}
            height={720}
            aria-label={page.demoVideoPoster.alt}
            data-testid="voicebot-video"
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
            onEnded={() => setPlaying(false)}
            crossOrigin={track && /^https?:/i.test(track) ? "anonymous" : undefined}
          >
            {track ? <track kind="captions" src={track} srcLang={language} label={tm(CAPTION_LABELS[language] ?? language)} default /> : null}
            {t(VIDEO_FALLBACK)}
          </video>
          <button type="button" className="button" onClick={() => (playing ? pause() : play())}>
            {playing ? t("Pause video") : t("Play video")}
          </button>
        </div>
      </div>
    </section>
  );
}
