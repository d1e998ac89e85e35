/**
 * Intents before words (issue 43): before the content is searched, a question that names a place
 * of the site is answered with that place — "sign in" with the log-in page, "I want to try text
 * to speech" with its demo, "I run a car dealership" with the automobile industry, "where is your
 * office" with the address. The places and the words visitors use for them come from the content
 * (AssistantTarget); what is language, not content — the words that ask to go somewhere, to try
 * something, that describe one's own business, that ask for a company fact — is here.
 */
import {
  WROTE_WORDS,
  contentWords,
  READING_WORDS,
  askedPart,
  LANGUAGE_WORDS,
  lettersOf,
  namesKind,
  normalise,
  normalisedPattern,
  oneSpelling,
  refersBack,
  speaksOnlyOfOwn,
  withoutInflection,
  wordsOfLanguages,
} from "./language";
import { within } from "./edit-distance";
import { skeleton } from "./transliteration";
import type { Sliced } from "./classifier";
import type { AssistantTarget } from "./types";

/** A question's tokens and stems, once, and where each word of the places' phrases stands in it. */
interface Read {
  tokens: string[];
  stems: string[];
  /** By stem: where it stands in the question. */
  exact: Map<string, number[]>;
  /**
   * The positions of stems that may be a typo of a place's word: four letters or more, and not a
   * word the content or visitors write ("each" is meant as it is, not as a typo of "e-nach").
   */
  loose: number[];
  /** By phrase word: the positions of the stems that are it, exactly or by a typo (filled as asked). */
  at: Map<string, readonly number[]>;
  /** By number of words: the question's runs of that many stems, spaced (filled as asked). */
  runs: Map<number, string[]>;
}

const stem = (token: string) =>
  !/^[a-z0-9]/.test(token)
    ? withoutInflection(token)
    : token.length > 4 && token.endsWith("ies")
      ? `${token.slice(0, -3)}y`
      : oneSpelling(token.length > 3 && token.endsWith("s") && !/(?:ss|us|is)$/.test(token) ? token.slice(0, -1) : token);

const NONE: ReadonlySet<string> = new Set();

function read(text: string, known = NONE): Read {
  const tokens = normalise(text).split(" ").filter(Boolean);
  const stems = tokens.map(stem);
  const exact = new Map<string, number[]>();
  const loose: number[] = [];
  stems.forEach((word, i) => {
    const positions = exact.get(word);
    if (positions) positions.push(i);
    else exact.set(word, [i]);
    if (word.length >= 4 && !known.has(word)) loose.push(i);
  });
  return { tokens, stems, exact, loose, at: new Map(), runs: new Map() };
}

const NO_POSITIONS: readonly number[] = [];

/** The letters of the places' phrase words, counted once (a question's words are compared with them often). */
const phraseLetters = new Map<string, number>();
function lettersOfPhraseWord(word: string): number {
  let count = phraseLetters.get(word);
  if (count === undefined) phraseLetters.set(word, (count = lettersOf(word)));
  return count;
}

/**
 * Two words the same for a visitor: the same stem, or a typo of a word of five letters or more —
 * but not a longer word that begins with it ("officer" is not "office").
 */
function sameWord(asked: string, phrase: string): boolean {
  if (asked === phrase) return true;
  const letters = lettersOfPhraseWord(phrase);
  if (letters < 5 || asked.length < 4 || asked.startsWith(phrase)) return false;
  return within(asked, phrase, letters >= 8 ? 2 : 1);
}

/**
 * Where `phrase` (stems) stands in the question's stems, or -1. With `fuzzy`, a typo of a word, of
 * the whole phrase ("vedio confrence"), or the words written together ("voicebot", "signin").
 */
function find(question: Read, phrase: string[], fuzzy = false): number {
  if (!fuzzy) {
    for (const at of question.exact.get(phrase[0]!) ?? NO_POSITIONS) {
      if (at + phrase.length > question.stems.length) break;
      let k = 1;
      while (k < phrase.length && question.stems[at + k] === phrase[k]) k++;
      if (k === phrase.length) return at;
    }
    return -1;
  }
  for (const at of positionsOf(question, phrase[0]!)) {
    if (at + phrase.length > question.stems.length) break;
    if (phrase.every((word, k) => k === 0 || positionsOf(question, word).includes(at + k))) return at;
  }
  if (phrase.length < 2) return -1;
  const { together, spaced, long } = formsOf(phrase);
  const at = positionsOf(question, together)[0];
  if (at !== undefined) return at;
  // The whole phrase mistyped ("vedio confrence"): only a phrase of long words, so that no short
  // word is guessed ("kathana been" is not "kathana meet").
  if (!long) return -1;
  let runs = question.runs.get(phrase.length);
  if (!runs) {
    runs = question.stems.slice(0, question.stems.length - phrase.length + 1).map((_, at) => question.stems.slice(at, at + phrase.length).join(" "));
    question.runs.set(phrase.length, runs);
  }
  return runs.findIndex((run) => within(run, spaced, Math.floor(spaced.length / 5)));
}

