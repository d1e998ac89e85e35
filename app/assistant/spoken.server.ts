/**
 * A spoken question: heard against the questions the content makes (the index's phrase list), with
 * the voice demo's recogniser and an acceptance bar of its own.
 */
import { recognizeSpeech } from "~/engines/speech-recognition/speech-recognition.server";
import { spokenQuestionList } from "./index.server";
import { SPOKEN_QUESTION_MAX_SECONDS } from "./contract/limits";

export const NOT_UNDERSTOOD = "I did not catch a question I know. Please say it again, or type it.";
export const SPOKEN_QUESTION_TOO_LONG = `A spoken question is at most ${SPOKEN_QUESTION_MAX_SECONDS} seconds. Please ask a shorter one, or type it.`;

/**
 * How sure the recogniser must be that one of the content's questions was said. Lower than its
 * default (0.5): the reply shows the question it heard, so a wrong one is seen and corrected,
 * while a refusal in a noisy room leaves the visitor nothing. Chosen on two espeak-ng voices and
 * one noise seed (decision 0038); `npm run bench:assistant -- --voice` measures two others.
 */
const SPOKEN_QUESTION_MIN_CONFIDENCE = 0.15;

/** The content's question said in `wav`, or null when none was heard. @public: `npm run bench:assistant -- --voice`. */
export async function hearQuestion(wav: Buffer): Promise<string | null> {
  const heard = await recognizeSpeech(wav, await spokenQuestionList(), { minConfidence: SPOKEN_QUESTION_MIN_CONFIDENCE });
  return heard.heard && heard.inList && heard.text ? heard.text : null;
}
