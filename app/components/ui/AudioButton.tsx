import { useI18n } from "~/components/i18n/i18n";
import type { Playback } from "./audio-playback";
import { hiddenAround } from "./hidden-words";
import styles from "./AudioButton.module.css";

const AUDIO_FALLBACK = "Your browser does not support the audio element.";

/** The <audio> element of a Playback (no native controls) with the SPEC fallback text. */
export function AudioElement({ playback, src }: { playback: Playback; src: string }) {
  const { t } = useI18n();
  return (
    // Audio-only content: its text alternative is the card's transcript (WCAG 1.2.1), not captions.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <audio ref={playback.audioRef} src={src} preload="none" data-testid="demo-audio">
      {t(AUDIO_FALLBACK)}
    </audio>
  );
}

/** Play/pause toggle; `label` names what it plays ("Play Loan EMI Reminder" / "Pause …"). */
export function AudioButton({ playback, label, className }: { playback: Playback; label: string; className?: string }) {
  const { t } = useI18n();
  const visible = playback.playing ? t("Pause") : t("Play");
  // The name is "Play <label>": the label is for screen readers only, on whichever side the language puts it.
  const hidden = hiddenAround(playback.playing ? t("Pause {label}", { label }) : t("Play {label}", { label }), visible);
  return (
    <button type="button" className={`${styles.button} ${className ?? ""}`} data-playing={playback.playing ? "true" : "false"} onClick={playback.toggle}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {playback.playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />}
      </svg>
      {hidden.before ? <span className="visually-hidden">{hidden.before}</span> : null}
      <span>{visible}</span>
      <span className="visually-hidden">{hidden.after}</span>
    </button>
  );
}