/** A phrase's words written together and spaced, made once per phrase: every phrase is tried on every question. */
const phraseForms = new WeakMap<string[], { together: string; spaced: string; long: boolean }>();
function formsOf(phrase: string[]): { together: string; spaced: string; long: boolean } {
  let forms = phraseForms.get(phrase);
  if (!forms) {
    const spaced = phrase.join(" ");
    forms = { together: phrase.join(""), spaced, long: spaced.length >= 9 && phrase.every((word) => word.length >= 5) };
    phraseForms.set(phrase, forms);
  }
  return forms;
}

/**
 * Where a word of a phrase stands in the question, exactly or by a typo. Only the question's
 * unknown words are tried as typos (most questions have none), once per question and word.
 */
function positionsOf(question: Read, word: string): readonly number[] {
  const exact = question.exact.get(word) ?? NO_POSITIONS;
  // sameWord reads no typo into a word of fewer than five letters.
  if (!question.loose.length || lettersOfPhraseWord(word) < 5) return exact;
  let found = question.at.get(word);
  if (!found) {
    // A typo is at most two letters off, so a word longer or shorter by three is none.
    const typos = question.loose.filter((i) => {
      const asked = question.stems[i]!;
      return asked !== word && Math.abs(asked.length - word.length) <= 2 && sameWord(asked, word);
    });
    found = typos.length ? [...exact, ...typos].sort((a, b) => a - b) : exact;
    question.at.set(word, found);
  }
  return found;
}

const cue = (...phrases: string[]) => phrases.map((p) => read(p).stems);
const hasAny = (question: Read, phrases: string[][]) => phrases.some((p) => find(question, p) >= 0);

/** Of kinds each with its cues, the kind whose longest cue the question has is the longest (the first of equals). */
function longestCue<K>(question: Read, kinds: readonly (readonly [K, string[][]])[]): K | undefined {
  let best: K | undefined;
  let length = 0;
  for (const [kind, phrases] of kinds)
    for (const phrase of phrases) if (phrase.length > length && find(question, phrase) >= 0) [best, length] = [kind, phrase.length];
  return best;
}

/** Asking to be taken somewhere, or how to do something there. */
const GO = cue(
  "where",
  "take me",
  "go to",
  "goto",
  "open",
  "show me",
  "link",
  "page",
  "section",
  "how do i",
  "how can i",
  "how to",
  "i want to",
  "i need to",
  "i would like to",
  "navigate",
  "find",
  "visit",
  "download",
  "can i",
  "go back",
  "back to",
  "kahan",
  "kaha",
  "kidhar",
  "kaise",
  "le chalo",
  "dikhao",
  "kholo",
  "khol do",
  "khol dijiye",
  "dikha do",
  "jana hai",
  "karna hai",
  "chahiye",
  "karun",
  "karu",
  // "what is the process to get an API key", "api key lene ka tarika": how to do it there.
  "process",
  "procedure",
  "steps",
  "lene ka",
  "lena hai",
  ...wordsOfLanguages((w) => w.go),
);
/** Asking to try, hear or see something. */
const TRY = cue(
  "try",
  "trial",
  "test",
  "testing",
  "demo",
  "demos",
  "play",
  "hear",
  "listen",
  "sample",
  "see it",
  "check out",
  "experience",
  "use it",
  "live demo",
  "upload",
  "convert",
  "badalna",
  "badalne",
  "badal",
  "aazma",
  "azma",
  "aazmana",
  "sunna",
  "sunao",
  "sunaiye",
  "dekhna",
  "dekhao",
  "chalao",
  "chala",
  "sun sakta",
  "sun sakte",
  "sun sakti",
  ...wordsOfLanguages((w) => w.try),
);
/** Asking what suits a kind of business ("which product is best for a bank", "hotel ke liye kya recommend karoge"). */
const SUITS = cue(
  "recommend",
  "recommended",
  "recommendation",
  "suggest",
  "suggestion",
  "best",
  "suit",
  "suitable",
  "right for",
  "fit",
  "fits",
  "ideal",
  "which product",
  "what product",
  "which solution",
  "kaunsa product",
  "konsa product",
  "kaun sa product",
  "sahi",
  "behtar",
  "badhiya",
  ...wordsOfLanguages((w) => w.suits?.asking ?? []),
);
const SUITS_WORDS = new Set(SUITS.flat());
/** Asking how two things differ ("difference between Assist and VoiceBot", "announce vs survey", "dono me farak"). */
const COMPARE = cue(
  "difference",
  "differences",
  "different",
  "differ",
  "vs",
  "versus",
  "compare",
  "compared",
  "comparison",
  "better",
  "farak",
  "fark",
  "farq",
  "antar",
  ...wordsOfLanguages((w) => w.comparing ?? []),
);
/** Words a comparison may have beside the products and the cue ("dono me farak", "both"). */
const COMPARE_WORDS = new Set([...COMPARE.flat(), ...cue("both", "dono", "donon", ...wordsOfLanguages((w) => w.bothOfThem ?? [])).flat()]);
/** The words before a kind of business that say it is for it ("for a", "for our"), and those after it ("ke liye"). */
const FOR_BEFORE = new Set(["for"]);
const FOR_ARTICLES = new Set(["a", "an", "the", "my", "our", "all"]);
const FOR_AFTER = ["ke liye", "wale ke liye", "walon ke liye", "walo ke liye", "ko", ...wordsOfLanguages((w) => w.suits?.forIt ?? [])].map((phrase) =>
  normalise(phrase).split(" "),
);

