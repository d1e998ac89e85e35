import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { SanityImage } from "~/components/ui/SanityImage";
import { notify } from "~/components/ui/toast";
import type { SanityImageValue } from "~/content/image";
import { ACCEPT, downscale, isAcceptedImage, recognize, sendCorrection, type CorrectionOutcome, type PhotoAnswer } from "./client";
import styles from "./FoodDemo.module.css";
import { demoStyles } from "../shared/DemoSections";
import { CsrfField, useCsrfToken } from "~/components/request-context";

export interface SamplePhoto {
  _id: string;
  name: string | null;
  image: SanityImageValue | null;
}

/** What the server answered to a form post (JavaScript off). */
export interface ServerOutcome {
  reply?: PhotoAnswer;
  error?: string;
  corrected?: { label: string; applied: boolean };
  correctionError?: string;
}

type Status = "idle" | "processing" | "done" | "failed";

const PAGE_ACTION = "/demos/image";

/**
 * The upload's file name for a sample: its name in a–z and digits. A name with none of them (a
 * Hindi one, "केला") gives "sample": the server only checks the extension, but a name like "-.jpg"
 * says nothing in its logs.
 */
function sampleFileName(name: string | null, type: string): string {
  const slug = (name ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "sample"}.${type === "image/png" ? "png" : "jpg"}`;
}

/**
 * SPEC §4 "Image demo": choosing a valid photo (own or sample) uploads it, shows 'Processing...',
 * then the item or 'No response'; then 'Was this right?' lets the visitor correct it.
 * Without JavaScript the same forms post to the page's action.
 */
export function FoodDemo(props: {
  previewPlaceholder: string | null;
  resultPlaceholder: string | null;
  samplesHeading: string | null;
  photos: SamplePhoto[];
  foods: string[];
  outcome?: ServerOutcome;
}) {
  const { previewPlaceholder, resultPlaceholder, samplesHeading, photos, foods, outcome } = props;
  const { t, tm, localize } = useI18n();
  // The page's own route in the page's language (JavaScript off, and samples from the image CDN).
  const pageAction = localize(PAGE_ACTION);
  const csrfToken = useCsrfToken();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ src: string; alt: string } | null>(null);
  const [status, setStatus] = useState<Status>(outcome?.reply ? "done" : outcome?.error ? "failed" : "idle");
  const [answer, setAnswer] = useState<PhotoAnswer | null>(outcome?.reply ?? null);
  const [correction, setCorrection] = useState<CorrectionOutcome | null>(
    outcome?.corrected
      ? { ok: true, label: outcome.corrected.label, applied: outcome.corrected.applied }
      : outcome?.correctionError
        ? { ok: false, message: outcome.correctionError }
        : null,
  );
  const [sending, setSending] = useState(false);
  const objectUrl = useRef<string | null>(null);
  const run = useRef(0);
  // Samples on another origin (the hosted image CDN, outside connect-src) go through the page's action.
  const sampleFetcher = useFetcher<ServerOutcome>();
  const sampleTicket = useRef<number | null>(null);

  useEffect(() => {
    if (sampleFetcher.state !== "idle" || sampleTicket.current === null) return;
    const current = sampleTicket.current === run.current;
    sampleTicket.current = null;
    if (!current) return;
    const reply = sampleFetcher.data?.reply;
    setAnswer(reply ?? null);
    setStatus(reply?.prediction?.length ? "done" : "failed");
  }, [sampleFetcher.state, sampleFetcher.data]);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  async function upload(photo: Blob, filename: string) {
    const ticket = ++run.current;
    setStatus("processing");
    setAnswer(null);
    setCorrection(null);
    try {
      const reply = await recognize(photo, filename, csrfToken);
      if (ticket !== run.current) return; // a newer photo was chosen meanwhile
      setAnswer(reply);
      setStatus("done");
    } catch {
      if (ticket === run.current) setStatus("failed");
    }
  }

  async function chooseFile(file: File | undefined) {
    if (!file) return;
    if (!(await isAcceptedImage(file))) {
      notify.error(t("invalid image format"));
      if (input.current) input.current.value = "";
      return;
    }
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = URL.createObjectURL(file);
    setPreview({ src: objectUrl.current, alt: t("Your photo {name}", { name: file.name }) });
    const photo = await downscale(file);
    await upload(photo, photo === file ? file.name : file.name.replace(/\.[^.]+$/, "") + ".jpg");
  }

  function submitOwn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file) void chooseFile(file);
    else notify.info(t("Choose a JPG, JPEG or PNG photo first."));
  }

  async function chooseSample(event: MouseEvent<HTMLButtonElement>, sample: SamplePhoto) {
    event.preventDefault();
    const img = event.currentTarget.querySelector("img");
    const src = img?.currentSrc || img?.src;
    if (!src) return;
    setPreview({ src, alt: sample.name ?? t("Sample photo") });
    if (input.current) input.current.value = "";
    // The answer with its heading: html's scroll-padding keeps it clear of the sticky header.
    document.getElementById(`${id}-answer`)?.scrollIntoView({ block: "nearest" });
    if (new URL(src, window.location.href).origin !== window.location.origin) {
      sampleTicket.current = ++run.current;
      setStatus("processing");
      setAnswer(null);
      setCorrection(null);
      sampleFetcher.submit({ sample: sample._id, csrftoken: csrfToken }, { method: "post", action: pageAction });
      return;
    }
    try {
      const response = await fetch(src);
      const blob = await response.blob();
      await upload(blob, sampleFileName(sample.name, blob.type));
    } catch {
      setStatus("failed");
    }
  }

  async function submitCorrection(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!answer?.photoId) return;
    const typed = String(new FormData(event.currentTarget).get("label") ?? "");
    // A known food typed in the page's language ("केला") is sent as the model's name ("Banana"),
    // which the server matches; anything else goes as typed.
    const label = foods.find((food) => tm(food) === typed.trim().replace(/\s+/g, " ")) ?? typed;
    setSending(true);
    try {
      const result = await sendCorrection(answer.photoId, label, csrfToken);
      setCorrection(result);
      if (result.ok) notify.success(t("Thanks for the correction"));
      else notify.error(tm(result.message));
    } catch {
      notify.error(t("Error Occured"));
    } finally {
      setSending(false);
    }
  }

  const first = answer?.prediction?.[0];
  const resultText =
    status === "processing" ? t("Processing...") : status === "failed" ? t("No response") : status === "done" && first ? tm(first.item) : resultPlaceholder;
  const correctionText = !correction
    ? null
    : !correction.ok
      ? tm(correction.message)
      : correction.applied
        ? t("Thanks! Photos like this one will now be recognised as {label}.", { label: tm(correction.label) })
        : t("Thanks! We will use {label} once other visitors agree.", { label: tm(correction.label) });

  return (
    <div className={styles.demo}>
      <div className={styles.controls}>
        <form method="post" encType="multipart/form-data" action={pageAction} onSubmit={submitOwn} className={styles.picker}>
          <CsrfField />
          <label htmlFor={`${id}-file`}>{t("Choose a photo (JPG, JPEG or PNG)")}</label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            name="customFile"
            accept={ACCEPT}
            onChange={(event) => void chooseFile(event.currentTarget.files?.[0])}
          />
          <button type="submit" className="button">
            {t("Recognise photo")}
          </button>
        </form>
        <div className={styles.preview} data-testid="photo-preview">
          {preview ? <img src={preview.src} alt={preview.alt} className={styles.previewImage} /> : <p>{previewPlaceholder}</p>}
        </div>
        <div className={styles.result} id={`${id}-answer`}>
          <h2 className={styles.resultHeading}>{t("What is it?")}</h2>
          <p id={`${id}-result`} role="status" aria-live="polite" data-testid="photo-result" className={styles.resultText}>
            {resultText}
          </p>
          {status === "done" && first?.learned ? (
            <p className={styles.learned}>{t("Learned from visitors' corrections.")}</p>
          ) : status === "done" && first && !first.isFood ? (
            <p className={styles.learned}>{t("The model only knows the foods listed below.")}</p>
          ) : null}
          {status === "failed" && outcome?.error ? <p className={styles.learned}>{tm(outcome.error)}</p> : null}
          {status === "done" && answer?.photoId ? (
            <form method="post" action={pageAction} onSubmit={submitCorrection} className={styles.correction}>
              <fieldset>
                <legend>{t("Was this right? If not, tell us what it is.")}</legend>
                <CsrfField />
                <input type="hidden" name="intent" value="correct" />
                <input type="hidden" name="photoId" value={answer.photoId} />
                <label htmlFor={`${id}-label`}>{t("The right name")}</label>
                <input id={`${id}-label`} name="label" list={`${id}-foods`} maxLength={40} required autoComplete="off" className={demoStyles.control} />
                <datalist id={`${id}-foods`}>
                  {/* The value stays the model's name (the server matches it); the label is the name in the page's language. */}
                  {foods.map((food) => {
                    const shown = tm(food);
                    return <option key={food} value={food} label={shown === food ? undefined : shown} />;
                  })}
                </datalist>
                <button type="submit" className="button" disabled={sending}>
                  {t("Send correction")}
                </button>
              </fieldset>
            </form>
          ) : null}
          {correctionText ? (
            <p role="status" className={styles.learned}>
              {correctionText}
            </p>
          ) : null}
        </div>
      </div>
      <section aria-labelledby={`${id}-samples`} className={styles.samplesSection}>
        <h2 id={`${id}-samples`} className={demoStyles.sectionTitle}>
          {samplesHeading}
        </h2>
        <form method="post" action={pageAction}>
          <CsrfField />
          <ul className={styles.samples}>
            {photos.map((photo) => (
              <li key={photo._id}>
                <button
                  type="submit"
                  name="sample"
                  value={photo._id}
                  className={styles.sample}
                  onClick={(event) => void chooseSample(event, photo)}
                  aria-label={t("Recognise the sample photo: {name}", { name: photo.name ?? t("food") })}
                >
                  {photo.image ? <SanityImage image={photo.image} width={240} height={160} className={styles.sampleImage} /> : null}
                  <span aria-hidden="true">{photo.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </form>
      </section>
    </div>
  );
}
