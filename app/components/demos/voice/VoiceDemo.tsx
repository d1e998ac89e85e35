import { Form } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { notify } from "~/components/ui/toast";
import { loadCategories, newCategoryId, phrasesOf, saveCategories, builtInCategories, type BuiltInCategory, type VoiceCategory } from "./categories";
import { sendFeedback, uploadVoice, uploadVoice2, type UploadResult } from "./client";
import { MicrophoneError, WavRecorder } from "~/components/ui/recorder";

/** The recogniser refuses more than 30 s of audio; stop a little before. */
const MAX_RECORDING_MS = 29_000;
import styles from "./VoiceDemo.module.css";
import { demoStyles } from "../shared/DemoSections";
import { CsrfField, useCsrfToken } from "~/components/request-context";

/** What the page's action answers to a no-JavaScript post (see app/demos/voice/service.server.ts). */
export type VoiceActionData =
  | { kind: "recognised"; text: string; audio: string; inList: boolean; heard: boolean }
  | { kind: "feedback"; feedback: string }
  | { kind: "error"; error: string };

type Phase = "idle" | "countdown" | "recording" | "processing";

/** The values sent to the API (SPEC §7); their labels go through t(). */
const FEEDBACK_CHOICES = ["Yes", "Somewhat", "No"] as const;
const NOTHING_HEARD = "Nothing from the list was recognised";
/** The recording held no speech at all (silence, noise, hum…): a different problem, a different message. */
const NO_SPEECH = "No speech heard: speak closer to the microphone and try again";

/** Step 4's box: the recognised phrase as it is (English speech), or one of our messages (translated when shown). */
type Output = { text: string } | { message: typeof NOTHING_HEARD | typeof NO_SPEECH | "Processing..." } | null;

const outputOf = (reply: { text: string; heard: boolean }): Output =>
  !reply.heard ? { message: NO_SPEECH } : reply.text ? { text: reply.text } : { message: NOTHING_HEARD };

interface VoiceDemoProps {
  /** "current": /demos/voice with voicedemoupload and feedback; "legacy": /demos/voice/2 with voicedemoupload2. */
  variant: "current" | "legacy";
  builtIn: BuiltInCategory[];
  steps: string[];
  feedbackQuestion: string;
  /** The page's own route, for the no-JavaScript forms. */
  formAction: string;
  maxUploadKb: number;
  actionData?: VoiceActionData;
}

function StopIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon="stop">
      <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
    </svg>
  );
}

function MicIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon="mic">
      <path
        fill="currentColor"
        d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2z"
      />
    </svg>
  );
}