/** Describing one's own business ("I run a clinic", "we are an NBFC", "mera restaurant hai"). */
const OWN_BUSINESS = cue(
  "i run",
  "i own",
  "i manage",
  "i have a",
  "i am a",
  "im a",
  "im with",
  "i am with",
  "i work at",
  "i work for",
  "i work in",
  "we are",
  "we run",
  "we own",
  "we have",
  "we operate",
  "our",
  "my business",
  "my company",
  "my shop",
  "firm",
  "agency",
  "company",
  "business",
  "mera",
  "meri",
  "mere",
  "hamara",
  "hamari",
  "humara",
  "humari",
  "hamare",
  "humare",
  "owner",
  "chalata",
  "chalati",
  "chalate",
  "we organise",
  "we organize",
  "we host",
  "i organise",
  "i organize",
  // What one makes or sells says what business one is: "we make namkeen", "we're a 200 bed hospital".
  "we make",
  "we sell",
  "we manufacture",
  "we produce",
  "we give",
  "we provide",
  "we offer",
  "we launched",
  "we do",
  "were a",
  "were an",
  "i sell",
  "i make",
  "owner here",
  "brand here",
  "manager here",
  ...wordsOfLanguages((w) => w.ownBusiness),
);
/** Words of a question that ask in general, so a question of only them and a place names only the place. */
const GENERAL = new Set(
  (
    "a an the is are am was be do does did can could would will i me my we us our you your it its they their this that these those " +
    "what which who where when why how of in on at to for from by with about and or please tell know show give get want need like " +
    "have has had offer offers provide solutions solution help helps use case cases automate automation anything something there " +
    "run own manage company business firm website site page section link open go take find see try test demo demos hear listen play sample " +
    "bot audio call online here publish any small big our new into kathana been right now currently exactly actually one place every all guy " +
    // "the banking sector", "the auto industry": an industry's name is the whole of it.
    "sector sectors industry industries domain vertical verticals segment " +
    // "the Announce product", "your survey tool": a product's name is the whole of it.
    "product products tool tools feature features " +
    "kya kaise kahan kaha ke ka ki ko se me mein par liye hai hain ho mujhe hum humein aap aapka aapki aapke mera meri mere hamara hamari " +
    "chahiye karna karun dikhao dikha khol kidhar batao de wahan yahan vahan khud hona wala wali wale walon walo paas ek koi kuch aur ya bhi gaya gayi gaye hoon hu hun tha thi raha rahi aaye aaya aayi " +
    "sakta sakte sakti iska iski iske isme isko uska uski uske usme usko process procedure step lene lena tarika baare bare batana bataiye bataye " +
    "asal maine humne hamne si sa " +
    // "ok then how do i try it": words that carry the conversation on ask nothing; nor does how a
    // place works ("kaise kaam karta hai"; the English "work" in `ownStems`).
    "ok okay then so alright acha accha theek thik kaam karta karti karte kinke kiske"
  )
    .split(" ")
    .concat(wordsOfLanguages((w) => w.general).map(stem))
    // "privacy policy padhni hai": to read a page is to go to it.
    .concat([...READING_WORDS].map(stem))
    // The words that ask to go or to try ("ले चलो") ask in general too.
    .concat(wordsOfLanguages((w) => [...w.go, ...w.try]).flatMap((phrase) => phrase.split(" ").map(stem))),
);

type FactKind = NonNullable<AssistantTarget["fact"]>;

