/**
 * Per-request decoding inputs for pocketsphinx: a JSGF grammar whose alternatives are the phrases,
 * a dictionary holding just their words, and the "garbage" phone-loop grammar that the
 * out-of-list check compares against. Every phrase gets its own word symbols (p3w0, p3w1, …), so
 * the hypothesis names the phrase directly, even when two phrases share words.
 */
import { CMU_PHONES } from "./ipa-to-cmu";
import type { NormalisedPhrase } from "./phrases";

export interface DecodingInputs {
  jsgf: string;
  dict: string;
  /** Symbol sequence (e.g. "p0w0 p0w1") → index of the phrase. */
  symbols: Map<string, number>;
}

export function buildGrammar(phrases: readonly NormalisedPhrase[], pronunciations: ReadonlyMap<string, string[]>): DecodingInputs {
  const alternatives: string[] = [];
  const dictLines: string[] = [];
  const symbols = new Map<string, number>();
  phrases.forEach((phrase, p) => {
    const words = phrase.words.map((word, w) => {
      const symbol = `p${p}w${w}`;
      const variants = pronunciations.get(word) ?? [];
      variants.forEach((phones, v) => dictLines.push(`${v === 0 ? symbol : `${symbol}(${v + 1})`} ${phones}`));
      return symbol;
    });
    alternatives.push(`( ${words.join(" ")} )`);
    symbols.set(words.join(" "), p);
  });
  const jsgf = `#JSGF V1.0;\ngrammar phrases;\npublic <phrase> = ${alternatives.join(" | ")} ;\n`;
  return { jsgf, dict: `${dictLines.join("\n")}\n`, symbols };
}

/** A free loop of the 39 phones: the best any speech can score without being a listed phrase. */
export function buildPhoneLoop(): { jsgf: string; dict: string } {
  const words = CMU_PHONES.map((phone) => `ph_${phone.toLowerCase()}`);
  return {
    jsgf: `#JSGF V1.0;\ngrammar phones;\npublic <loop> = ( ${words.join(" | ")} )+ ;\n`,
    dict: `${CMU_PHONES.map((phone, i) => `${words[i]} ${phone}`).join("\n")}\n`,
  };
}
