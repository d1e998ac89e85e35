/**
 * Pronunciations for the words of a phrase list: the CMU dictionary that ships with the
 * pocketsphinx-en-us model (all its variants, e.g. 'either(2)'), and for words it lacks — Noida,
 * Gurgaon, brand names, Hindi words in Latin script — espeak-ng's IPA (an American and a British
 * reading) mapped to CMU phones by ./ipa-to-cmu.ts. With `indianSpelling`, every word also gets
 * an Indian reading: the word in Devanagari as an Indian speaker says it (Pune → पुणे,
 * "poo-nay"), read by espeak-ng's Hindi voice (measured and left off by the site: decision 0034).
 * Results are cached.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { CmuDictionary } from "~/engines/cmu-dictionary";
import { SpeechRecognitionError } from "./errors";
import { HINDI_IPA_TO_CMU, ipaToCmu } from "./ipa-to-cmu";

export interface LexiconOptions {
  dictPath: string;
  espeakPath: string;
  /** espeak-ng voices whose readings become pronunciations of unknown words. */
  g2pVoices?: string[];
  cacheSize?: number;
  /**
   * Also add the espeak-ng readings (see `accentVoices`) of words the CMU dictionary knows, as extra
   * variants: the dictionary is American; a British/Indian-style reading ('giraffe' as JH IH R AA F)
   * helps other accents. Default true.
   */
  accentVariants?: boolean;
  accentVoices?: string[];
  /**
   * The word as an Indian speaker says it, in Devanagari (e.g. the text demo's Indian-English
   * rewriting); its espeak-ng Hindi reading becomes one more variant. Absent → no Indian reading.
   */
  indianSpelling?: (word: string) => Promise<string | null>;
}

type PronunciationSource = "cmudict" | "espeak";

export interface Pronunciation {
  word: string;
  source: PronunciationSource;
  /** Each entry is space-separated CMU phones. */
  variants: string[];
}

function runEspeak(espeakPath: string, voice: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(espeakPath, ["-q", "-v", voice, "--ipa"], { timeout: 5_000, maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(stdout);
    }).stdin?.end(text);
  });
}

export class Lexicon {
  private dict: CmuDictionary | null = null;
  private loading: Promise<CmuDictionary> | null = null;
  private readonly cache = new Map<string, string[]>();
  private readonly voices: string[];
  private readonly cacheSize: number;

  constructor(private readonly options: LexiconOptions) {
    this.voices = options.g2pVoices ?? ["en-us", "en-gb"];
    this.cacheSize = options.cacheSize ?? 5_000;
  }

  /** Loads the CMU dictionary once (about 135,000 words). */
  async load(): Promise<CmuDictionary> {
    if (this.dict) return this.dict;
    this.loading ??= readFile(this.options.dictPath, "utf8").then((text) => (this.dict = new CmuDictionary(text)));
    try {
      return await this.loading;
    } catch (error) {
      this.loading = null;
      throw new SpeechRecognitionError("unavailable", "The pronunciation dictionary cannot be read.", { cause: error });
    }
  }

  /** Pronunciations of one normalised word (lower case, letters and apostrophes). */
  async pronounce(word: string): Promise<Pronunciation> {
    const dict = await this.load();
    const known = dict.get(word);
    if (known && this.options.accentVariants === false) return { word, source: "cmudict", variants: known };
    const cached = this.cache.get(word);
    if (cached) {
      this.cache.delete(word);
      this.cache.set(word, cached);
      return { word, source: known ? "cmudict" : "espeak", variants: cached };
    }
    const variants = known ? await this.withAccents(word, known) : await this.guess(word);
    const indian = await this.indianReading(word);
    if (indian && !variants.includes(indian)) variants.push(indian);
    this.cache.set(word, variants);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value as string);
    return { word, source: known ? "cmudict" : "espeak", variants };
  }

  private async withAccents(word: string, known: string[]): Promise<string[]> {
    const variants = [...known];
    for (const phones of await this.guess(word, this.options.accentVoices ?? ["en-gb"]).catch(() => [])) {
      if (!variants.includes(phones)) variants.push(phones);
    }
    return variants;
  }

  /** The Hindi voice's reading of the word's Indian spelling as CMU phones, or null (never fails a request). */
  private async indianReading(word: string): Promise<string | null> {
    if (!this.options.indianSpelling) return null;
    try {
      const devanagari = await this.options.indianSpelling(word);
      if (!devanagari) return null;
      const ipa = await runEspeak(this.options.espeakPath, "hi", devanagari);
      // Stress marks dropped first: espeak puts them inside vowel pairs ("kaːˈɪʈs" is Kites' AY).
      return ipaToCmu(ipa.trim().replace(/[ˈˌ]/g, ""), HINDI_IPA_TO_CMU).phones.join(" ") || null;
    } catch {
      return null;
    }
  }

  /** espeak-ng readings of a word the dictionary lacks, as CMU phone strings (deduplicated). */
  async guess(word: string, voices: string[] = this.voices): Promise<string[]> {
    const spoken = word.replace(/'/g, "");
    let readings: string[];
    try {
      readings = await Promise.all(voices.map((voice) => runEspeak(this.options.espeakPath, voice, spoken)));
    } catch (error) {
      throw new SpeechRecognitionError("unavailable", "The pronunciation guesser (espeak-ng) is not available.", { cause: error });
    }
    const variants: string[] = [];
    for (const reading of readings) {
      const phones = ipaToCmu(reading.trim()).phones.join(" ");
      if (phones && !variants.includes(phones)) variants.push(phones);
    }
    if (!variants.length) {
      throw new SpeechRecognitionError("invalid_phrases", `No pronunciation could be found for "${word}".`);
    }
    return variants;
  }
}
