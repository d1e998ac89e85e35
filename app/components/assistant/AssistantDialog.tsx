import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { apiFetch, callApi, errorText, type ApiReply } from "~/components/api-client";
import { freshFormToken } from "~/components/form-token";
import { useI18n } from "~/components/i18n/i18n";
import { SPOKEN_QUESTION_MAX_SECONDS } from "~/assistant/contract/limits";
import { MicrophoneError, WavRecorder } from "~/components/ui/recorder";
import { Modal } from "~/components/ui/Modal";
import type { AssistantExchange } from "~/assistant/types";
import { AnswerFeedback } from "./AnswerFeedback";
import { Exchange } from "./Exchange";
import { sendOnEnter } from "./send-on-enter";
import styles from "./Assistant.module.css";

type Turn = AssistantExchange & { id: number };

/**
 * Kathana Assist in a dialog over the current page (loaded when the launcher is first used):
 * the conversation log is announced as it grows, each answer can be read aloud with the site's
 * text to speech, Escape closes, and focus goes back to the launcher.
 */
export default function AssistantDialog({ open, onClose, returnFocus }: { open: boolean; onClose: () => void; returnFocus: HTMLElement | null }) {
  const { t, tm, language } = useI18n();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState("");
  const conversation = useRef<string | undefined>(undefined);
  const next = useRef(0);
  // The contact form's bot check, for an enquiry to sales made in the conversation.
  const formToken = useRef<Promise<string> | null>(null);
  useEffect(() => {
    if (open) formToken.current ??= freshFormToken();
  }, [open]);

  // The newest exchange comes into view as it arrives: the log scrolls to its question, or to the
  // end when all of it fits, so the reply is read from its first line (issue 45).
  const log = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = log.current;
    const newest = box?.lastElementChild as HTMLElement | null | undefined;
    if (!box || !newest) return;
    const top = Math.min(newest.offsetTop - box.offsetTop, box.scrollHeight - box.clientHeight);
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    box.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "instant" });
  }, [turns.length]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (listening) return;
    await ask(question.trim());
  }

  /** `message` goes to the server; `shown` is the question as the log shows it (a button's label in the page's language). */
  async function ask(message: string, shown = message) {
    if (!message || busy) return;
    setBusy(true);
    try {
      const token = (await formToken.current) || undefined;
      // `language`: the page's, so the assistant can answer in it (an optional field).
      const reply = await callApi("/api/assistant", {
        message,
        formToken: token,
        language,
        ...(conversation.current ? { conversationId: conversation.current } : {}),
      });
      show(shown, reply);
    } catch {
      setTurns((turns) => [...turns, { id: next.current++, question: shown, error: t("The assistant could not be reached; please try again.") }]);
    } finally {
      setBusy(false);
    }
  }

  /** One exchange in the log: the answer, or the refusal with the server's message. */
  function show(message: string, reply: ApiReply) {
    const error = errorText(reply);
    if (error) {
      setTurns((turns) => [...turns, { id: next.current++, question: message, error }]);
      // A conversation the server no longer knows starts again with the next question.
      if (reply.status === 400 && conversation.current) conversation.current = undefined;
      return;
    }
    const body = reply.body as unknown as Omit<AssistantExchange, "error" | "question">;
    conversation.current = body.conversationId || conversation.current;
    setTurns((turns) => [...turns, { id: next.current++, question: message, ...body }]);
    setQuestion("");
  }

  // The microphone: a spoken question, heard against the questions the site's content makes.
  const recorder = useRef<WavRecorder | null>(null);
  const cap = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [listening, setListening] = useState(false);
  async function speak() {
    if (busy) return;
    if (!listening) {
      try {
        recorder.current = await WavRecorder.open();
        recorder.current.start();
        setListening(true);
        // A question is short: the recording stops, and is asked, a little before the server's cap.
        cap.current = setTimeout(() => void stopAndAsk(), SPOKEN_QUESTION_MAX_SECONDS * 1000 - 300);
      } catch (error) {
        const text =
          error instanceof MicrophoneError && error.problem === "denied"
            ? t("Microphone access was blocked: allow it for this site, or type your question.")
            : t("No microphone is available here: type your question instead.");
        setTurns((turns) => [...turns, { id: next.current++, question: t("(spoken question)"), error: text }]);
      }
      return;
    }
    await stopAndAsk();
  }
  async function stopAndAsk() {
    if (cap.current) clearTimeout(cap.current);
    cap.current = null;
    if (!recorder.current) return;
    setListening(false);
    setBusy(true);
    try {
      const wav = await recorder.current.stop();
      const form = new FormData();
      form.append("wavfile", wav, "question.wav");
      if (conversation.current) form.append("conversationId", conversation.current);
      form.append("language", language);
      const token = await formToken.current;
      if (token) form.append("formToken", token);
      const response = await apiFetch("/api/assistant/voice", { body: form });
      const body = (await response.json().catch(() => ({ error: `Request failed (${response.status})` }))) as ApiReply["body"];
      const heard = typeof body.question === "string" && body.question ? body.question : t("(spoken question)");
      show(heard, { status: response.status, body });
    } catch {
      setTurns((turns) => [
        ...turns,
        { id: next.current++, question: t("(spoken question)"), error: t("The assistant could not be reached; please try again.") },
      ]);
    } finally {
      recorder.current = null;
      setBusy(false);
    }
  }
  useEffect(
    () => () => {
      if (cap.current) clearTimeout(cap.current);
      recorder.current?.close();
    },
    [],
  );

  return (
    <Modal open={open} onClose={onClose} labelledBy="assistant-dialog-title" returnFocus={returnFocus} className={styles.dialog}>
      <h2 id="assistant-dialog-title" className={styles.dialogTitle}>
        {t("Ask Kathana Assist")}
      </h2>
      <p className={styles.hint}>{t("I answer from this site's pages and link to them; when they don't say, I tell you so.")}</p>
      <div ref={log} role="log" aria-live="polite" aria-relevant="additions" className={styles.dialogLog} data-testid="assistant-dialog-log">
        {turns.map((turn) => (
          <Exchange
            key={turn.id}
            turn={turn}
            onNavigate={onClose}
            afterAnswer={turn.answer ? <ReadAloud text={turn.declined ? tm(turn.answer) : turn.answer} /> : null}
            feedback={turn.answer && turn.conversationId ? <AnswerFeedback conversationId={turn.conversationId} mode="api" /> : null}
            salesButton={(label) => (
              // The assistant takes the enquiry here, in the conversation.
              // The server knows the English words; the log shows the label in the page's language.
              <button type="button" className="button" onClick={() => void ask("Talk to sales", t("Talk to sales"))}>
                {label}
              </button>
            )}
          />
        ))}
      </div>
      {/* The question box comes first in the dialog, so it has the focus when the dialog opens. */}
      <form onSubmit={submit} className={styles.form} aria-busy={busy || listening}>
        <label htmlFor="assistant-dialog-question">{t("Your question")}</label>
        <textarea
          id="assistant-dialog-question"
          name="message"
          rows={2}
          value={question}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          onKeyDown={sendOnEnter}
          required
          aria-describedby="assistant-dialog-keys"
        />
        <p id="assistant-dialog-keys" className={styles.hint}>
          {t("Enter sends; Shift+Enter starts a new line.")}
        </p>
        <div className={styles.dialogButtons}>
          <button type="submit" className="button" disabled={busy || listening}>
            {busy ? t("Asking…") : t("Send")}
          </button>
          <button
            type="button"
            className="button button-outline"
            onClick={() => void speak()}
            aria-pressed={listening}
            disabled={busy}
            aria-describedby="assistant-voice-hint"
          >
            {listening ? t("Stop and ask") : t("Ask by voice")}
          </button>
          <button type="button" className="button button-outline" onClick={onClose}>
            {t("Close")}
          </button>
        </div>
        <p id="assistant-voice-hint" className={styles.hint}>
          {listening
            ? t("Listening: the recording stops by itself after {seconds} seconds.", { seconds: SPOKEN_QUESTION_MAX_SECONDS })
            : t("A spoken question can be up to {seconds} seconds long.", { seconds: SPOKEN_QUESTION_MAX_SECONDS })}
        </p>
      </form>
    </Modal>
  );
}

