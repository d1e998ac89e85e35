import { Form, useActionData } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { usePlayback } from "~/components/ui/audio-playback";
import { requestSpeech } from "./client";
import { TransliterationTextarea } from "./TransliterationTextarea";
import styles from "./TextDemo.module.css";
import { demoStyles } from "../shared/DemoSections";
import { CsrfField, useCsrfToken } from "~/components/request-context";

export interface TextCategory {
  _id: string;
  categoryName: string | null;
  languageCode: string | null;
  defaultInput: string | null;
}

interface FormResult {
  error?: string;
  audioUrl?: string;
  values?: { lang: string; text: string; sRate: number };
}

/** SPEC §4 "Text demo": idle → processing → playing → (ended or paused) idle. */
type Status = "idle" | "processing" | "playing";

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon="play">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon="pause">
      <path d="M6 5h4v14H6zM14 5h4v14h-4z" fill="currentColor" />
    </svg>
  );
}

/**
 * The demo itself. With JavaScript the form's submit is taken over: POST /api/demos/textdemo and
 * the returned audio bytes played from a blob: URL. Without JavaScript the form posts to the page,
 * which answers with an <audio> player for a signed audio link.
 */
export function TextDemo({ categories }: { categories: TextCategory[] }) {
  const { t, tm } = useI18n();
  const csrfToken = useCsrfToken();
  const result = useActionData<FormResult>();
  const first = categories[0];
  const [lang, setLang] = useState(result?.values?.lang ?? first?.languageCode ?? "hi_IN_2");
  const [text, setText] = useState(result?.values?.text ?? first?.defaultInput ?? "");
  const [rate, setRate] = useState(result?.values?.sRate ?? 0);
  const [processing, setProcessing] = useState(false);
  // The current audio (a blob: URL) and what it was made from: Listen on unchanged input replays it.
  const [audio, setAudio] = useState<{ key: string; url: string } | null>(null);
  // The page-wide single-audio rule (SPEC §4) comes with the shared playback hook: starting a
  // sample card stops the demo and the other way round.
  const playback = usePlayback(audio?.url ?? null);
  const playWhenReady = useRef(false);
  const request = useRef<AbortController | null>(null);
  const ids = useId();
  // Marks the form as taken over by the script (the e2e tests wait for it before typing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const status: Status = processing ? "processing" : playback.playing ? "playing" : "idle";

  // A new blob URL reaches the hook on the next render; start it then.
  const { toggle } = playback;
  useEffect(() => {
    if (audio && playWhenReady.current) {
      playWhenReady.current = false;
      toggle();
    }
  }, [audio, toggle]);

  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    const url = audio?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [audio]);

  const chooseCategory = (code: string) => {
    setLang(code);
    const category = categories.find((c) => c.languageCode === code);
    if (category?.defaultInput) setText(category.defaultInput);
  };

  const listen = async (event?: FormEvent) => {
    event?.preventDefault();
    // Pressing while playing pauses and returns to idle (SPEC §4).
    if (status === "playing") {
      playback.toggle();
      return;
    }
    if (status === "processing") return;
    // SPEC §5: empty text means no request is sent.
    if (text.trim() === "") return;
    const sRate = Math.round(rate * 100) / 100;
    const key = JSON.stringify([lang, sRate, text]);
    if (audio?.key === key) {
      playback.toggle();
      return;
    }
    setProcessing(true);
    const controller = new AbortController();
    request.current = controller;
    try {
      const blob = await requestSpeech({ lang, text, sRate }, csrfToken, controller.signal);
      if (controller.signal.aborted) return;
      if (blob.size === 0) {
        // SPEC §8: no data is only logged.
        console.warn("Text demo: the server answered without audio");
        return;
      }
      playWhenReady.current = true;
      setAudio({ key, url: URL.createObjectURL(blob) });
    } catch (error) {
      if (controller.signal.aborted) return;
      // SPEC §8: a failed request is a browser alert 'Error: ' plus the message.
      window.alert(t("Error: {message}", { message: tm(error instanceof Error ? error.message : String(error)) }));
    } finally {
      if (!controller.signal.aborted) setProcessing(false);
    }
  };

  const label = status === "processing" ? t("Processing") : t("Listen");
  const rateText = `${rate > 0 ? "+" : ""}${rate}%`;

  return (
    <Form method="post" className={demoStyles.panel} onSubmit={listen} data-hydrated={hydrated ? "true" : undefined} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="visually-hidden">
        {t("Try the text to speech demo")}
      </h2>
      <CsrfField />
      <div className={demoStyles.columns}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-lang`}>{t("Category")}</label>
          <select id={`${ids}-lang`} className={demoStyles.control} name="lang" value={lang} onChange={(e) => chooseCategory(e.target.value)}>
            {categories.map((c) => (
              <option key={c._id} value={c.languageCode ?? ""}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-rate`}>{t("Speaking rate")}</label>
          <div className={styles.rate}>
            <input
              id={`${ids}-rate`}
              name="sRate"
              type="range"
              min={-50}
              max={50}
              step={1}
              value={rate}
              aria-valuetext={t("{rate} percent", { rate })}
              onChange={(e) => setRate(Number(e.target.value))}
            />
            <output htmlFor={`${ids}-rate`} className={styles.rateValue} data-testid="rate-value">
              {rateText}
            </output>
          </div>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-text`}>{t("Text to speak")}</label>
        <TransliterationTextarea id={`${ids}-text`} name="text" value={text} onChange={setText} enabled={lang === "hi_IN_2"} describedBy={`${ids}-hint`} />
        <p id={`${ids}-hint`} className={styles.hint}>
          {lang === "hi_IN_2"
            ? t("Type Hindi in Latin letters: after a word, press space for Devanagari suggestions. SSML (<speak>…</speak>) is accepted.")
            : t("Plain text, or SSML starting with <speak>.")}
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`button ${styles.listen}`} aria-pressed={status === "playing"} aria-busy={status === "processing"} data-state={status}>
          {status === "playing" ? <PauseIcon /> : status === "processing" ? <span className={styles.spinner} aria-hidden="true" /> : <PlayIcon />}
          <span>{label}</span>
        </button>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- synthesised from the text shown right above */}
        <audio ref={playback.audioRef} src={audio?.url} data-testid="tts-audio" />
      </div>
      {result?.error ? (
        <p role="alert" className={styles.error}>
          {t("Error: {message}", { message: tm(result.error) })}
        </p>
      ) : null}
      {result?.audioUrl ? (
        <div className={styles.noJsResult}>
          {/* Without JavaScript: the browser's own player for the signed audio link. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the spoken text is in the text area */}
          <audio controls src={result.audioUrl} data-testid="tts-audio-result">
            {t("Your browser does not support the audio element.")}
          </audio>
        </div>
      ) : null}
    </Form>
  );
}