/** What asks for each company fact: the content holds the fact, the language holds these. */
const FACTS: [FactKind, string[][]][] = [
  [
    "address",
    cue(
      "office",
      "offices",
      "address",
      "located",
      "location",
      "headquarters",
      "head office",
      "visit you",
      "where are you",
      "where is kathana",
      "map",
      "directions",
      "daftar",
      "dafter",
    ),
  ],
  ["phone", cue("your phone", "phone number", "contact number", "mobile number", "telephone", "call you", "helpline", "your number", "landline")],
  ["email", cue("email", "e mail", "mail id", "email id", "mail you", "write to you", "mail address", "email address", "e mail address")],
  [
    "mission",
    cue(
      "mission",
      "vision",
      "purpose",
      "goal",
      "aim",
      "objective",
      "what does your company do",
      "what does kathana do",
      "what is kathana ai",
      "about kathana",
      "about your company",
      "company kya karti",
    ),
  ],
  [
    "founded",
    cue("founded", "started", "established", "since when", "how old is", "history of", "founding", "kab shuru", "kitni purani", "saal purani", "kab bani"),
  ],
  // "which industries do you serve": asked of us, not "which industry is this demo for".
  [
    "industries",
    cue(
      "industries do you",
      "industries do u",
      "industries you",
      "sectors do you",
      "sectors you",
      "verticals do you",
      "list of industries",
      "which industries are you",
      "what industries are you",
      "kaun si industries",
      "kaun kaun si industries",
      "kin industries",
    ),
  ],
  ["name", cue("kathana mean", "meaning", "name mean", "why kathana", "why the name", "why is it called", "called kathana", "matlab")],
  [
    "reply-time",
    cue(
      "how soon will",
      "how soon do",
      "how fast will",
      "how quickly will",
      "how long before",
      "how long until",
      "how long till",
      "response time",
      "reply time",
      "get back to me",
      "hear back",
      "take to respond",
      "take to reply",
      "kab tak jawab",
      "reply kab",
      "jawab kab",
      "reply kitne",
      "jawab kitne",
      "reply milega",
      "jawab aane me kitna time",
      "jawab aane mein kitna time",
      "reply aane me kitna time",
      "reply aane mein kitna time",
      "jawab milne me kitna time",
      "jawab milne mein kitna time",
      "jawab milega",
    ),
  ],
];

// Each language's words for the company facts (words/<code>.json).
for (const [kind, phrases] of FACTS) for (const words of LANGUAGE_WORDS) phrases.push(...cue(...(words.facts[kind] ?? [])));

/** What a fact looks like in a page's own answer: an e-mail address, a phone number. */
const FACT_SHAPES: Partial<Record<FactKind, RegExp>> = { email: /\S@\S+\.\S/, phone: /\+?\d[\d -]{7,}\d/ };

/** Every word that asks for a company fact, in any language. */
const FACT_WORDS = new Set(FACTS.flatMap(([, phrases]) => phrases.flat()));
const FACT_WORD_LIST = [...FACT_WORDS];

/** True when the visitor describes their own business ("we run four cloud kitchens", "mera showroom hai"). */
export function describesOwnBusiness(question: string): boolean {
  return hasAny(read(question), OWN_BUSINESS) || INTRODUCTION.test(question.toLowerCase()) || describesSelf(question);
}

/** "main doctor hoon", "मैं एक टीचर हूँ", "hum travel agency hain": the whole question says who the visitor is. */
const SELF_DESCRIBED = normalisedPattern(/^(?:main|mai|mein|hum|ham|मैं|हम) (?:ek |एक )?[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)? (?:hoon|hun|hu|hain|हूँ|हूं|हैं)$/u);

/** Words that make such a sentence say what the visitor does, not who they are ("main jaanna chahta hoon"). */
const DOING = new Set(
  "chahta chahti chahte karta karti karte raha rahi rahe sakta sakti sakte jaanta jaanti janta janti soch sochta sochti puchna poochna".split(" "),
);

/** The same in Devanagari: a verb's forms ("चाहता", "सोच रहा", "करना"). */
const DOING_FORM = normalisedPattern(/^(?:रहा|रही|रहे|सोच)$|(?:ता|ती|ते|ना)$/u);

function describesSelf(question: string): boolean {
  const text = normalise(question);
  return SELF_DESCRIBED.test(text) && !text.split(" ").some((word) => DOING.has(word) || DOING_FORM.test(word));
}

/**
 * A visitor who opens with who they are, then says what they need: "insurance broker here, ...",
 * "cable operator, har mahine ...", "school accounts dept: ...", "main LIC agent hu, ...". Anchored, with bounded repeats.
 */
