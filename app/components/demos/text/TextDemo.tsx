import { Form, useActionData } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { requestSpeech, TextDemoRequestError } from "./client";
import { TransliterationTextarea } from "./TransliterationTextarea";
import styles from "./TextDemo.module.css";

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
export function TextDemo({ categories, csrfToken }: { categories: TextCategory[]; csrfToken: string }) {
  const result = useActionData<FormResult>();
  const first = categories[0];
  const [lang, setLang] = useState(result?.values?.lang ?? first?.languageCode ?? "hi_IN_2");
  const [text, setText] = useState(result?.values?.text ?? first?.defaultInput ?? "");
  const [rate, setRate] = useState(result?.values?.sRate ?? 0);
  const [status, setStatus] = useState<Status>("idle");
  const audioRef = useRef<HTMLAudioElement>(null);
  // The last audio and what it was made from: pressing Listen again on unchanged input replays it.
  const lastAudio = useRef<{ key: string; url: string } | null>(null);
  const request = useRef<AbortController | null>(null);
  const ids = useId();
  // Marks the form as taken over by the script (the e2e tests wait for it before typing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  useEffect(
    () => () => {
      request.current?.abort();
      if (lastAudio.current) URL.revokeObjectURL(lastAudio.current.url);
    },
    [],
  );

  const chooseCategory = (code: string) => {
    setLang(code);
    const category = categories.find((c) => c.languageCode === code);
    if (category?.defaultInput) setText(category.defaultInput);
  };

  const play = async (url: string) => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.src !== url) audio.src = url;
    audio.currentTime = 0;
    try {
      await audio.play();
      setStatus("playing");
    } catch (error) {
      console.warn("Text demo: the audio could not be played", error);
      setStatus("idle");
    }
  };

  const listen = async (event?: FormEvent) => {
    event?.preventDefault();
    const audio = audioRef.current;
    if (status === "playing") {
      audio?.pause();
      setStatus("idle");
      return;
    }
    if (status === "processing") return;
    // SPEC §5: empty text means no request is sent.
    if (text.trim() === "") return;
    const sRate = Math.round(rate * 100) / 100;
    const key = JSON.stringify([lang, sRate, text]);
    if (lastAudio.current?.key === key) {
      await play(lastAudio.current.url);
      return;
    }
    setStatus("processing");
    const controller = new AbortController();
    request.current = controller;
    try {
      const blob = await requestSpeech({ lang, text, sRate }, csrfToken, controller.signal);
      if (controller.signal.aborted) return;
      if (blob.size === 0) {
        // SPEC §8: no data is only logged.
        console.warn("Text demo: the server answered without audio");
        setStatus("idle");
        return;
      }
      if (lastAudio.current) URL.revokeObjectURL(lastAudio.current.url);
      lastAudio.current = { key, url: URL.createObjectURL(blob) };
      await play(lastAudio.current.url);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus("idle");
      if (error instanceof TextDemoRequestError || error instanceof Error) {
        // SPEC §8: a failed request is a browser alert 'Error: ' plus the message.
        window.alert(`Error: ${error.message}`);
      } else {
        console.warn("Text demo: no response", error);
      }
    }
  };

  const label = status === "processing" ? "Processing" : "Listen";
  const rateText = `${rate > 0 ? "+" : ""}${rate}%`;

  return (
    <Form method="post" className={styles.demo} onSubmit={listen} data-hydrated={hydrated ? "true" : undefined} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="visually-hidden">
        Try the text to speech demo
      </h2>
      <input type="hidden" name="csrftoken" value={csrfToken} />
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-lang`}>Category</label>
          <select id={`${ids}-lang`} name="lang" value={lang} onChange={(e) => chooseCategory(e.target.value)}>
            {categories.map((c) => (
              <option key={c._id} value={c.languageCode ?? ""}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${ids}-rate`}>Speaking rate</label>
          <div className={styles.rate}>
            <input
              id={`${ids}-rate`}
              name="sRate"
              type="range"
              min={-50}
              max={50}
              step={1}
              value={rate}
              aria-valuetext={`${rate} percent`}
              onChange={(e) => setRate(Number(e.target.value))}
            />
            <output htmlFor={`${ids}-rate`} className={styles.rateValue} data-testid="rate-value">
              {rateText}
            </output>
          </div>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-text`}>Text to speak</label>
        <TransliterationTextarea
          id={`${ids}-text`}
          name="text"
          value={text}
          onChange={setText}
          enabled={lang === "hi_IN_2"}
          describedBy={`${ids}-hint`}
        />
        <p id={`${ids}-hint`} className={styles.hint}>
          {lang === "hi_IN_2"
            ? "Type Hindi in Latin letters: after a word, press space for Devanagari suggestions. SSML (<speak>…</speak>) is accepted."
            : "Plain text, or SSML starting with <speak>."}
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={`button ${styles.listen}`}
          aria-pressed={status === "playing"}
          aria-busy={status === "processing"}
          data-state={status}
        >
          {status === "playing" ? <PauseIcon /> : status === "processing" ? <span className={styles.spinner} aria-hidden="true" /> : <PlayIcon />}
          <span>{label}</span>
        </button>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- synthesised from the text shown right above */}
        <audio
          ref={audioRef}
          data-testid="tts-audio"
          onEnded={() => setStatus("idle")}
          onPause={() => setStatus((s) => (s === "playing" ? "idle" : s))}
        />
      </div>
      {result?.error ? (
        <p role="alert" className={styles.error}>
          Error: {result.error}
        </p>
      ) : null}
      {result?.audioUrl ? (
        <div className={styles.noJsResult}>
          {/* Without JavaScript: the browser's own player for the signed audio link. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the spoken text is in the text area */}
          <audio controls src={result.audioUrl} data-testid="tts-audio-result">
            Your browser does not support the audio element.
          </audio>
        </div>
      ) : null}
    </Form>
  );
}