/** The four steps of the voice demo (SPEC §2, §4 "Voice recording", §5, §8). */
export function VoiceDemo({ variant, builtIn, steps, feedbackQuestion, formAction, maxUploadKb, actionData }: VoiceDemoProps) {
  const legacy = variant === "legacy";
  const { t, tm, localize, language, locale } = useI18n();
  const csrfToken = useCsrfToken();
  const [categories, setCategories] = useState<VoiceCategory[]>(() => builtInCategories(builtIn));
  const [selectedId, setSelectedId] = useState("");
  const [newCategory, setNewCategory] = useState("");
  const [newPhrase, setNewPhrase] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const [count, setCount] = useState(3);
  const [output, setOutput] = useState<Output>(() => (actionData?.kind === "recognised" ? outputOf(actionData) : null));
  const [result, setResult] = useState<UploadResult | null>(() =>
    actionData?.kind === "recognised" ? { text: actionData.text, audio: actionData.audio, heard: actionData.heard } : null,
  );
  const [feedbackSent, setFeedbackSent] = useState(actionData?.kind === "feedback");
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [micProblem, setMicProblem] = useState<string | null>(null);
  const recorder = useRef<WavRecorder | null>(null);
  const timers = useRef<number[]>([]);

  // Restore the visitor's categories and phrases after hydration (the server knows only the built-ins).
  useEffect(() => {
    setCategories(loadCategories(builtIn));
  }, [builtIn]);

  const clearTimers = () => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  };

  useEffect(
    () => () => {
      clearTimers();
      recorder.current?.close();
    },
    [],
  );

  useEffect(
    () => () => {
      if (audioUrl) URL.revokeObjectURL(audioUrl);
    },
    [audioUrl],
  );

  const update = (next: VoiceCategory[]) => {
    setCategories(next);
    saveCategories(next);
  };

  const selected = categories.find((c) => c.id === selectedId);

  const addCategory = () => {
    const name = newCategory.trim();
    if (!name && !legacy) {
      notify.error(t("Please enter a category"), 2000);
      return;
    }
    const category: VoiceCategory = { id: newCategoryId(), categoryName: legacy ? newCategory : name, Default: [], newAdded: [] };
    update([...categories, category]);
    setSelectedId(category.id);
    setNewCategory("");
  };

  const addPhrase = () => {
    if (!selected) return;
    const phrase = newPhrase.trim();
    if (!phrase && !legacy) {
      notify.error(t("Please enter a phrase"), 2000);
      return;
    }
    update(categories.map((c) => (c.id === selected.id ? { ...c, newAdded: [...c.newAdded, legacy ? newPhrase : phrase] } : c)));
    setNewPhrase("");
  };

  const recognise = useCallback(
    async (wav: Blob, fileName?: string) => {
      setPhase("processing");
      setOutput({ message: "Processing..." });
      setResult(null);
      setFeedbackSent(false);
      const phrases = phrasesOf(categories.find((c) => c.id === selectedId));
      try {
        const reply = legacy ? await uploadVoice2(wav, phrases, fileName) : await uploadVoice(wav, phrases, csrfToken, fileName);
        setResult(reply);
        setOutput(outputOf(reply));
      } catch (error) {
        setOutput(null);
        // SPEC §8: a voice upload failure is a browser alert with the error message.
        window.alert(tm(error instanceof Error ? error.message : String(error)));
      } finally {
        setPhase("idle");
      }
    },
    [categories, selectedId, legacy, csrfToken, tm],
  );

  const stop = useCallback(async () => {
    clearTimers();
    const active = recorder.current;
    recorder.current = null;
    if (!active) return;
    setPhase("processing");
    const wav = await active.stop();
    setAudioUrl(URL.createObjectURL(wav));
    await recognise(wav);
  }, [recognise]);

  const record = async () => {
    if (phase === "recording") {
      await stop();
      return;
    }
    if (phase !== "idle") return;
    setMicProblem(null);
    let opened: WavRecorder;
    try {
      opened = await WavRecorder.open();
    } catch (error) {
      setMicProblem(
        error instanceof MicrophoneError
          ? t("{problem} Or upload a WAV file below.", { problem: tm(error.message) })
          : t("The microphone could not be started. Upload a WAV file below instead."),
      );
      return;
    }
    recorder.current = opened;
    setPhase("countdown");
    setCount(3);
    // SPEC §4: the countdown shows 3, 2, 1, 0 and recording starts after 3 seconds.
    timers.current.push(window.setTimeout(() => setCount(2), 750));
    timers.current.push(window.setTimeout(() => setCount(1), 1500));
    timers.current.push(window.setTimeout(() => setCount(0), 2250));
    timers.current.push(
      window.setTimeout(() => {
        opened.start();
        setPhase("recording");
        timers.current.push(window.setTimeout(() => void stop(), MAX_RECORDING_MS));
      }, 3000),
    );
  };

  const uploadFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("wavfile");
    const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (!file) {
      window.alert(t("Choose a WAV file first"));
      return;
    }
    if (audioUrl) URL.revokeObjectURL(audioUrl);
    setAudioUrl(URL.createObjectURL(file));
    await recognise(file, file.name);
  };

  const submitFeedback = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const feedback = submitter instanceof HTMLButtonElement ? submitter.value : "";
    if (!result?.audio || !feedback) return;
    try {
      await sendFeedback(result.audio, result.text, feedback, csrfToken);
      setFeedbackSent(true);
      notify.success(t("Your feeback is submitted"), 1000);
    } catch (error) {
      notify.error(t("Error: {message}", { message: tm(error instanceof Error ? error.message : String(error)) }));
    }
  };

  const feedbackDisabled = !result?.audio || feedbackSent || phase === "processing";
  const phraseJson = JSON.stringify(phrasesOf(selected));
  const busy = phase === "processing" || phase === "countdown";
  const recordLabel = phase === "recording" ? t("Stop recording") : phase === "countdown" ? t("Recording starts in {count}", { count }) : t("Start recording");
  // The English page keeps the figure as it always printed it ("2048"); other languages group it ("2,048").
  const maxKb = language === "en" ? String(maxUploadKb) : maxUploadKb.toLocaleString(locale);

  return (
    <div className={demoStyles.panel}>
      <ol className={demoStyles.columns}>
        <li className={styles.step}>
          <h3 className={styles.stepTitle}>
            <span className={styles.stepNumber}>1</span> {steps[0] ?? t("Select Category")}
          </h3>
          <label htmlFor={`${variant}-category`} className={styles.label}>
            {t("Category")}
          </label>
          <select
            id={`${variant}-category`}
            className={demoStyles.control}
            value={selectedId}
            onChange={(event) => setSelectedId(event.target.value)}
            name="categoryId"
            form={`${variant}-file-form`}
          >
            <option value="" disabled={selectedId !== ""}>
              {t("Select Category")}
            </option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.categoryName}
              </option>
            ))}
          </select>
        </li>
        <li className={styles.step}>
          <h3 className={styles.stepTitle}>
            <span className={styles.stepNumber}>2</span> {steps[1] ?? t("Phrase List")}
          </h3>
          <div className={styles.addRow}>
            <label htmlFor={`${variant}-new-category`} className={styles.label}>
              {t("New category")}
            </label>
            <input
              id={`${variant}-new-category`}
              className={demoStyles.control}
              value={newCategory}
              onChange={(event) => setNewCategory(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  addCategory();
                }
              }}
              maxLength={60}
            />
            <button type="button" className="button button-outline" onClick={addCategory}>
              {t("Add Category")}
            </button>
          </div>
          <div className={styles.addRow}>
            <label htmlFor={`${variant}-new-phrase`} className={styles.label}>
              {t("New phrase")}
            </label>
            <input
              id={`${variant}-new-phrase`}
              className={demoStyles.control}
              value={newPhrase}
              onChange={(event) => setNewPhrase(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  addPhrase();
                }
              }}
              maxLength={100}
            />
            <button type="button" className="button button-outline" onClick={addPhrase} disabled={!selected}>
              {t("Add Phrase")}
            </button>
          </div>
          <div className={styles.lists}>
            <section aria-labelledby={`${variant}-default-list`}>
              <h4 id={`${variant}-default-list`}>{t("Default")}</h4>
              <ul className={styles.phrases} data-testid="default-list">
                {selected?.Default.map((p, i) => (
                  <li key={`${i}-${p}`}>{p}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`${variant}-added-list`}>
              <h4 id={`${variant}-added-list`}>{t("Newly Added")}</h4>
              <ul className={styles.phrases} data-testid="added-list">
                {selected?.newAdded.map((p, i) => (
                  <li key={`${i}-${p}`}>{p}</li>
                ))}
              </ul>
            </section>
          </div>
        </li>
        <li className={styles.step}>
          <h3 className={styles.stepTitle}>
            <span className={styles.stepNumber}>3</span> {steps[2] ?? t("Record and Confirm Output")}
          </h3>
          {/* The recogniser has an English model only: a page in another language says so plainly. */}
          {language === "en" ? null : (
            <p className={styles.status} id={`${variant}-speech-language`}>
              {t("This live demo understands English speech only.")}
            </p>
          )}
          <div className={styles.recordRow}>
            <button
              type="button"
              className={`button ${phase === "recording" ? styles.recording : ""}`}
              onClick={() => void record()}
              aria-label={recordLabel}
              aria-describedby={language === "en" ? undefined : `${variant}-speech-language`}
              disabled={phase === "processing"}
              aria-disabled={phase === "countdown" || undefined}
            >
              {phase === "recording" ? <StopIcon /> : phase === "countdown" ? <span aria-hidden="true">{count}</span> : <MicIcon />}
              <span aria-hidden="true">{phase === "recording" ? t("Stop") : phase === "countdown" ? "" : t("Record")}</span>
            </button>
            <p className={styles.status} role="status" data-testid="record-status">
              {phase === "countdown"
                ? t("Recording starts in {count}", { count })
                : phase === "recording"
                  ? t("Recording… press Stop when you have finished.")
                  : ""}
            </p>
          </div>
          {micProblem ? (
            <p className={styles.problem} role="alert">
              {micProblem}
            </p>
          ) : null}
          {audioUrl ? (
            // Captions do not apply: the visitor listens back to their own recording.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <audio controls src={audioUrl} className={styles.player} aria-label={t("Your recording")} />
          ) : null}
          <Form
            method="post"
            action={localize(formAction)}
            encType="multipart/form-data"
            reloadDocument
            id={`${variant}-file-form`}
            className={styles.fileForm}
            onSubmit={(event) => void uploadFile(event)}
          >
            <CsrfField />
            <input type="hidden" name="phrases" value={phrasesOf(selected).length ? phraseJson : ""} />
            <label htmlFor={`${variant}-wavfile`} className={styles.label}>
              {t("No microphone? Upload a WAV file (up to {max} KB, 30 seconds)", { max: maxKb })}
            </label>
            <input id={`${variant}-wavfile`} type="file" name="wavfile" accept=".wav,audio/wav,audio/x-wav,audio/wave" required />
            <button type="submit" className="button button-outline" disabled={busy}>
              {t("Recognise file")}
            </button>
          </Form>
        </li>
        <li className={styles.step}>
          <h3 className={styles.stepTitle}>
            <span className={styles.stepNumber}>4</span> {steps[3] ?? t("Recognised Output")}
          </h3>
          <output className={styles.output} aria-live="polite" data-testid="recognised-output">
            {output === null ? "" : "text" in output ? output.text : t(output.message)}
          </output>
          {actionData?.kind === "error" ? (
            <p className={styles.problem} role="alert">
              {tm(actionData.error)}
            </p>
          ) : null}
        </li>
      </ol>
      {legacy ? null : (
        <Form method="post" action={localize(formAction)} reloadDocument className={styles.feedback} onSubmit={(event) => void submitFeedback(event)}>
          <fieldset className={styles.feedbackSet}>
            <legend className={styles.feedbackQuestion}>{feedbackQuestion}</legend>
            <CsrfField />
            <input type="hidden" name="audio" value={result?.audio ?? ""} />
            <input type="hidden" name="response" value={result?.text ?? ""} />
            <div className={styles.feedbackButtons}>
              {FEEDBACK_CHOICES.map((choice) => (
                <button key={choice} type="submit" name="feedback" value={choice} className="button button-outline" disabled={feedbackDisabled}>
                  {t(choice)}
                </button>
              ))}
            </div>
            {actionData?.kind === "feedback" ? <p role="status">{t("Your feeback is submitted")}</p> : null}
          </fieldset>
        </Form>
      )}
    </div>
  );
}