const INTRODUCTION =
  /^\s*(?:[\p{L}\p{N}&'-]+\s+){0,4}(?:here|owner|operator|broker|agent|seller|dealer|distributor|retailer|wholesaler|vendor|manager|founder|proprietor|consultant|organiser|organizer|desk|dept|department|centre|center|company|firm|agency|clinic|startup|provider)s?(?:\s+(?:here|hoon|hun|hu|hain))?\s*[,:;.–—-]\s*\S/u;

/** Of places named equally by a question, the kind that answers it (the others may be listed beside it). */
const NAMED_FIRST: readonly AssistantTarget["kind"][] = ["product", "industry", "article", "demo", "page", "fact"];

export interface RoutedTarget {
  target: AssistantTarget;
  /** Why: a page asked for, a demo to try, a business described, a fact, or a place named by most of the question. */
  reason: "go" | "try" | "business" | "fact" | "named" | "example" | "compare";
  /** Share of the question's own words the place's name covers (0 for a fact, an example or the last place). */
  covered?: number;
  /** The products a comparison names, in the question's order (`target` is then the page of all products). */
  compared?: AssistantTarget[];
}

export interface Router {
  route(question: string, last?: AssistantTarget): RoutedTarget | null;
  byId(id: string): AssistantTarget | undefined;
  /** The industry or product place at `url` (a passage's page), if it is one. */
  placeOf(url: string): AssistantTarget | undefined;
  /** The place a passage at `url` is on: the one at that very address, else at its page (a fact is no place). */
  at(url: string): AssistantTarget | undefined;
  /** Whether the question says one of the place's own words (its name or what visitors call it). */
  names(question: string, id: string): boolean;
}

/** A word visitors write in this many of the examples is a word of its own, not a typo. */
const VISITORS_WORD = 3;

/**
 * The words meant as they are, never as typos of a place's word: those of `contentText` (the
 * passages) and those of `visitorText` (the examples) written `VISITORS_WORD` times. Read in
 * slices, as the examples are (thousands of questions).
 */
export function* wordsWritten(contentText: readonly string[], visitorText: readonly string[]): Sliced<Set<string>> {
  const known = new Set(contentText.flatMap((text) => read(text).stems));
  const written = new Map<string, number>();
  for (let i = 0; i < visitorText.length; i++) {
    if (i % 400 === 399) yield;
    for (const word of new Set(read(visitorText[i]!).stems)) written.set(word, (written.get(word) ?? 0) + 1);
  }
  for (const [word, times] of written) if (times >= VISITORS_WORD) known.add(word);
  return known;
}

/** "how does the voice demo work": how a place works asks only the place ("which banks do you work with" asks more). */
const asksHowItWorks = (question: Read) => question.tokens[0] === "how" && question.stems.at(-1) === "work";
/** A question's own words: its stems less those that ask in general ("what", "page", "kya"). */
const ownStems = (question: Read) =>
  question.stems.filter((s, i) => !GENERAL.has(s) && s.length > 1 && !(s === "work" && i === question.stems.length - 1 && asksHowItWorks(question)));

/**
 * Which places' phrases a question may name, by the words they begin with (or are, written
 * together), so that a question is matched with the few places whose words it has, not with every
 * phrase of every place (Hindi's industries have thousands). `find` may still name a phrase of long
 * words mistyped as a whole, so those are always tried. Gives, in the places' order, each place's
 * phrases to try: what `find` names among them is all it would name among all of them.
 */
function phrasesToTry(prepared: readonly { phrases: string[][] }[]): (question: Read) => Map<number, string[][]> {
  const byKey = new Map<string, { place: number; phrase: string[] }[]>();
  const always: { place: number; phrase: string[] }[] = [];
  prepared.forEach(({ phrases }, place) => {
    for (const phrase of phrases) {
      const { together, long } = formsOf(phrase);
      if (long) {
        always.push({ place, phrase });
        continue;
      }
      for (const key of phrase.length > 1 ? [phrase[0]!, together] : [phrase[0]!]) {
        const list = byKey.get(key) ?? byKey.set(key, []).get(key)!;
        list.push({ place, phrase });
      }
    }
  });
  // A typo is at most two letters off (`positionsOf`): the keys by length, to try only those near a word's.
  const byLength = new Map<number, string[]>();
  for (const key of byKey.keys()) {
    const list = byLength.get(key.length) ?? byLength.set(key.length, []).get(key.length)!;
    list.push(key);
  }
  return (question) => {
    const keys = new Set<string>();
    for (const stem of question.exact.keys()) if (byKey.has(stem)) keys.add(stem);
    for (const i of question.loose) {
      const length = question.stems[i]!.length;
      for (let n = length - 2; n <= length + 2; n++)
        for (const key of byLength.get(n) ?? []) if (!keys.has(key) && positionsOf(question, key).length) keys.add(key);
    }
    const tried = [...always];
    for (const key of keys) tried.push(...byKey.get(key)!);
    const byPlace = new Map<number, string[][]>();
    for (const { place, phrase } of tried.sort((a, b) => a.place - b.place)) {
      const list = byPlace.get(place) ?? byPlace.set(place, []).get(place)!;
      if (!list.includes(phrase)) list.push(phrase);
    }
    return byPlace;
  };
}

/** A phrase with more words that have a Latin twin is read only as written (every mix of a long one is many phrases). */
const MAX_TWINNED = 3;
const IN_DEVANAGARI = /^[\u0900-\u097F]+$/;
const IN_LATIN = /^[a-z]+$/;

/**
 * "सारे demos", "products वाला पेज": Hindi typed with English words. Where a place's words have a
 * phrase in Devanagari and one in Latin letters that sound alike word by word ("सभी डेमो", "sabhi
 * demo"), each of those Devanagari words has its Latin twin; every Devanagari phrase of every place
 * is also read with the twins it has ("सारे डेमो" as "सारे demo"). Learnt from the editors' words,
 * so a word they write both ways is known both ways.
 */
function withTwinsInLatin(prepared: readonly { phrases: string[][] }[]): void {
  const twin = new Map<string, string>();
  // A phrase's sound, word by word (`skeleton`); null when a word has none. Each place's Latin
  // phrases by their sound, once, so each Devanagari phrase looks its twin up (the last written wins).
  const soundOf = (phrase: string[]) => {
    const sounds = phrase.map(skeleton);
    return sounds.every((sound) => sound !== null) ? sounds.join(" ") : null;
  };
  for (const { phrases } of prepared) {
    const latinBySound = new Map<string, string[]>();
    for (const latin of phrases) {
      const sound = latin.every((word) => IN_LATIN.test(word)) ? soundOf(latin) : null;
      if (sound !== null) latinBySound.set(sound, latin);
    }
    for (const hindi of phrases) {
      const sound = hindi.every((word) => IN_DEVANAGARI.test(word)) ? soundOf(hindi) : null;
      const latin = sound === null ? undefined : latinBySound.get(sound);
      if (latin) hindi.forEach((word, k) => twin.set(word, latin[k]!));
    }
  }
  for (const place of prepared) {
    const seen = new Set(place.phrases.map((phrase) => phrase.join(" ")));
    for (const phrase of [...place.phrases]) {
      // Each word with a twin either way ("सारे demo", "saare डेमो"): a phrase has a few words at most.
      const twinned = phrase.flatMap((word, k) => (twin.has(word) ? [k] : []));
      if (!twinned.length || twinned.length > MAX_TWINNED) continue;
      for (let mask = 1; mask < 1 << twinned.length; mask++) {
        const mixed = phrase.map((word, k) => (twinned.some((at, bit) => at === k && mask & (1 << bit)) ? twin.get(word)! : word));
        const key = mixed.join(" ");
        if (seen.has(key)) continue;
        place.phrases.push(mixed);
        seen.add(key);
      }
    }
  }
}

/** The router over the site's places; `known`: the words no typo is read into (`wordsWritten`). */
export function createRouter(targets: readonly AssistantTarget[], known: ReadonlySet<string> = NONE): Router {
  // A question is read once for its route and every place it may name (the positions found are kept).
  let lastRead: Read | undefined;
  let lastQuestion = "";
  const readQuestion = (question: string) => {
    if (!lastRead || question !== lastQuestion) [lastRead, lastQuestion] = [read(question, known), question];
    return lastRead;
  };
  const prepared = targets.map((target) => ({
    target,
    phrases: [...new Set(target.words.map((w) => normalise(w)).filter(Boolean))].map((w) => read(w).stems),
  }));
  withTwinsInLatin(prepared);
  const phrasesNamedBy = phrasesToTry(prepared);
  const ids = new Map(targets.map((t) => [t.id, t]));
  const factTarget = new Map(targets.filter((t) => t.kind === "fact").map((t) => [t.fact!, t]));

  // The words a fact's answer says, and the words that ask for any fact: a question with more
  // than one other word asks more than the fact ("email id for business queries" asks only it).
  const factSays = new Map([...factTarget].map(([fact, t]) => [fact, new Set(read(t.answer).stems)]));
  // A word a letter or two off a fact word is that word mistyped ("adress").
  const asksOnlyTheFact = (own: string[], fact: FactKind) =>
    own.filter((s) => !FACT_WORDS.has(s) && !factSays.get(fact)?.has(s) && !(s.length >= 5 && FACT_WORD_LIST.some((w) => sameWord(s, w)))).length <= 1;
  const places = new Map(targets.filter((t) => t.kind === "industry" || t.kind === "product").map((t) => [t.url, t]));
  const byUrl = new Map<string, AssistantTarget>();
  for (const t of targets) if (t.kind !== "fact" && !byUrl.has(t.url)) byUrl.set(t.url, t);
  // The industry a question names right after "for" ("for a bank", "for our clinics") or right
  // before "ke liye", asking for nothing else: "suggest a good name for my bakery" asks a name.
  const industryNamedFor = (q: Read, own: readonly string[]): AssistantTarget | undefined => {
    for (const { target, phrases } of prepared) {
      if (target.kind !== "industry") continue;
      for (const phrase of phrases) {
        const at = find(q, phrase, true);
        if (at < 0) continue;
        const before = q.tokens[at - 1] ?? "";
        const forBefore = FOR_BEFORE.has(before) || (FOR_ARTICLES.has(before) && FOR_BEFORE.has(q.tokens[at - 2] ?? ""));
        const after = q.tokens.slice(at + phrase.length);
        const forAfter = FOR_AFTER.some((words) => words.every((word, k) => after[k] === word));
        const named = new Set(phrase);
        const other = own.filter((stem) => !named.has(stem) && !SUITS_WORDS.has(stem) && !FOR_AFTER.some((words) => words.includes(stem)));
        if ((forBefore || forAfter) && other.length <= 1) return target;
      }
    }
    return undefined;
  };
  return {
    byId: (id) => ids.get(id),
    placeOf: (url) => places.get(url),
    at: (url) => byUrl.get(url) ?? byUrl.get(url.split("#")[0]!),
    names(question, id) {
      const q = readQuestion(question);
      return prepared.some(({ target, phrases }) => target.id === id && phrases.some((phrase) => find(q, phrase, true) >= 0));
    },
    route(question, last) {
      const q = readQuestion(question);
      if (!q.stems.length) return null;
      const own = ownStems(q);
      // For each kind of place, the one the question names best: the most of its own words covered,
      // then the longest phrase.
      const best = new Map<AssistantTarget["kind"], { target: AssistantTarget; covered: number; length: number }>();
      // Where the question names a kind of place ("blog", "लेख"), found once per kind.
      const kindNamed = new Map<string, number[]>();
      const namingKind = (kind: string) => {
        let at = kindNamed.get(kind);
        // "Imran Qureshi's piece": beside an article's name, a piece is the article ("writing a piece on …" alone names none).
        const names = (token: string) => namesKind([token], kind) || (kind === "article" && token === "piece");
        if (!at) kindNamed.set(kind, (at = q.tokens.flatMap((token, i) => (names(token) ? [i] : []))));
        return at;
      };
      const productsNamed: { target: AssistantTarget; at: Set<number> }[] = [];
      for (const [i, phrases] of phrasesNamedBy(q)) {
        const target = prepared[i]!.target;
        if (target.kind === "fact") continue;
        const covered = new Set<number>();
        let length = 0;
        for (const phrase of phrases) {
          const at = find(q, phrase, true);
          if (at < 0) continue;
          length = Math.max(length, phrase.length);
          for (let k = 0; k < Math.min(phrase.length, q.stems.length - at); k++) covered.add(at + k);
        }
        if (!length) continue;
        if (target.kind === "product") productsNamed.push({ target, at: covered });
        // "Neha Kapoor's blog", "the Kathana Meet product": a word naming the place's kind, beside its name, names it too.
        for (const i of namingKind(target.kind)) covered.add(i);
        // "who wrote Transforming Surveys": who wrote an article and when is its own, as its name is.
        if (target.kind === "article") q.tokens.forEach((token, i) => WROTE_WORDS.has(token) && covered.add(i));
        const ownCovered = [...covered].filter((i) => !GENERAL.has(q.stems[i]!)).length;
        const share = own.length ? Math.min(1, ownCovered / own.length) : 1;
        const now = best.get(target.kind);
        if (!now || share > now.covered || (share === now.covered && length > now.length)) best.set(target.kind, { target, covered: share, length });
      }
      const go = hasAny(q, GO);
      const tryIt = hasAny(q, TRY);
      const business = hasAny(q, OWN_BUSINESS) || describesSelf(question);
      // The fact of the longest cue the question has: "email address" is the e-mail, not the address.
      // Asked in one sentence beside others that only tell ("…your office? coming for a meeting
      // tomorrow"), the fact is read from that sentence alone.
      const asking = askedPart(question);
      const factRead = asking === question ? q : read(asking, known);
      const fact = longestCue(factRead, FACTS);
      const factOwn = asking === question ? own : ownStems(factRead);
      const page = best.get("page");
      // Named as fully and as long, a product is what its name names ("Kathana Meet"), before the demo that shows it.
      const named = [...best.values()]
        .filter((b) => b.covered >= 0.75)
        .sort((a, b) => b.covered - a.covered || b.length - a.length || NAMED_FIRST.indexOf(a.target.kind) - NAMED_FIRST.indexOf(b.target.kind))[0];

      // A company fact, unless the question names a page outright ("the contact page", "your blog").
      // A product or an industry named outright is what "tell me about Kathana VoiceBot" asks about, not the company.
      const aboutAPlace = named !== undefined && named.target.kind !== "page";
      const onlyTheFact = fact !== undefined && asksOnlyTheFact(factOwn, fact);
      // "careers email": a page named whose own answer gives that kind of fact (the careers page's
      // address to apply to) answers with its own, not the company's.
      if (onlyTheFact && page && page.target.url !== factTarget.get(fact)?.url && FACT_SHAPES[fact]?.test(page.target.answer))
        return { target: page.target, reason: "named", covered: 1 };
      // "our school office", "my address proof": the visitor's own, not ours. "customers never
      // upload address proof", "is your phone line open 24x7?": more is asked than the fact says.
      if (
        onlyTheFact &&
        factTarget.has(fact) &&
        // "when will sales get back to me": when the visitor is answered is asked of us, in their words.
        (fact === "reply-time" || !speaksOnlyOfOwn(asking)) &&
        !aboutAPlace &&
        !(page && page.covered === 1 && go && page.target.url !== "/contact" && page.target.url !== "/about")
      ) {
        return { target: factTarget.get(fact)!, reason: "fact" };
      }
      // "difference between Assist and VoiceBot", "announce vs survey": two products compared are
      // answered by the page of all products, each product's page after it; nothing else may be asked.
      if (productsNamed.length >= 2 && hasAny(q, COMPARE)) {
        const covered = new Set(productsNamed.flatMap(({ at }) => [...at]));
        const other = q.stems.filter(
          (s, i) => !covered.has(i) && !GENERAL.has(s) && s.length > 1 && !COMPARE_WORDS.has(s) && contentWords(q.tokens[i]!).length,
        );
        const compared = productsNamed.sort((a, b) => Math.min(...a.at) - Math.min(...b.at)).map(({ target }) => target);
        // The page the products are sections of ("/ourproducts#kathana-meet" is on "/ourproducts").
        const page = compared[0]!.url.split("#")[0]!;
        const all = byUrl.get(page);
        if (all?.kind === "page" && compared.every((t) => t.url.split("#")[0] === page) && other.length <= 1) {
          return { target: all, reason: "compare", covered: 1, compared };
        }
      }
      // "which product is best for a bank", "hotel ke liye kya recommend karoge": what suits a kind
      // of business is its industry's page, whatever the examples of "which product is best for me" say.
      const suitsIndustry = hasAny(q, SUITS) ? industryNamedFor(q, own) : undefined;
      if (suitsIndustry) return { target: suitsIndustry, reason: "business", covered: 1 };
      // Who says what business they are is best answered by its industry, whatever else they say;
      // else by the product they name ("we run a housing society and need RSVPs").
      if (business && best.has("industry")) return { target: best.get("industry")!.target, reason: "business", covered: best.get("industry")!.covered };
      if (business && best.has("product")) return { target: best.get("product")!.target, reason: "business", covered: best.get("product")!.covered };
      // "is there a sample call for that?" after an industry, "iska demo kahan hai?" after a product:
      // its own demo, not the page of all demos.
      // Asking nothing else of it ("इसे खुद ट्राई करना है"), it is the place meant whatever the examples lean to;
      // "iska demo schedule karna" may still be the sales team's.
      if (last && tryIt && own.length <= 1 && refersBack(question)) return { target: last, reason: "try", covered: own.length ? undefined : 1 };
      // "iski website ka link do", "take me to its page": the place pointed at, not the home page.
      if (last && go && own.length === 0 && refersBack(question)) return { target: last, reason: "go", covered: 1 };
      if (go && page && page.covered >= 0.34 && (!named || named.target.kind === "page")) return { target: page.target, reason: "go", covered: page.covered };
      const demo = best.get("demo");
      if (tryIt && demo && demo.covered >= 0.34) return { target: demo.target, reason: "try", covered: demo.covered };
      const industry = best.get("industry");
      if (tryIt && industry && industry.covered >= 0.34) return { target: industry.target, reason: "try", covered: industry.covered };
      if (named) return { target: named.target, reason: "named", covered: named.covered };
      if ((go || tryIt) && industry && industry.covered >= 0.5) return { target: industry.target, reason: "named", covered: industry.covered };
      // "can I hear a demo of that?": the last answer's place, to try.
      if (last && tryIt && own.length <= 1) return { target: last, reason: "try" };
      // "take me there", "link please": the last answer's page, to open.
      if (last && go && own.length === 0) return { target: last, reason: "go" };
      return null;
    },
  };
}
