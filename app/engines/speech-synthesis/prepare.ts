/**
 * Checks a synthesis request and turns it into what the synthesiser is given: a voice, a speed in
 * words per minute and sanitised SSML. Shared by the local engine (espeak-ng) and the remote one
 * (which is sent the sanitised SSML, never the caller's raw markup).
 */
import { characterCount, isBlank } from "~/text/characters";
import { SpeechSynthesisError } from "./errors";
import type { CmuDictionary } from "~/engines/cmu-dictionary";
import { hinglishToDevanagari, indianEnglishToDevanagari, spellOut } from "./indian-english";
import { parseSsml, plainText, serializeSsml, spokenText, type SsmlElement, type SsmlNode } from "./ssml";
import { DEFAULT_SPEECH_LANG, MAX_RATE, MIN_RATE, SPEECH_LANGS, type SpeechLang, type SpeechRequest } from "./types";

export const DEFAULT_MAX_CHARS = 1_000;

/** espeak-ng voice and normal speed (words per minute at rate 0) per language. */
export const VOICES: Record<SpeechLang, { voice: string; baseWpm: number; label: string }> = {
  hi_IN_2: { voice: "hi", baseWpm: 165, label: "Hindi" },
  en_IN: { voice: "hi", baseWpm: 165, label: "English (India)" },
  in_NM: { voice: "hi", baseWpm: 150, label: "Indian Names" },
  en_US: { voice: "en-us", baseWpm: 175, label: "English (US)" },
};

/** Slowest and fastest speeds espeak-ng accepts. */
const MIN_WPM = 80;
const MAX_WPM = 450;

export interface CheckedRequest {
  lang: SpeechLang;
  /** Rate in percent, rounded to two decimals. */
  rate: number;
  /** The sanitised SSML tree (plain text becomes one text node). */
  tree: SsmlElement;
  /** Sanitised SSML in the caller's words (what a remote engine receives; the cache key). */
  ssml: string;
}

function isSpeechLang(value: unknown): value is SpeechLang {
  return typeof value === "string" && (SPEECH_LANGS as readonly string[]).includes(value);
}

/** Rate in percent → espeak-ng words per minute around the language's normal speed. */
export function rateToWpm(lang: SpeechLang, rate: number): number {
  const wpm = Math.round(VOICES[lang].baseWpm * (1 + rate / 100));
  return Math.min(MAX_WPM, Math.max(MIN_WPM, wpm));
}

/** Validates and sanitises a request (throws SpeechSynthesisError with a 4xx code). */
export function checkRequest(request: SpeechRequest, maxChars = DEFAULT_MAX_CHARS): CheckedRequest {
  const lang = request.lang ?? DEFAULT_SPEECH_LANG;
  if (!isSpeechLang(lang)) {
    throw new SpeechSynthesisError("unsupported_language", `Unknown language "${String(lang).slice(0, 20)}"; use one of ${SPEECH_LANGS.join(", ")}.`);
  }
  const rawRate = request.rate ?? 0;
  if (typeof rawRate !== "number" || !Number.isFinite(rawRate) || rawRate < MIN_RATE || rawRate > MAX_RATE) {
    throw new SpeechSynthesisError("invalid_rate", `The speaking rate must be a number from ${MIN_RATE} to ${MAX_RATE} (percent).`);
  }
  const rate = Math.round(rawRate * 100) / 100 || 0;
  const text = request.text;
  if (typeof text !== "string" || isBlank(text)) throw new SpeechSynthesisError("empty", "There is no text to speak.");
  // Unless told, text is SSML when it opens like an XML document: <speak>, <?xml, <!DOCTYPE, <!--.
  const ssml = request.ssml ?? /^\s*<(?:speak[\s>/]|\?xml|!DOCTYPE|!--)/i.test(text);
  const typed = ssml ? 0 : characterCount(text);
  if (typed > maxChars) {
    throw new SpeechSynthesisError("too_long", `Text is limited to ${maxChars.toLocaleString("en")} characters (got ${typed.toLocaleString("en")}).`);
  }
  const tree = ssml ? parseSsml(text) : plainText(text);
  const spoken = spokenText(tree).replace(/\s+/g, " ").trim();
  const spokenCount = characterCount(spoken);
  if (spokenCount > maxChars) {
    throw new SpeechSynthesisError("too_long", `Text is limited to ${maxChars.toLocaleString("en")} characters (got ${spokenCount.toLocaleString("en")}).`);
  }
  if (!spoken && !hasBreak(tree)) throw new SpeechSynthesisError("empty", "There is no text to speak.");
  return { lang, rate, tree, ssml: serializeSsml(tree) };
}

function hasBreak(node: SsmlNode): boolean {
  return node.type === "element" && (node.name === "break" || node.children.some(hasBreak));
}

const SPELLED = new Set(["characters", "spell-out", "tts:char"]);

/**
 * For en_IN / in_NM: every text run rewritten in Devanagari (see indian-english.ts); say-as
 * characters/digits spelled here with English letter names (the Hindi voice would spell Devanagari),
 * other say-as unwrapped (numbers already become English words).
 */
function toIndian(node: SsmlNode, dict: CmuDictionary, mode: "en_IN" | "in_NM"): SsmlNode[] {
  if (node.type === "text") return [{ type: "text", text: indianEnglishToDevanagari(node.text, dict, mode) }];
  if (node.name === "say-as") {
    const interpret = node.attrs["interpret-as"] ?? "";
    const text = spokenText(node);
    if (SPELLED.has(interpret) || interpret === "digits" || interpret === "tts:digits" || interpret === "telephone") {
      return [{ type: "text", text: ` ${spellOut(text, dict)} ` }];
    }
    return node.children.flatMap((child) => toIndian(child, dict, mode));
  }
  return [{ ...node, children: node.children.flatMap((child) => toIndian(child, dict, mode)) }];
}

function mapText(node: SsmlNode, fn: (text: string) => string): SsmlNode {
  if (node.type === "text") return { type: "text", text: fn(node.text) };
  return { ...node, children: node.children.map((child) => mapText(child, fn)) };
}

/** Whether a checked request needs the CMU dictionary (Indian English, names, Latin in Hindi). */
export function needsDictionary(checked: CheckedRequest): boolean {
  return checked.lang === "en_IN" || checked.lang === "in_NM" || (checked.lang === "hi_IN_2" && /[A-Za-z]/.test(spokenText(checked.tree)));
}

export interface EspeakInput {
  voice: string;
  wpm: number;
  /** SSML for espeak-ng -m. */
  markup: string;
}

/** The espeak-ng voice, speed and SSML for a checked request. */
export function toEspeakInput(checked: CheckedRequest, dict: CmuDictionary | null): EspeakInput {
  const { voice } = VOICES[checked.lang];
  let tree = checked.tree;
  if (checked.lang === "en_IN" || checked.lang === "in_NM") {
    if (!dict) throw new Error("CMU dictionary not loaded");
    tree = toIndian(tree, dict, checked.lang)[0] as SsmlElement;
  } else if (checked.lang === "hi_IN_2" && /[A-Za-z]/.test(spokenText(tree))) {
    if (!dict) throw new Error("CMU dictionary not loaded");
    tree = mapText(tree, (text) => hinglishToDevanagari(text, dict)) as SsmlElement;
  }
  return { voice, wpm: rateToWpm(checked.lang, checked.rate), markup: serializeSsml(tree) };
}

/** espeak-ng command-line arguments (UTF-8 input, SSML, voice, speed). */
export function espeakArgs(input: EspeakInput): string[] {
  return ["-b", "1", "-m", "-v", input.voice, "-s", String(input.wpm)];
}