/** "Read aloud": the answer spoken by the site's text to speech (Indian English voice). */
function ReadAloud({ text }: { text: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<"idle" | "loading" | "playing" | "failed">("idle");
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(
    () => () => {
      audio.current?.pause();
      if (audio.current?.src) URL.revokeObjectURL(audio.current.src);
    },
    [],
  );
  async function play() {
    if (state === "playing") {
      audio.current?.pause();
      setState("idle");
      return;
    }
    setState("loading");
    try {
      if (!audio.current) {
        const response = await apiFetch("/api/demos/textdemo", { body: { lang: "en_IN", text, sRate: 0 }, accept: "audio/mpeg" });
        if (!response.ok) throw new Error(String(response.status));
        audio.current = new Audio(URL.createObjectURL(await response.blob()));
        audio.current.addEventListener("ended", () => setState("idle"));
      }
      audio.current.currentTime = 0;
      await audio.current.play();
      setState("playing");
    } catch {
      setState("failed");
    }
  }
  return (
    <button
      type="button"
      className={`button button-outline ${styles.readAloud}`}
      onClick={play}
      aria-pressed={state === "playing"}
      disabled={state === "loading"}
    >
      {state === "playing" ? t("Stop reading") : state === "loading" ? t("Loading audio…") : state === "failed" ? t("Read aloud (try again)") : t("Read aloud")}
    </button>
  );
}
