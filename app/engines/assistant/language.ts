/**
 * How the assistant reads a question: words, the words that carry no subject (English and
 * romanised Hindi), the site's synonyms, follow-ups, and requests it declines without searching.
 * The search itself (BM25, fuzzy and prefix matching, boosts) is MiniSearch's.
 */

import { COUNT_WORDS } from "~/text/number-words";
import hindi from "./words/hi.json";
import indianPlaces from "./words/places.json";

/**
 * The words of a language other than English (words/<code>.json, written in its own script): what
 * asks to go somewhere, to try something, for a company fact, and what names no subject. A language
 * added to the site adds its file here; without one, questions in it are still searched.
 */
export interface LanguageWords {
  stopWords: string;
  generic: string;
  go: string[];
  try: string[];
  ownBusiness: string[];
  /** Words that ask what suits a kind of business ("सुझाएँगे", "सही रहेगा"), and the words after it that say "for" ("के लिए"). */
  suits?: { asking: string[]; forIt: string[] };
  /** Words that ask how two things differ ("फ़र्क", "अंतर"), and that say "both" ("दोनों"). */
  comparing?: string[];
  bothOfThem?: string[];
  general: string;
  facts: Record<string, string[]>;
  smallTalk: string[];
  /** Words that only lead into or round off small talk ("और बताओ, कैसे हो"). */
  smallTalkFillers?: string[];
  /** A letter's greeting ("आदरणीय"), whom it is written to ("महोदय") and its closing ("सादर"): `withoutLetterForms`. */
  letterForms?: { greetings: string[]; addressees: string[]; closings: string[] };
  followUp: string[];
  /** Words that point back at what was just talked about ("इसका", "उसमें"). */
  refersBack?: string[];
  /** Words that ask to hear more of it, and nothing else ("विस्तार से", "समझाइए"). */
  moreAboutIt?: string[];
  /** Words that ask to read a page, not something of it ("निजता नीति पढ़नी है"). */
  reading?: string[];
  /** Words that ask what a page says ("वह लेख … के बारे में क्या कहता है"), not what it says. */
  saidOfIt?: string[];
  /** By kind of place, the words that name it when pointed at ("वह लेख", "इस डेमो"). */
  kindNames?: Record<string, string[]>;
  /** Words that ask for the next one of the same kind ("अगला", "उसके बाद वाला") or the one before ("पिछला"). */
  nextOne?: string[];
  previousOne?: string[];
  /** Words that ask for one of the places just listed ("कौन-सा", "इनमें से"): "which one is about surveys?". */
  whichOne?: string[];
  /** Words that ask who wrote it ("किसने", "लेखक"). */
  whoWrote?: string[];
  /** Words that ask for a month ("किस महीने") or a bound ("अधिकतम"), and the months' names: `leavesOutWhatIsAsked`. */
  monthAsked?: string[];
  boundAsked?: string[];
  months?: string[];
  /** "The first one" ("पहले वाले") and the word that points back in its stead ("उसके"). */
  firstOne?: Record<string, string>;
  /** Ordinal words and the number each says ("पहला": 1, "दूसरा": 2): "the second article". */
  ordinals?: Record<string, number>;
  quantity: string[];
  /** Words a count of what the site lists may have beside the kind ("कुल", "नाम"): `countedKind`. */
  listing?: string[];
  /** Words for a time after "how much" ("कितना टाइम", "कितनी देर"): a time asked, not a count. */
  timeAsked?: string[];
  /** Phrases that ask a length of time ("कब तक", "कितनी देर"), beside "how long". */
  durationAsked?: string[];
  /** Words for a visitor's own code ("ऐप", "रिपो", "बैकएंड"), after the name it is built with. */
  ownCode?: string[];
  salesIntent: string[];
  /** Inflections folded for the search, longest first ("ग्राहकों" → "ग्राहक"). */
  suffixes: string[];
  /** An errand asked of the assistant: a "for me" phrase, then a "do it" phrase ("मेरे लिए … बुक कर दो"). */
  errand?: { forMe: string[]; doIt: string[] };
  /** What follows a word to ask what it means ("NACH का मतलब", "KYC क्या होता है"). */
  meaningAsked?: string[];
  /** Words that speak to the company ("आपके"), and words a visitor speaks of their own with ("हमारे"). */
  addressingUs?: string[];
  speakingOfOwn?: string[];
  /** Words that ask the assistant itself, not the company ("सकते", "कौन"). */
  askingTheAssistant?: string[];
  /** A remark on the assistant (`remarkOn`): praise, complaint, "help" said only negated, negations, fillers, question words. */
  remarks?: { praise: string[]; complaint: string[]; helps: string[]; negations: string[]; fillers: string[]; asking: string[] };
}

export const LANGUAGE_WORDS: readonly LanguageWords[] = [hindi];

/** What `foldDevanagari` writes for each mark or letter it folds. */
const FOLDED: Record<string, string> = { "\u093C": "", "\u0901": "\u0902", "\u0940": "\u093F", "\u0942": "\u0941", "\u0908": "\u0907", "\u090A": "\u0909" };

/**
 * A nasal consonant with a virama before a consonant of its own class is the anusvara written out:
 * "सम्पर्क" is "संपर्क", "हिन्दी" is "हिंदी" (and "लिन्क" is "लिंक": न् before a velar, as English words are typed).
 */
const HALF_NASAL =
  /\u0919\u094D(?=[\u0915-\u0918])|\u091E\u094D(?=[\u091A-\u091D])|\u0923\u094D(?=[\u091F-\u0922])|\u0928\u094D(?=[\u0924-\u0927\u0915-\u0918])|\u092E\u094D(?=[\u092A-\u092D])/g;

/**
 * Devanagari as visitors type it, in one spelling: without the nukta ("फोन" for "फ़ोन"), the
 * chandrabindu as the anusvara ("कहां" for "कहाँ"), and a long i or u as the short one ("मिट" for
 * "मीट", "सर्विस" for "सर्वीस"): the length of these vowels is what a typed word most often gets wrong;
 * and a half nasal as the anusvara (`HALF_NASAL`).
 * Kept to two regular-expression passes: `normalise` runs on every question, passage and word list.
 */
function foldDevanagari(text: string): string {
  return text.replace(/[\u093C\u0901\u0940\u0942\u0908\u090A]/g, (mark) => FOLDED[mark]!).replace(HALF_NASAL, "\u0902");
}

/** "T&C", "Q&A", "C&F": one word, as visitors also write it ("tnc", "qna"), not two letters too short to search. */
const LETTERS_AND_LETTER = /(?<![\p{L}\p{N}])(\p{L})\s?&\s?(\p{L})s?(?![\p{L}\p{N}])/gu;

/**
 * A pattern's source for one of the words, each whole: Devanagari has no `\b`, so no letter, sign
 * or digit may stand on either side. A space within a word matches any run of spaces.
 */
function oneOfTheWholeWords(words: readonly string[]): string {
  return `(?<![\\p{L}\\p{M}\\p{N}])(?:${words.map((word) => word.replace(/\s+/g, "\\s+")).join("|")})(?![\\p{L}\\p{M}\\p{N}])`;
}

/** English words as chat spells them, read as the words: "who r ur clients", "how many ppl", "contact pg pls". */
const CHAT_SPELLINGS: Readonly<Record<string, string>> = {
  u: "you",
  ur: "your",
  urs: "yours",
  r: "are",
  pls: "please",
  plz: "please",
  abt: "about",
  hw: "how",
  wat: "what",
  wht: "what",
  ppl: "people",
  convo: "conversation",
  convos: "conversations",
  pg: "page",
  thx: "thanks",
};
const CHAT_SPELLING = new RegExp(oneOfTheWholeWords(Object.keys(CHAT_SPELLINGS)), "gu");

/**
 * Lower case, compatibility forms folded, everything but letters, their marks (a Devanagari vowel
 * sign is a mark) and digits a space, Devanagari in one spelling (`foldDevanagari`), and chat
 * spellings as the words.
 */
export function normalise(text: string): string {
  return foldDevanagari(text.normalize("NFKC").toLowerCase().replace(/[’']/g, "").replace(LETTERS_AND_LETTER, "$1n$2"))
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .replace(CHAT_SPELLING, (word) => CHAT_SPELLINGS[word]!);
}

/** A pattern with Devanagari words, written as they are spelt, matching text as `normalise` leaves it. */
export function normalisedPattern(pattern: RegExp): RegExp {
  return new RegExp(foldDevanagari(pattern.source), pattern.flags);
}

/** Other languages' inflections, longest first. */
const SUFFIXES = LANGUAGE_WORDS.flatMap((words) => words.suffixes.map(normalise)).sort((a, b) => b.length - a.length);

/** A normalised word of another script without its inflection ("सेवाएं" → "सेव"), keeping two letters at least. */
export function withoutInflection(word: string): string {
  const suffix = SUFFIXES.find((s) => word.endsWith(s) && word.length - s.length >= 2);
  return suffix ? word.slice(0, -suffix.length) : word;
}

/** One form per word for the index and the query alike: plurals folded (MiniSearch has no stemmer). */
export function termOf(word: string): string | null {
  const w = normalise(word);
  if (!w) return null;
  if (!/^[a-z0-9]/.test(w)) return withoutInflection(w);
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  // "emis", "apis" and "banks" lose the s; "business", "status" and "analysis" keep it.
  if (w.length > 3 && w.endsWith("s") && !/(?:ss|us)$/.test(w) && !(w.length > 4 && w.endsWith("is"))) return oneSpelling(w.slice(0, -1));
  return oneSpelling(w);
}

/** "centre" and "center", "theatre" and "theater": one word, however a visitor or the content spells it. */
export function oneSpelling(word: string): string {
  return word.length >= 5 && word.endsWith("tre") ? `${word.slice(0, -3)}ter` : word;
}

/** A word's letters, not its code units: a Devanagari vowel sign or virama is a mark of its letter ("स्कूल" has three). */
export function lettersOf(word: string): number {
  return /^[a-z0-9]*$/.test(word) ? word.length : word.replace(/\p{M}/gu, "").length;
}

/** Each language's words of `pick`, normalised. */
export function wordsOfLanguages(pick: (words: LanguageWords) => string | readonly string[]): string[] {
  return LANGUAGE_WORDS.flatMap((words) => {
    const list = pick(words);
    return (typeof list === "string" ? list.split(" ") : list).map(normalise).filter(Boolean);
  });
}

function words(text: string): string[] {
  const normalised = normalise(text);
  return normalised ? normalised.split(" ") : [];
}

/**
 * Words that name no subject: English question words and fillers, and their romanised Hindi
 * counterparts as Indian visitors type them ("mujhe restaurant ke liye demo chahiye").
 */
const STOP_WORDS = new Set(
  (
    "a an the is are am was were be been being do does did can could would should will shall may might must " +
    "i me my mine we us our you your yours yourself myself ourselves it its they them their he she his her this that these those there here else " +
    "what which who whom whose when where why how whats hows whos wheres whens " +
    "of in on at to for from by with about into over under and or but if so than then also too very just only " +
    "please tell know let show give get got want wants need needs like would help explain describe " +
    "have has had having offer offers provide provides available support supports anything something " +
    "solution solutions sector usecase use case cases way ways kathana ai " +
    "today tomorrow yesterday now last next year years month months week weeks day per much many " +
    "right currently exactly actually one place option options " +
    "any some all each every more most much many such other own same kind sort type " +
    "hi hello hey thanks thank ok okay yes no not " +
    "mujhe muje mujhko hum humein hamein main mai mera meri mere aap aapka aapki aapke tum tumhara " +
    "ke ka ki ko se me mein par pe liye lie ko bhi aur ya to toh hi " +
    "hai hain ho hoga hogi tha thi the raha rahi rahe " +
    "kya kaise kaisa kaisi kab kahan kaun kaunsa kaunsi kaunse konsa konsi kyun kyu kitna kitni kitne " +
    "chahiye chahie chaiye batao bataiye bataye bata batana madad dikhao dikhaiye samjhao karo kariye karta karti karte kar sakta sakti sakte " +
    "ek koi kuch yeh ye woh wo vo iss is us uss wala wali wale kisko kisse kare kar hone hona hota hoti " +
    "kaam karna karne karke chalega chalegi chalta milega milegi milta dena dete deta lena lete leta jata jati jate jaata jaati jaate walon walo paas iska iski iske isme ismein isse isko uska uski uske usme usmein usse usko " +
    "bhejna bhejne banana banane banta bolo boliye dekho dekhna sahi theek accha acha abhi sab saath " +
    "ab gaya gayi gaye unhe unko unka unki unke lega legi lenge jayega jayegi " +
    "liya lia diya dia de lo jaye jaaye jaega jaayega sake sakenge payega paega paate paata paati milti milte mila mile " +
    "jaana jana aana aata aati aate aaye aayi aaya chahte chahta chahti wahi yahi jab tab agar lekin magar phir fir bas " +
    "zara zaraa thoda thodi bahut jyada zyada sabhi kuchh jaise waise aisa aise waisa maloom malum samjha samjhe karenge karega karegi dekh dekhe " +
    "wagera wagaira vagera vagaira padta padti padte padega padegi upar hua hui hue le " +
    "maine humne hamne aapne tumne apna apni apne asal si sa sirf sirph keval kewal " +
    // Chat spellings of the same ("login nhi ho rha"); English contractions without the apostrophe
    // ("dont", "im") and fillers, of Indian English too ("basically", "kindly").
    "nahi nahin nhi nai na rha rhi rhe kr kro krna krne krta krti krte skta skti skte mjhe hme apka apki apke aapko apko kese kesa kyu kb kon " +
    "dont doesnt didnt cant couldnt wont wouldnt shouldnt isnt arent wasnt werent havent hasnt im ive youre theyre thats theres " +
    "really maybe perhaps still even quite pretty kinda sorta guys folks sure though anyway yeah yep nope gonna wanna gotta lemme gimme " +
    "hmm umm ah oh btw fyi asap honestly seriously simply somehow someone somebody anyone anybody possible able lot lots bit " +
    "basically kindly literally already using uses thing things thingy stuff etc " +
    // How a visitor addresses whoever answers ("voice demo kaise kaam karta hai bhai").
    "bhai bhaiya yaar bro dude sir madam mam maam ji " +
    // "kinke liye hai": who a place is for is what its page says; "kisne", as "किसने".
    "kinke kiske kisne kisko kiska kiski"
  )
    .split(" ")
    .concat(wordsOfLanguages((w) => w.stopWords)),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * Words that say what kind of thing the visitor is ("my company", "a travel business") rather
 * than what they ask about: left out when the question has other words, kept when it has none
 * ("What does your company do?").
 */
const GENERIC_WORDS = new Set(
  "company companies business businesses firm firms organisation organisations organization organizations enterprise enterprises"
    .split(" ")
    .concat(wordsOfLanguages((w) => w.generic)),
);

/** The words of a question that can name a subject or an intent. */
export function contentWords(text: string): string[] {
  // Each word once; a single letter or digit names nothing.
  const kept = [...new Set(words(text))].filter((word) => word.length > 1 && !isStopWord(word));
  const specific = kept.filter((word) => !GENERIC_WORDS.has(word));
  return specific.length ? specific : kept;
}

/**
 * Groups of words and phrases the site uses for the same thing: a question with one of them finds
 * passages written with any other. The first entry of each group is the site's own term.
 */
export type SynonymGroups = readonly (readonly string[])[];

/**
 * Romanised Hindi words as Indian visitors type them, with the English words the site's content
 * uses for them (English first, then the Hindi forms and spellings). A general list of everyday
 * words of customer conversations, not the site's own terms (those are the editors' synonyms).
 */
export const HINDI_WORDS: SynonymGroups = [
  "recognise recognition recognize|pehchan pehchaan pehchanna pehchanne pehchanta pehchanti pehchante pehchano",
  "speak|bolna bolne bolta bolti bolte",
  "listen hear|sunna sunne sunta sunti sunte sunao suniye",
  "write|likhna likhne likhta likhti likho",
  "read|padhna padhne padhta padhti padho",
  "education school students|padhai padhaai shiksha vidyarthi chhatra",
  "teacher teachers tutor|adhyapak shikshak",
  "food dish|khana khane khaana bhojan",
  "photo photos image picture|tasveer tasvir tasveerein foto",
  "customer customers|grahak graahak grahakon",
  "people|logon",
  "message messages|sandesh",
  "announcement announcements|suchna soochna ghoshna elaan",
  "employee employees staff|karmchari karamchari karmachari",
  "job jobs|naukri naukari rozgar",
  "salary|tankhwah tankha vetan",
  "cost costs price|kharcha kharch keemat kimat daam",
  "payment pay money|paisa paise bhugtan bhugtaan",
  "loan loans|karz karza karj",
  "instalment emi|kisht kist kishton",
  "insurance|bima beema",
  "account|khata khaata",
  "close|bandh band",
  "delete erase|hatana hatao hatayein mitana mitao",
  "information data|jankari jaankari",
  "secure security safe|surakshit suraksha",
  "rights|adhikar haq",
  "owner owns|malik maalik",
  "complaint grievance|shikayat shikaayat",
  "law laws|kanoon kaanoon kanun qanoon",
  "court courts|adalat adaalat",
  "age|umar umra umr",
  "language languages|bhasha bhaasha bhashayein bhashaon zaban zubaan",
  "name names|naam",
  "home house|ghar",
  "car cars vehicle|gaadi gadi gaari gaadiyan",
  "doctor doctors|daktar",
  "hospital hospitals|aspatal aspataal haspatal",
  "medicine|dawai dawa dava",
  "disease illness|bimari beemari",
  "test tests|jaanch janch",
  "blood|khoon",
  "travel journey trip|yatra yaatra safar",
  "flight flights|udaan jahaz",
  "order orders|mangwana mangana mangao",
  "shop shops store retailer retailers|dukaan dukan dukaandar dukandar",
  "goods stock|maal saman samaan",
  "business|vyapar vyaapar vyavsay dhandha dhanda",
  "feedback review|rai raay pratikriya",
  "survey surveys|sarvekshan",
  "question questions|sawal sawaal prashn prashna",
  "answer answers|jawab jawaab",
  "detect spot catch|pakadna pakadne pakad",
  "fraud|dhokha dhoka dhokhadhadi",
  "fast quick speed|tez jaldi raftaar raftar gati",
  "slow|dheere dhire dheema dheemi",
  "time|samay waqt",
  "days|din",
  "years year|saal varsh",
  "reduce cut less|kam ghatana ghatane",
  "grow growth increase|badhana badhane badhaye badhao",
  "meeting meetings|baithak sabha",
  "free|muft",
  "village villages rural|gaon gaanv gramin",
  "city cities|shahar shehar",
  "office|daftar karyalay",
  "reminder reminders remind|yaad",
  "date dates|tareekh tarikh taarikh",
  "appointment appointments|mulakat mulaqat",
  "sample samples|namuna namoona",
  "conversation conversations|baatcheet batchit",
  "understand|samajh samajhna samajhta samajhti",
  "translate translation|anuvad anuvaad",
  "choose select|chunna chunne chuno",
  "sell|bechna bechne bechte",
  "buy purchase|kharidna kharidne khareedna khareedne",
  "taste|swad swaad",
  "tea|chai chay",
  "patient patients|mareez mariz rogi",
  "classroom class|kaksha",
  "government|sarkar sarkari",
  "human agent agents|insaan insan aadmi vyakti",
  "automation automate automatic|swachalit",
].map((line) => line.replace("|", " ").split(" "));

/**
 * Phrases of `text` (normalised) that belong to a group, and the other members to search too. The
 * groups' terms are given as `normalise` leaves them (the engine normalises them once).
 */
export function synonymsIn(text: string, groups: SynonymGroups): { matched: string[]; added: string[] } {
  const padded = ` ${normalise(text)} `;
  const matched: string[] = [];
  const added: string[] = [];
  for (const group of groups) {
    const hit = group.find((term) => padded.includes(` ${term} `));
    if (!hit) continue;
    matched.push(hit);
    let taken = 0;
    for (const term of group) {
      if (term === hit) continue;
      if (taken++ === MAX_ADDED) break;
      added.push(term);
    }
  }
  return { matched, added };
}

/**
 * The groups whose members a text may hold, in their order: found by each member's first word, not
 * by reading every group for every question (Hindi's are thousands of words).
 */
export function synonymFinder(groups: SynonymGroups): (text: string) => SynonymGroups {
  const byFirstWord = new Map<string, number[]>();
  groups.forEach((group, i) => {
    for (const member of group) {
      const first = normalise(member).split(" ")[0];
      if (!first) continue;
      const list = byFirstWord.get(first) ?? byFirstWord.set(first, []).get(first)!;
      if (list.at(-1) !== i) list.push(i);
    }
  });
  return (text) => {
    const found = new Set<number>();
    for (const word of normalise(text).split(" ")) for (const i of byFirstWord.get(word) ?? []) found.add(i);
    return [...found].sort((a, b) => a - b).map((i) => groups[i]!);
  };
}

/**
 * How many members of a group a question's phrase brings into the search, the group's first (the
 * site's own terms) first: an industry's words are a hundred and more ("kirana" needs "fmcg", not
 * every kind of shop), and each searched term costs a walk of the index.
 */
const MAX_ADDED = 12;

/** The words of a text with their case kept (names are told by it), apostrophes dropped ("Jaipur's" is one word). */
function casedWords(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .replace(/[’']/g, "")
      // "T&C" is a common word, not a name.
      .replace(LETTERS_AND_LETTER, (_, first: string, second: string) => `${first}n${second}`.toLowerCase())
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter(Boolean)
  );
}

/**
 * Words written with a capital letter after the first word ("Swahili", "Salesforce", "NSE"): the
 * names of things, normalised, leaving out words that name no subject.
 */
export function namesIn(text: string): string[] {
  return casedWords(text)
    .slice(1)
    .filter((token) => /^\p{Lu}/u.test(token))
    .map((token) => normalise(token))
    .filter((word) => word && !isStopWord(word) && !GENERIC_WORDS.has(word));
}

/** Words for a visitor's own code, after the name of what it is built with ("Flutter app", "Django backend"). */
const OWN_CODE = new Set(
  [
    ..."app apps application repo repos repository backend frontend code codebase bundle apk build project server script".split(" "),
    ...wordsOfLanguages((w) => w.ownCode ?? []),
  ].map(normalise),
);

/**
 * The names of what a visitor's own code is built with or kept in ("can I put the key in our
 * Flutter app?", "GitHub के public repo में"): a name followed, within three words, by a word for
 * their code. The question asks of our API or key, not of that name, so the name is no subject the
 * content must know ("do you have a Flutter SDK?" still names one: an SDK is ours).
 */
export function ownCodeNamesIn(text: string): string[] {
  const words = normalise(text).split(" ");
  return namesIn(text).filter((name) => {
    const at = words.indexOf(name);
    return at >= 0 && words.slice(at + 1, at + 4).some((word) => OWN_CODE.has(word));
  });
}

/** A text without some of its words (normalised forms, as `namesIn` gives them), in normalised form. */
export function withoutWords(text: string, dropped: readonly string[]): string {
  const gone = new Set(dropped);
  return normalise(text)
    .split(" ")
    .filter((word) => word && !gone.has(word))
    .join(" ");
}

/**
 * What a business is, after the name it trades under ("a Maruti dealership", "our Domino's
 * franchise"); not a store or a shop, which is on a platform as often ("our Shopify store").
 */
const TRADES_AS =
  /^(?:dealership|dealerships|dealer|dealers|showroom|showrooms|franchise|franchisee|outlet|outlets|branch|branches|distributor|distributorship|agency|workshop|garage|pharmacy|clinic|clinics|hospital|restaurant|restaurants|hotel|hotels)$/i;

/** The names a business trades under, right before what it is ("a Maruti dealership", "our Domino's franchise"). */
export function tradeNamesIn(text: string): string[] {
  const tokens = casedWords(text);
  return tokens.filter((token, i) => i > 0 && /^\p{Lu}/u.test(token) && TRADES_AS.test(tokens[i + 1] ?? "")).map((token) => normalise(token));
}

/**
 * Names of where or what a business is: "a homestay in Manali", "dealers from Punjab", "hotel hai
 * Jaipur mein", "Maruti ki dealership", "a Maruti dealership", and a name right after one ("in Dec-Jan").
 */
export function placeNamesIn(text: string): string[] {
  const tokens = casedWords(text);
  const places: string[] = [];
  let previousWasPlace = false;
  tokens.forEach((token, i) => {
    const name = i > 0 && /^\p{Lu}/u.test(token);
    const before = tokens[i - 1] ?? "";
    const after = tokens[i + 1] ?? "";
    previousWasPlace =
      name &&
      (previousWasPlace ||
        /^(?:in|from|at|near|across|around|of)$/i.test(before) ||
        /^(?:mein|me|se|ka|ki|ke|wala|wali|wale)$/i.test(after) ||
        TRADES_AS.test(after));
    if (previousWasPlace) places.push(normalise(token));
  });
  return [...new Set([...places, ...knownPlacesIn(text)])];
}

const KNOWN_PLACES = indianPlaces.places.map(normalise);

/** The places in India a text names ("gym in Chandigarh", "travel agent, Jaipur"), as the words of their names. */
export function knownPlacesIn(text: string): string[] {
  const padded = ` ${normalise(text)} `;
  return KNOWN_PLACES.filter((place) => padded.includes(` ${place} `)).flatMap((place) => place.split(" "));
}

/** Words for where a company works from: a place beside one asks where we are ("chennai office", "office in pune"). */
const OFFICE_WORDS = new Set("office offices branch branches team teams presence centre center daftar dafter".split(" "));

/** Small words that may stand between a place and the office ("office in pune", "gurgaon wala office"). */
const OFFICE_LINKS = new Set("in at near wala wali wale vala ka ki ke mein me".split(" "));

/** The words of the places in India a question asks whether we are at, in any case: "chennai office", "hyderabad team". */
export function placesAskedOfUs(text: string): string[] {
  const places = new Set(knownPlacesIn(text));
  const all = words(text);
  const office = (at: number, step: number) =>
    OFFICE_WORDS.has(all[at + step] ?? "") || (OFFICE_LINKS.has(all[at + step] ?? "") && OFFICE_WORDS.has(all[at + 2 * step] ?? ""));
  return all.filter((word, i) => places.has(word) && (office(i, -1) || office(i, 1)));
}

/**
 * "Which car makers other than Raftaar use it?", "any clients besides Navya?": a question asking
 * for more clients than the content names. Anchored, so linear on any input (issue 41).
 */
const OTHERS_ASKED = /^(?:which|what|who|name|list|any|are there|do you have)\b.*\b(?:other than|apart from|besides|except|aside from|excluding|beyond)\b/;
const CLIENT_WORDS = new Set(
  (
    "client clients customer customers company companies brand brands bank banks nbfc nbfcs lender lenders insurer insurers maker makers " +
    "carmaker carmakers manufacturer manufacturers airline airlines hotel hotels chain chains hospital hospitals school schools college colleges " +
    "institute institutes university universities retailer retailers operator operators partner partners investor investors user users"
  ).split(" "),
);

export function asksForOtherClients(text: string): boolean {
  return OTHERS_ASKED.test(normalise(text)) && words(text).some((word) => CLIENT_WORDS.has(word));
}

/**
 * "Which hospitals use your bot?", "name the coaching institutes you work with": a question asking
 * which organisations are the company's clients. Its words that say what kind of organisation
 * ("hospitals", "coaching institutes") are returned, without those any client is ("companies",
 * "big"); null when the question asks no such thing. Anchored, with bounded repeats.
 */
const CLIENTS_ASKED = [
  /^(?:which|what|name|list|names of)(?: all| the| some| a few| any| of the| of your)? ((?:\S+ ){0,3}?\S+) (?:use|uses|using|used|have used|are using|work with|worked with|have worked with|are working with|are your|are kathana|trust|trusted|rely on|have run|ran|partner with|have partnered|have deployed|deployed)\b/,
  /^(?:which|what) ((?:\S+ ){0,3}?\S+) (?:do|does|did|have|has) (?:you|kathana)(?: ai)? (?:work|serve|have|partner)\b/,
  /^(?:name|list)(?: all| the| some| a few| your)? ((?:\S+ ){0,3}?\S+) (?:you|kathana)(?: ai)? (?:work|have worked|worked|serve|partner)\b/,
  /^(?:kaun se|kaunse|konse|kaun kaun se) ((?:\S+ ){0,2}?\S+) (?:aapke|aap ke|aapka|aapki|kathana)\b/,
];
/** Words any client is: asked with them alone, the clients the content names answer. */
const ANY_CLIENT_WORDS = new Set(
  (
    "client clients customer customers company companies business businesses brand brands organisation organisations organization " +
    "organizations firm firms enterprise enterprises user users partner partners big large small top leading major famous popular " +
    "well known reputed notable indian existing current other kind kinds type types sort kathana ai"
  ).split(" "),
);

export function clientKindsAsked(text: string): string[] | null {
  const normalised = normalise(text);
  for (const pattern of CLIENTS_ASKED) {
    const asked = pattern.exec(normalised)?.[1]?.split(" ");
    if (asked?.some((word) => CLIENT_WORDS.has(word))) return asked.filter((word) => word.length > 1 && !isStopWord(word) && !ANY_CLIENT_WORDS.has(word));
  }
  return null;
}

/** Opening words of a follow-up that only changes the subject: "and for hospitals?", "what about insurance". */
const FOLLOW_UP = /^(?:and|also|aur|what about|how about|same for|and what about|and for|for)\b/;

const FOLLOW_UP_WORDS = new Set(wordsOfLanguages((w) => w.followUp));

export function isFollowUp(text: string): boolean {
  const normalised = normalise(text);
  const opens = FOLLOW_UP.test(normalised) || FOLLOW_UP_WORDS.has(normalised.split(" ")[0] ?? "");
  return opens && contentWords(text).length <= 3;
}

/**
 * Words that point back at what was just talked about ("does it work in Hindi too?", "can I make it
 * talk faster?", "iska demo"), in English, romanised Hindi and each language's own words.
 */
const POINTING_WORDS = "it its this that these those them ye yeh iska iski iske isme ismein isse isko uska uski uske usme usmein usse usko wo woh vo voh".split(
  " ",
);
const REFERS_BACK = new RegExp(`\\b(?:${[...POINTING_WORDS, "the same"].join("|")})\\b`);

const REFERS_BACK_WORDS = new Set(wordsOfLanguages((w) => w.refersBack ?? []));

/** True when a short question speaks of the last answer's subject by a word that points back at it. */
export function refersBack(text: string): boolean {
  const normalised = normalise(text);
  const refers = REFERS_BACK.test(normalised) || normalised.split(" ").some((word) => REFERS_BACK_WORDS.has(word));
  return refers && contentWords(text).length <= 4;
}

/**
 * "the first one", "pehle wale", "पहले वाले": the first place talked about, and the word that
 * points back in its stead ("pehle wale ki writer" is asked as "uske ki writer").
 */
const FIRST_ONE: readonly (readonly [string, string])[] = [
  ["the first one", "it"],
  ...["pehle", "pehla", "pehli"].flatMap(
    (first) =>
      [
        [`${first} wale`, "uske"],
        [`${first} wala`, "uska"],
        [`${first} wali`, "uski"],
      ] as const,
  ),
  ...LANGUAGE_WORDS.flatMap((w) => Object.entries(w.firstOne ?? {})),
].map(([phrase, pointing]) => [normalise(phrase), normalise(pointing)] as const);

/** "Dear Sir,", "Respected madam", "Hello Kathana team,": a letter's greeting, before what is asked. */
const LETTER_GREETING =
  /^\s*(?:(?:dear|respected|hello|hi|hey|good (?:morning|afternoon|evening))(?:\s+(?:sir|sirs|madam|maam|ma'am|team|all|kathana(?:\s+(?:ai|team))?))+|dear|respected)\s*[,!.:;-]+\s*/i;
/**
 * "Regards", "Thanks and regards, Rahul", "Yours faithfully": a letter's closing, with the name
 * after it, at the end; "with regards to the privacy policy …" asks about it and stays.
 */
const LETTER_CLOSING =
  /[\s,.;:!-]*(?:(?:(?:thanks|thank you|thanking you)\s+(?:and|&|n)\s+)?(?:(?:best|warm|kind|with)\s+)?regards(?!\s+to\b)|yours\s+(?:sincerely|faithfully|truly)|thanking you)(?:[\s,.;:!-]+\p{L}+(?:\s+\p{L}+)?)?[\s.!]*$/iu;

const LETTER_FORMS_OF_LANGUAGES = LANGUAGE_WORDS.flatMap(({ letterForms }) => {
  if (!letterForms) return [];
  const { greetings, addressees, closings } = letterForms;
  const punctuation = "[\\s,.;:!।-]";
  return [
    {
      // "आदरणीय महोदय,", "महोदय,", "नमस्ते टीम,": one greeting word or none, then whom it is written to.
      greeting: new RegExp(
        `^\\s*(?:${oneOfTheWholeWords(greetings)}\\s*(?:${oneOfTheWholeWords(addressees)}\\s*)*|(?:${oneOfTheWholeWords(addressees)}\\s*)+)${punctuation}*[,!.:;।-]\\s*`,
        "u",
      ),
      // "सादर", "धन्यवाद सहित, राहुल", "भवदीय, अमित कुमार": the closing and the name after it, at the end.
      closing: new RegExp(`${punctuation}*${oneOfTheWholeWords(closings)}(?:${punctuation}+[\\p{L}\\p{M}]+(?:\\s+[\\p{L}\\p{M}]+)?)?[\\s.!।]*$`, "u"),
    },
  ];
});

/** A message written as a letter, without its greeting and closing: what it asks. The message as it is when nothing else is left. */
export function withoutLetterForms(message: string): string {
  const asked = LETTER_FORMS_OF_LANGUAGES.reduce(
    (text, { greeting, closing }) => text.replace(greeting, "").replace(closing, ""),
    message.replace(LETTER_GREETING, "").replace(LETTER_CLOSING, ""),
  ).trim();
  return asked || message;
}

/** The question asked of the first place a conversation talked about ("does the first one mention Kathana Meet?" → "does it mention …"), or null. */
export function firstOneAsked(question: string): string | null {
  // "उससे पहले वाला", "usse pehle wala": the one before that one, not the first.
  if (stepAsked(question) === -1) return null;
  const text = ` ${normalise(question)} `;
  const found = FIRST_ONE.find(([phrase]) => text.includes(` ${phrase} `));
  return found ? text.replace(` ${found[0]} `, ` ${found[1]} `).trim() : null;
}

/**
 * "kitne saal ka hona chahiye", "16 साल का बच्चा", "main 17 saal ki hu", "my 15 year old son", "how
 * old do I have to be": years said of a person ask their age, as "umar" and "age" do, not a number
 * of years a page must give; "5 saal ka experience", "2 saal ka contract", "how many years old is
 * Kathana" and "how old is the company" are years of something else.
 */
const AGE_OF_A_PERSON = normalisedPattern(
  /(?:^| )(?:\d+|kitne|kitni|kitna|कितने|कितनी|कितना) (?:saal|sal|varsh|baras|साल|वर्ष|बरस) (?:ka|ki|ke|का|की|के)(?= (?:hona|hone|honi|hu|hoon|hun|bachcha|bacha|bachche|bache|bachi|beta|beti|ladka|ladki|होना|होने|होनी|हूँ|हूं|बच्चा|बच्चे|बच्ची|बेटा|बेटी|लड़का|लड़की)(?: |$))/u,
);
const AGE_IN_ENGLISH =
  /(?:^| )(?:\d+ (?:year|years|yr|yrs) old|how old (?:do|does|must|should|would|will) (?:i|you|we|one|he|she|they|my [a-z]+) (?:(?:have|has|need|needs|got) to )?be)(?= |$)/;

/** A Devanagari letter or mark: a word or a question written in the script. */
export const DEVANAGARI = /[\u0900-\u097F]/;

/** The question with a person's years said as their age ("kitne saal ka hona chahiye" → "umar hona chahiye"), or null. */
export function ageAsked(question: string): string | null {
  const text = normalise(question);
  const hindi = AGE_OF_A_PERSON.exec(text);
  const found = hindi ?? AGE_IN_ENGLISH.exec(text);
  if (!found) return null;
  // "a 16 year old" keeps its words (the editors' examples ask it so) and adds the age; "how old do
  // I have to be" says nothing else, so it is the age alone.
  if (!hindi && !found[0].trim().startsWith("how")) return `${text} age`;
  const age = !hindi ? "age" : DEVANAGARI.test(question) ? "उम्र" : "umar";
  return `${text.slice(0, found.index)} ${age}${text.slice(found.index + found[0].length)}`.trim();
}

/** Words that ask who wrote it ("who wrote it?", "uska writer kaun hai", "इसे किसने लिखा"). */
const WHO_WROTE = new Set(["who", "whom", "author", "writer", "kisne", "lekhak", ...wordsOfLanguages((w) => w.whoWrote ?? [])]);
export function asksWhoWrote(question: string): boolean {
  return normalise(question)
    .split(" ")
    .some((word) => WHO_WROTE.has(word));
}

/** "TTS API", "food API थाली की फोटो पे चलेगा", "एपीआई": the question asks of an API, not of a demo. */
const API_WORDS = new Set(["api", "apis", "एपीआई"]);

export function namesAnApi(question: string): boolean {
  return normalise(question)
    .split(" ")
    .some((word) => API_WORDS.has(word));
}

/** Words that ask what an article's byline says: who wrote it and when ("who wrote Transforming Surveys", "… ka lekhak"). */
export const BYLINE_WORDS: ReadonlySet<string> = new Set([
  ..."wrote written author authors writer writers authored published publish posted kisne lekhak".split(" "),
  ...wordsOfLanguages((w) => w.whoWrote ?? []),
]);
/** As BYLINE_WORDS, and "write": "what did Imran Qureshi write" names his article ("can I write to you?" after one asks no byline). */
export const WROTE_WORDS: ReadonlySet<string> = new Set([...BYLINE_WORDS, "write", "writes"]);

/** Words that ask what the page pointed at says ("what does that article say about cost savings?"), not what it says. */
const SAID_OF_IT = new Set([
  ..."say says said mention mentions mentioned talk talks cover covers kehta kehti kehte batata batati batate".split(" "),
  ...wordsOfLanguages((w) => w.saidOfIt ?? []).map(normalise),
]);
/** True when the question asks what the place pointed at says ("what does it say about …"). */
export function saysOfIt(words: readonly string[]): boolean {
  return words.some((word) => SAID_OF_IT.has(word));
}

/** By kind of place, the words that name it when pointed at ("that article", "this demo"). */
const KIND_NAMES: Record<string, ReadonlySet<string>> = {};
for (const [kind, names] of Object.entries({
  article: ["article", "articles", "blog", "post", "lekh"],
  // "can I try it?" after a demo asks for the demo itself.
  demo: ["demo", "try"],
  product: ["product"],
  industry: ["industry", "sector"],
  page: ["page"],
})) {
  KIND_NAMES[kind] = new Set([...names, ...wordsOfLanguages((w) => w.kindNames?.[kind] ?? []).map(normalise)]);
}

/**
 * Of a question that points back at a place of `kind`, the words that ask something of it: without
 * the words that point ("that article") or ask what it says ("say about").
 */
export function askedOfIt(words: readonly string[], kind: string): string[] {
  return words.filter((word) => !SAID_OF_IT.has(word) && !KIND_NAMES[kind]?.has(word));
}

/** "what about the image one?", "and the hotel one": the words that name another one of a kind, when nothing else is asked. */
const ANOTHER_ONE = /(?:^|\s)((?:\p{L}+ )?\p{L}+) one$/u;
export function anotherOneNamed(text: string): string | null {
  const named = ANOTHER_ONE.exec(normalise(text))?.[1];
  if (!named) return null;
  const own = contentWords(named);
  return own.length && contentWords(text).every((word) => own.includes(word)) ? own.join(" ") : null;
}

/** "show me the blog / which one is about surveys?": the words that name one of the places a page lists, or null. */
const WHICH_ONE = [
  ...["which one", "which of them", "which of these", "which ones", "kaunsa", "kaun sa", "konsa", "kaunsi", "kaun si", "konsi", "inme se", "inmein se"],
  ...wordsOfLanguages((w) => w.whichOne ?? []),
].map((phrase) => ` ${normalise(phrase)} `);
export function whichOneAsked(text: string): string | null {
  const normalised = ` ${normalise(text)} `;
  if (!WHICH_ONE.some((phrase) => normalised.includes(phrase))) return null;
  // "इनमें से कौन-सा": the words that ask which one ask nothing of it.
  const own = contentWords(WHICH_ONE.reduce((rest, phrase) => rest.replaceAll(phrase, " "), normalised));
  return own.length ? own.join(" ") : null;
}

/** A kind's own name in English ("demo"): what a word of another one is read with ("image" + "demo"). */
export function kindName(kind: string): string | null {
  return KIND_NAMES[kind]?.values().next().value ?? null;
}

/** Whether the words name a kind of place ("blog", "लेख" for an article). */
export function namesKind(words: readonly string[], kind: string): boolean {
  return words.some((word) => KIND_NAMES[kind]?.has(word));
}

const NEXT_ONE = [
  ...["next", "next one", "after it", "after that", "after this", "the one after", "following one", "agla", "agle", "uske baad wala", "iske baad wala"],
  ...wordsOfLanguages((w) => w.nextOne ?? []),
].map((phrase) => ` ${normalise(phrase)} `);
const PREVIOUS_ONE = [
  ...["previous", "previous one", "before it", "before that", "before this", "the one before", "earlier one", "pichla", "pichhla", "pichle"],
  ...["usse", "isse"].flatMap((that) => ["wala", "wale", "wali"].map((one) => `${that} pehle ${one}`)),
  ...wordsOfLanguages((w) => w.previousOne ?? []),
].map((phrase) => ` ${normalise(phrase)} `);

/** Asking for the next (1) or the previous (-1) one of what was just talked about, or neither (0). */
export function stepAsked(question: string): 1 | -1 | 0 {
  const text = ` ${normalise(question)} `;
  if (NEXT_ONE.some((phrase) => text.includes(phrase))) return 1;
  if (PREVIOUS_ONE.some((phrase) => text.includes(phrase))) return -1;
  return 0;
}

const ORDINALS = new Map<string, number>([
  ...Object.entries({
    first: 1,
    second: 2,
    third: 3,
    fourth: 4,
    fifth: 5,
    sixth: 6,
    pehla: 1,
    pehli: 1,
    pahla: 1,
    dusra: 2,
    doosra: 2,
    dusri: 2,
    teesra: 3,
    tisra: 3,
    chautha: 4,
  }),
  ...LANGUAGE_WORDS.flatMap((w) => Object.entries(w.ordinals ?? {}).map(([word, n]): [string, number] => [normalise(word), n])),
]);

/**
 * Which one of `kind` a question asks for by its number: "the second article", "पहला ब्लॉग", or a
 * digit beside the kind's name ("blog 3", but not "a blog on 5 ways to cut costs"); else null. An
 * ordinal before another thing counts that thing ("the blog's पहला कदम", "first step"), unless the
 * kind's name follows within a few words ("the first voice automation article").
 */
export function numberAsked(question: string, kind: string): number | null {
  const words = normalise(question).split(" ");
  const names = KIND_NAMES[kind];
  const besideName = (i: number) => Boolean(names?.has(words[i - 1] ?? "") || names?.has(words[i + 1] ?? ""));
  // The words after an ordinal, up to the end of the thing it counts: the kind's name may end it,
  // after other words of its name ("voice automation article") but not after a word between ("step your blog").
  const countsAnother = (i: number) => {
    let named = false;
    for (const word of words.slice(i + 1, i + 4)) {
      if (names?.has(word)) return false;
      if (isStopWord(word)) {
        if (named) return true;
      } else named = true;
    }
    return named;
  };
  // Last, an ordinal after a word that says something is how it is done ("which calls do clients automate first").
  const saysHow = (i: number) => i === words.length - 1 && i > 0 && !isStopWord(words[i - 1]!) && !names?.has(words[i - 1]!);
  for (const [i, word] of words.entries()) {
    const ordinal = ORDINALS.get(word);
    const n = ordinal !== undefined ? (countsAnother(i) || saysHow(i) ? undefined : ordinal) : /^[1-9]$/.test(word) && besideName(i) ? Number(word) : undefined;
    if (n !== undefined) return n;
  }
  return null;
}

/** Asking for more of what was said ("tell me more", "details please", "iske baare mein aur batao"). */
const MORE_ABOUT_IT = new Set([
  ..."more details detail explain elaborate summarise summarize summary samjhao samjhaiye jankari jaankari vistar".split(" "),
  ...wordsOfLanguages((w) => w.moreAboutIt ?? []),
]);
const MORE_PHRASE = normalisedPattern(/(?:^| )(?:aur|और) (?:batao|bataiye|bataye|बताइए|बताओ|बताएं)(?= |$)/u);
/** Words such a question may have beside: "about", "tell", "how it works", and those that point back. */
const ABOUT_IT = new Set([..."about baare bare tell batao bataiye bataye work works".split(" "), ...POINTING_WORDS, ...REFERS_BACK_WORDS]);

/** Words that ask to read a page, not something of it ("privacy policy padhna hai"). */
export const READING_WORDS: ReadonlySet<string> = new Set([
  ...["read", "reading", "padhna", "padhni", "padhne", "padho", "padhiye"],
  ...wordsOfLanguages((w) => w.reading ?? []),
]);

/** Words that ask to open a page ("open the voice automation blog"), which asks nothing of it either. */
const OPENING_WORDS: ReadonlySet<string> = new Set(["open", "kholo", "kholiye", "kholna", "खोलो", "खोलिए", "खोलें", "खोलना"].map(normalise));

/** True when the word asks to read or open a page, not something it says. */
export function asksToRead(word: string): boolean {
  const said = normalise(word);
  return READING_WORDS.has(said) || OPENING_WORDS.has(said);
}

/**
 * True when a question asks only to hear more of what was just talked about: "tell me more",
 * "details please", "इसके बारे में विस्तार से बताइए", or "how does it work?" pointing back.
 */
export function asksMoreAboutIt(text: string): boolean {
  const own = contentWords(text);
  if (!own.every((word) => MORE_ABOUT_IT.has(word) || ABOUT_IT.has(word))) return false;
  const normalised = normalise(text);
  if (words(text).some((word) => MORE_ABOUT_IT.has(word)) || MORE_PHRASE.test(normalised)) return true;
  return own.length > 0 && own.every((word) => word === "work" || word === "works") && refersBack(text);
}

/**
 * Attempts to change the assistant's instructions, to make it play another part, or to make it
 * recite what it was given ("repeat the text above"): declined like any question the content does
 * not answer.
 */
const INSTRUCTION_CHANGE =
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:instructions?|rules?|prompt|previous|above|system)\b|\b(?:system prompt|developer mode|jailbreak|you are now|act as|pretend (?:to be|you are)|roleplay|role play|from now on you|ab se (?:tum|aap|tu))\b|(?:^|\s)अब से (?:तुम|आप|तू)(?=\s|$)|\b(?:repeat|print|reveal|output|recite|echo)\b.{0,30}\b(?:text|words|everything|instructions?|prompt|message|lines?)\b.{0,20}\b(?:above|before this|verbatim|you were given)\b/;

export function isInstructionChange(text: string): boolean {
  return INSTRUCTION_CHANGE.test(text.normalize("NFKC").toLowerCase());
}

/**
 * Errands asked of the assistant itself ("book me a cab", "transfer money for me", "mere liye
 * pizza order kar do"): it answers about the provider, it does not act for the visitor. A demo,
 * sales or a call back is the enquiry, which is asked for before this is looked at.
 */
// Each pattern is linear on any input (issue 41): the English one is anchored, and the Hindi one is
// two searches, the verb looked for once after the first "mere liye", not after every one.
const ERRAND =
  /^(?:(?:can|could|will|would) you |please )?(?:book|order|buy|pay|transfer|send|write|translate|reserve|apply|fill|submit)\b.*\b(?:for me|for us|me an?|me some|us an?|on my behalf|on our behalf)\b/;
const FOR_ME_HINDI = /\b(?:mere|hamare|humare) liye\b/;
const DO_IT_HINDI = /\b(?:kar|kr|de|mangwa|bhej|book) {0,3}(?:do|dijiye|dena|dijie)\b/;
const NOT_AN_ERRAND = /\b(?:demo|demos|sales|quote|call back|callback)\b/;

/**
 * "where is my order?", "mera parcel kab aayega", "मेरा एक पार्सल … कब तक रखा रहेगा": where the
 * visitor's own order or parcel is, which a company that sells no goods cannot say. Asked with a
 * where, a when or a status; "my orders come by phone" (a restaurant) is a business.
 */
const OWN_ORDER = normalisedPattern(
  /(?:^|\s)(?:my|mera|meri|mere|मेरा|मेरी|मेरे)\s(?:\S+\s)?(?:order|parcel|package|courier|shipment|refund|ऑर्डर|आर्डर|पार्सल|कूरियर|पैकेट|रिफ़ंड)(?!\s(?:history|volume|volumes|flow|process|system|data|management|value|size|book|taking|calls|line))(?:\s|$)/u,
);
const WHERE_OR_WHEN = normalisedPattern(/(?:^|\s)(?:where|when|status|track|yet|arrived|kahan|kaha|kab|abhi tak|कहाँ|कब|ट्रैक|अभी तक)(?:\s|$)/u);

/** "customers keep asking where is my order": the visitor quotes their customers, and asks for a bot. */
const QUOTING_CUSTOMERS = normalisedPattern(/(?:^|\s)(?:customers?|callers?|clients?|users?|asking|ask|asks|grahak|graahak|ग्राहक|ग्राहकों)(?:\s|$)/u);

export function asksAfterOwnOrder(text: string): boolean {
  const normalised = normalise(text);
  return OWN_ORDER.test(normalised) && WHERE_OR_WHEN.test(normalised) && !QUOTING_CUSTOMERS.test(normalised);
}

/** Other languages' errands, as phrases of normalised words (searched with spaces around, so linear). */
const ERRANDS = LANGUAGE_WORDS.flatMap((words) => (words.errand ? [{ forMe: words.errand.forMe.map(normalise), doIt: words.errand.doIt.map(normalise) }] : []));
const NOT_AN_ERRAND_WORDS = new Set(wordsOfLanguages((w) => w.salesIntent));

/**
 * The assistant's own taste or opinion ("which product do you personally like the most?", "your
 * favourite demo", "aapko kaunsa pasand hai"): the content says what each thing does, never which
 * one we like, so it is declined rather than answered with a page.
 */
const OPINION =
  /\b(?:your|ur) (?:own )?(?:favou?rites?|personal (?:opinion|view|choice)|opinion)\b|\bdo (?:you|u) (?:personally )?(?:like|love|enjoy)\b|\byou personally\b|\b(?:aapko|apko|tumhe|tumko)(?: \S+){0,3} (?:pasand|accha lagta|acha lagta)\b|\b(?:aapki|apki|tumhari) (?:raay|rai|raye)\b/;
const OPINION_HINDI = /(?:^|\s)(?:आपको|तुम्हें)(?:\s\S+){0,3}\s(?:पसंद|अच्छा लगता)(?=\s|$)|(?:^|\s)(?:आपकी|तुम्हारी) राय(?=\s|$)|(?:^|\s)आपका पसंदीदा(?=\s|$)/;

export function asksOpinion(text: string): boolean {
  const lower = text.normalize("NFKC").toLowerCase();
  return OPINION.test(lower) || OPINION_HINDI.test(lower);
}

export function isErrand(text: string): boolean {
  const normalised = normalise(text);
  if (NOT_AN_ERRAND.test(normalised)) return false;
  if (ERRAND.test(normalised)) return true;
  const forMe = FOR_ME_HINDI.exec(normalised);
  if (forMe !== null && DO_IT_HINDI.test(normalised.slice(forMe.index + forMe[0].length))) return true;
  const padded = ` ${normalised} `;
  if (normalised.split(" ").some((word) => NOT_AN_ERRAND_WORDS.has(word))) return false;
  return ERRANDS.some(({ forMe: mine, doIt }) => {
    const at = Math.min(...mine.map((phrase) => padded.indexOf(` ${phrase} `)).filter((i) => i >= 0));
    return Number.isFinite(at) && doIt.some((phrase) => padded.indexOf(` ${phrase} `, at) >= 0);
  });
}

/**
 * "what does NACH stand for", "IVR means what", "SSML ka matlab kya hai": the one word a question
 * asks the meaning of, or null. Each pattern is anchored, so linear on any input (issue 41).
 */
const MEANING_ASKED = [
  /^what (?:does|do|is|s) (?:the )?(?:word |term )?(?:an? )?(\w+) (?:stand|stands) for\b/,
  /^what (?:does|do) (?:the )?(?:word |term )?(\w+) mean\b/,
  /^what (?:is|s) (?:the )?(?:full form|meaning|expansion|abbreviation) of (?:the )?(?:word |term )?(\w+)\b/,
  /^(?:the )?(?:full form|meaning|expansion|abbreviation) of (\w+)\b/,
  /^what(?: exactly)? (?:is|s)(?: exactly)? (?:an? )?(\w+)(?: exactly)?$/,
  /^(?:define|expand) (\w+)$/,
  /^(\w+) (?:means|meaning|mean|stands for|stand for|full form|ka full form|ka meaning|ka matlab|matlab|kya hota hai|kya hoti hai|kya hai)\b/,
];
const MEANING_ASKED_AFTER = wordsOfLanguages((w) => w.meaningAsked ?? []);

export function meaningAsked(text: string): string | null {
  const normalised = normalise(text);
  for (const pattern of MEANING_ASKED) {
    const found = pattern.exec(normalised);
    if (found) return found[1]!;
  }
  const [first, ...rest] = normalised.split(" ");
  const after = rest.join(" ");
  return first && MEANING_ASKED_AFTER.some((phrase) => after === phrase || after.startsWith(`${phrase} `)) ? first : null;
}

/** The acronyms of three letters or more a text writes, lower case ("NACH" → "nach", "KPIs" → "kpi"). */
export function acronymsIn(text: string): string[] {
  return [...text.matchAll(/\b([A-Z]{3,6})s?\b/g)].map((m) => m[1]!.toLowerCase());
}

const NOT_INITIALLED = new Set(["and", "of", "the", "for"]);

/** Of `acronyms`, those a text spells out as words whose initials they are ("Banking, Financial Services & Insurance" → "bfsi"). */
export function spelledOut(text: string, acronyms: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const all = normalise(text).split(" ").filter(Boolean);
  for (const list of [all, all.filter((w) => !NOT_INITIALLED.has(w))])
    for (let i = 0; i < list.length; i++) {
      let initials = "";
      for (let n = 0; n < 6 && i + n < list.length; n++) {
        initials += list[i + n]![0];
        if (n > 0 && acronyms.has(initials)) found.add(initials);
      }
    }
  return found;
}

/** Greetings and thanks with nothing else in them. */
const SMALL_TALK =
  /^(?:hi|hello|hey|hii+|namaste|namaskar|good (?:morning|afternoon|evening)|thanks?|thank you|thanku|dhanyavad|shukriya|ok|okay|bye|how are you|whats up|wassup|sup|who are you|kaise ho|aap kaun ho|kya haal hai)(?: there| kathana| assist| kathana assist)?$/;

const SMALL_TALK_PHRASES = new Set(wordsOfLanguages((w) => w.smallTalk));
const THANKS = normalisedPattern(/(?:^| )(?:thanks?|thank you|thanku|dhanyavad|shukriya|bye|धन्यवाद|शुक्रिया|बाय)(?= |$)/u);

/** Small talk that thanks or takes leave (answered "you're welcome"), not a greeting. */
export function isThanks(text: string): boolean {
  return THANKS.test(normalise(text));
}

/** Words that only lead into or round off small talk: "और बताओ, कैसे हो", "hi there, how are you". */
const SMALL_TALK_FILLERS = new Set([
  ..."and so there aur batao ji kathana assist a lot much very bahut".split(" "),
  ...wordsOfLanguages((w) => w.smallTalkFillers ?? []),
]);

/** One greeting, or several with fillers between them ("hi, how are you", "नमस्ते, कैसे हो"). */
export function isSmallTalk(text: string): boolean {
  const words = normalise(text).split(" ").filter(Boolean);
  // Read from the start: the longest greeting that begins here, or a filler; all must be read.
  let greetings = 0;
  for (let at = 0; at < words.length;) {
    let next = 0;
    for (let end = Math.min(words.length, at + 4); end > at && !next; end--) {
      const phrase = words.slice(at, end).join(" ");
      if (SMALL_TALK.test(phrase) || SMALL_TALK_PHRASES.has(phrase)) next = end;
    }
    if (next) greetings++;
    else if (SMALL_TALK_FILLERS.has(words[at]!)) next = at + 1;
    else return false;
    at = next;
  }
  return greetings > 0;
}

/** The words of a remark on the assistant (`remarkOn`), in every language. */
const PRAISE = new Set(
  (
    "great awesome nice cool good excellent amazing perfect brilliant wonderful fantastic super superb helpful useful " +
    "smart clever impressive lovely best helped worked badhiya badiya accha acha achha mast shandar zabardast kamaal kamal " +
    "behtareen behtarin thanks thank thanku shukriya dhanyavad"
  )
    .split(" ")
    .concat(wordsOfLanguages((w) => w.remarks?.praise ?? [])),
);
const COMPLAINT = new Set(
  "useless bad wrong stupid dumb terrible awful horrible unhelpful rubbish pathetic worst nonsense bakwas bekar bekaar ghatiya galat"
    .split(" ")
    .concat(wordsOfLanguages((w) => w.remarks?.complaint ?? [])),
);
/** Said only with a negation ("didn't help", "koi madad nahi"): a complaint. */
const HELPS = new Set("help helps work works madad".split(" ").concat(wordsOfLanguages((w) => w.remarks?.helps ?? [])));
const NEGATIONS = new Set(
  "not didnt doesnt dont isnt wasnt arent no never nahi nahin nhi".split(" ").concat(wordsOfLanguages((w) => w.remarks?.negations ?? [])),
);
const REMARK_FILLERS = new Set(
  (
    "you youre are this that it its is was so very really too quite pretty a an the answer answers reply bot assistant " +
    "job of at all use me for just but ok okay oh wow lekin kathana assist aap tum ho hai tha bahut bohot bahot bilkul ekdam jawab yaar bhai koi"
  )
    .split(" ")
    .concat(wordsOfLanguages((w) => w.remarks?.fillers ?? [])),
);
const ASKING = new Set("is are does do can will would could should how what why which kya".split(" ").concat(wordsOfLanguages((w) => w.remarks?.asking ?? [])));

/**
 * A remark on the assistant itself, with nothing asked: "you are great", "that didn't help",
 * "बहुत बढ़िया". Praise and complaint words, with a negation turning one into the other ("not
 * helpful", "not bad"); every other word must be one that only carries a remark ("you", "that
 * was", "really"). A question ("is it good for clinics?", "are you useful?") is no remark.
 */
export function remarkOn(text: string): "praise" | "complaint" | null {
  if (/\?\s*$/.test(text)) return null;
  const all = words(text);
  if (!all.length || ASKING.has(all[0]!)) return null;
  let praise = 0;
  let complaint = 0;
  let negated = false;
  for (const word of all) {
    if (PRAISE.has(word)) praise++;
    else if (COMPLAINT.has(word)) complaint++;
    else if (NEGATIONS.has(word)) negated = true;
    else if (!HELPS.has(word) && !REMARK_FILLERS.has(word)) return null;
  }
  if (!praise && !complaint) return negated && all.some((w) => HELPS.has(w)) ? "complaint" : null;
  return praise > complaint !== negated ? "praise" : "complaint";
}

/**
 * Words that ask for a commercial or company fact (a price, a salary, the clients, the founders):
 * such a question is answered only from a passage that has the word itself, never from one that
 * merely shares its other words. The content states no prices, so it declines, as it should.
 */
const FACT_WORDS = new Set(
  (
    "funding funded investor investors revenue " +
    "profit valuation founder founders founded ceo cto owner owners client clients customer-list award awards " +
    "monthly yearly annual " +
    "hours timings baje saturday saturdays sunday sundays weekend weekends holiday holidays " +
    "headquarters headquartered employees headcount staff turnover partner partners " +
    "partnership reseller resellers shares ipo competitor competitors cloud aws azure gcp datacenter certification " +
    "certifications certified iso soc hipaa contract contracts"
  ).split(" "),
);

/**
 * The fact words about money and promises (a price, a fee, a salary, an SLA): whatever else vouches
 * for a page, it must have the word itself. A company fact word may be said in passing ("my staff",
 * "on weekends"); a price asked is a price asked.
 */
const COMMERCIAL_WORDS = new Set(
  (
    "price prices pricing cost costs costing fee fees charge charges tariff rate rates plan plans subscription " +
    "discount discounts refund refunds salary salaries pay payment keemat kimat daam paisa free trial " +
    "gst invoice invoices billing uptime sla warranty guarantee"
  ).split(" "),
);

/**
 * Words beside which a commercial word is the visitor's own customers' money, not a price asked of
 * us: "fee reminders", "payment due", "fees pending", "forget to pay", "salary slips".
 */
const CUSTOMERS_MONEY = new Set(
  "remind reminds reminder reminders due dues pending overdue outstanding collect collection collections forget forgets forgot late slip slips baki bakaya".split(
    " ",
  ),
);

/** Words asking what something costs, which a page that says it is free answers ("does an account cost anything"). */
const PRICE_WORDS = new Set("price prices pricing cost costs costing fee fees charge charges pay paid keemat kimat daam paisa".split(" "));

export function asksAPrice(word: string): boolean {
  return PRICE_WORDS.has(word);
}

/** The commercial words of a question's words that ask a price, a fee, a salary of us (not "fee reminders"). */
function commercialAsked(all: readonly string[]): string[] {
  const content = all.filter((word) => !isStopWord(word));
  return content.filter((word, i) => COMMERCIAL_WORDS.has(word) && !CUSTOMERS_MONEY.has(content[i - 1] ?? "") && !CUSTOMERS_MONEY.has(content[i + 1] ?? ""));
}

/** The words of a question that ask for a commercial or company fact. */
export function factWords(text: string): string[] {
  const all = words(text);
  const commercial = new Set(commercialAsked(all));
  return all.filter((word) => FACT_WORDS.has(word) || commercial.has(word));
}

/** Words that speak to the company ("your clients"), and words a visitor speaks of their own with ("my staff"). */
const ADDRESSING_US = new Set([
  ..."you your yours yourself kathana aap aapka aapke aapki aapko aapne tum tumhara tumhare tumhari".split(" "),
  ...wordsOfLanguages((w) => w.addressingUs ?? []),
]);
const SPEAKING_OF_OWN = new Set([
  ..."i im my mine me we our ours us main mera meri mere hum hamara hamari hamare humara humari humare hume hamein".split(" "),
  ...wordsOfLanguages((w) => w.speakingOfOwn ?? []),
]);

/** "what can you do", "who are you": asked of the assistant itself, not of the company. */
const ASKING_THE_ASSISTANT = new Set(
  ["can", "could", "who", "yourself", "sakte", "sakta", "sakti", "kaun", ...wordsOfLanguages((w) => w.askingTheAssistant ?? [])].map(normalise),
);

/**
 * Of a question with no words of its own ("what do you do", "aap kya kar sakte ho", "तुम कौन हो"),
 * whom it asks: the assistant ("can", "who"), the company ("you", "aap", "Kathana" alone), or
 * neither (null). Its few words would otherwise match any example that shares them. `own`: its
 * content words, when the caller has read them already.
 */
export function selfAsked(text: string, own: readonly string[] = contentWords(text)): "assistant" | "company" | null {
  if (own.length) return null;
  const all = words(text);
  if (!all.some((w) => ADDRESSING_US.has(w))) return null;
  return all.some((w) => ASKING_THE_ASSISTANT.has(w)) ? "assistant" : "company";
}

/** The company fact words a question asks of the company: none when the visitor speaks only of their own ("my staff", "even on sundays we"). */
export function companyFactWordsAsked(text: string): string[] {
  return speaksOnlyOfOwn(text) ? [] : words(text).filter((word) => FACT_WORDS.has(word));
}

/** Sentence ends, and the comma before a last clause that asks ("our RFP is ready, what's your email?"). */
const ASKED_SPLIT = /(?<=[?!.।])\s+|,\s+(?=(?:what|what's|whats|where|where's|how|when|who|can|could|do|does|is|are|kya)\s[^,]*\?\s*$)/iu;

/**
 * The sentences of a question that ask ("what's the address of your office?"), without those that
 * only tell ("coming for a meeting tomorrow"): when some end in a question mark and others do not.
 * Else the whole question, which may ask in any of its words.
 */
export function askedPart(text: string): string {
  const sentences = text.split(ASKED_SPLIT).filter((sentence) => sentence.trim());
  const asking = sentences.filter((sentence) => sentence.trimEnd().endsWith("?"));
  return asking.length && asking.length < sentences.length ? asking.join(" ") : text;
}

/** True when the visitor speaks of their own ("my", "hamare") and not to the company ("you", "aapke"). */
export function speaksOnlyOfOwn(text: string): boolean {
  const all = words(text);
  return all.some((w) => SPEAKING_OF_OWN.has(w)) && !all.some((w) => ADDRESSING_US.has(w));
}

/** The words of a question that ask for a commercial fact: a price, a fee, a salary, an SLA. */
export function commercialWords(text: string): string[] {
  return commercialAsked(words(text));
}

/**
 * "how many calls", "kitne customers", "customers kitne hain": the thing counted; null when the
 * question counts nothing. In Hindi the thing may come before the question word; "kitni der"
 * (how long) asks for a time, not a count.
 */
const QUANTITY = /\b(?:how many|how much)\s+(\p{L}+)/u;
const HINDI_QUANTITY = normalisedPattern(/(?:^|\s)(?:([\p{L}\p{M}]+)\s+)?(?:kitne|kitni|kitna|कितने|कितनी|कितना)(?:\s+([\p{L}\p{M}]+))?/u);

/** "how much time", "kitne time mein", "kitni der", "कितना टाइम": a time asked, not a count. */
const TIME_WORDS = new Set(["time", "der", "samay", "waqt", "jaldi", ...wordsOfLanguages((w) => w.timeAsked ?? [])]);

/**
 * Units of time: "how many days until you reply" asks for a time, which a reply time gives in any
 * words ("within one working day"); "how many weeks do you keep it" is answered by "90 days".
 */
const TIME_UNITS = new Set(
  "second seconds minute minutes hour hours day days week weeks month months year years din dino ghanta ghante hafta hafte hafton mahina mahine saal सेकंड मिनट घंटा घंटे घंटों दिन दिनों हफ़्ता हफ़्ते हफ़्तों महीना महीने महीनों साल सालों वर्ष"
    .split(" ")
    .map(normalise),
);

export function isTimeUnit(word: string): boolean {
  return TIME_UNITS.has(word);
}

/** "how much do we save", "how many are there": a verb or a pronoun after "how many" counts no thing. */
const NOT_COUNTED = new Set(
  "is are am was were be do does did can could would should will shall may might must i we you it they he she this that these those there".split(" "),
);

/** The kinds of place the site lists, each on a page of its own ("how many demos": the demos page). */
const LISTED_KINDS = ["product", "industry", "article", "demo"] as const;
export type ListedKind = (typeof LISTED_KINDS)[number];

/** Words a question counting what the site lists may have beside the kind ("in total", "their names", "do you serve"). */
const LISTING_WORDS = new Set(
  [
    ..."total overall altogether different name names list listed published written far yet serve cover sell live call calls listen site website kul naam alag sunne".split(
      " ",
    ),
    ...wordsOfLanguages((w) => w.listing ?? []),
  ].map(normalise),
);

/**
 * "how many demos do you have", "कुल कितने प्रोडक्ट हैं, उनके नाम": the kind of place whose number
 * is asked, when nothing else is (not "how many demos for banking", "how many products speak Hindi").
 */
export function countedKind(text: string): ListedKind | null {
  if (!countedThings(text).length) return null;
  const own = contentWords(text).map((word) => ({ word, term: termOf(word) ?? word }));
  const kind = LISTED_KINDS.find((k) => own.some(({ word, term }) => KIND_NAMES[k]!.has(word) || KIND_NAMES[k]!.has(term)));
  if (!kind) return null;
  const names = KIND_NAMES[kind]!;
  return own.every(({ word, term }) => names.has(word) || names.has(term) || LISTING_WORDS.has(word)) ? kind : null;
}

export function countedThing(text: string): string | null {
  return countedThings(text)[0] ?? null;
}

/**
 * As `countedThing`, every word that may be the thing: in Hindi the word after the question word,
 * then the one before it ("रफ़्तार कितनी धीमी": the speed, not "slow", is what has a number).
 */
export function countedThings(text: string): string[] {
  const quantity = quantityAsked(normalise(text));
  if (!quantity) return [];
  const { after, before, english } = quantity;
  if (english) return after === undefined || TIME_WORDS.has(after) || NOT_COUNTED.has(after) ? [] : [after];
  if (after && TIME_WORDS.has(after)) return [];
  return [after, before].filter((word): word is string => word !== undefined && !isStopWord(word) && !ROMAN_PEOPLE.has(word));
}

/**
 * "kitne log": "कितने लोग" typed in Latin letters, people, which counts no thing of its own ("लोग" is
 * a stop word). Not in the Hindi words as "people", as "logon" is: "log" is an English word too.
 */
const ROMAN_PEOPLE = new Set(["log"]);

/** "how many X" (the word after), "X kitne Y" (the words before and after): the words a "how many" is asked beside, read once for a count and a time. */
function quantityAsked(normalised: string): { english: boolean; after?: string; before?: string } | null {
  const english = QUANTITY.exec(normalised);
  if (english) return { english: true, after: english[1] };
  const hindi = HINDI_QUANTITY.exec(normalised);
  return hindi ? { english: false, before: hindi[1], after: hindi[2] } : null;
}

/**
 * "which CRM", "kaunsi airlines", "airlines kaun si hain": the kind of thing a question asks to be
 * named, which only a page that mentions that kind can answer; none when it asks for none.
 */
const WHICH = /\bwhich\s+(\p{L}+)/u;
const HINDI_WHICH = normalisedPattern(
  /(?:^|\s)(?:([\p{L}\p{M}]+)\s+)?(?:kaunsa|kaunsi|kaunse|konsa|konsi|konse|kaun\s+(?:sa|si|se)|कौनसा|कौनसी|कौनसे|कौन\s+(?:सा|सी|से))(?:\s+([\p{L}\p{M}]+))?/u,
);

export function chosenThings(text: string): string[] {
  const normalised = normalise(text);
  const english = WHICH.exec(normalised);
  // "which product", "kaunsa demo": one of our own places is asked for, which any place may point to.
  const asked = (word: string | undefined): word is string =>
    word !== undefined &&
    !NOT_COUNTED.has(word) &&
    !isStopWord(word) &&
    !Object.values(KIND_NAMES).some((names) => names.has(word) || names.has(termOf(word) ?? word));
  if (english) return asked(english[1]) ? [english[1]] : [];
  const hindi = HINDI_WHICH.exec(normalised);
  if (!hindi) return [];
  const [, before, after] = hindi;
  // The word after the question word, else the one before it ("airlines kaun si").
  const thing = after !== undefined && !isStopWord(after) ? after : before;
  return asked(thing) ? [thing] : [];
}

/**
 * The channels a question names ("by email", "on WhatsApp", "SMS se"): a place that never mentions
 * the channel does not say whether it reaches people there ("can Announce send by email?": voice
 * call, SMS or app). Each as the words a page may write it in.
 */
const CHANNELS: readonly (readonly string[])[] = [
  ["whatsapp", "व्हाट्सऐप", "व्हाट्सएप"],
  ["sms", "एसएमएस"],
  ["email", "e mail", "mail", "ईमेल", "ई मेल"],
  ["telegram"],
  ["instagram"],
  ["facebook", "messenger"],
  ["slack"],
  ["fax"],
].map((forms) => forms.map(normalise));
/** Only a channel something goes by: "by email", "on WhatsApp", "SMS se"; not "they don't read email", "where do I email my CV". */
const BY_CHANNEL = ["by", "via", "over", "through", "on", "using"].map((word) => ` ${word} `);
const CHANNEL_BY = ["pe", "par", "se", "पर", "पे", "से"].map((word) => ` ${word} `);
export function channelsNamed(text: string): (readonly string[])[] {
  const padded = ` ${normalise(text)} `;
  const goesBy = (form: string) => BY_CHANNEL.some((by) => padded.includes(`${by}${form} `)) || CHANNEL_BY.some((by) => padded.includes(` ${form}${by}`));
  return CHANNELS.filter((forms) => forms.some(goesBy));
}

/** A number in words ("three", "पाँच"), as a pattern over normalised text. */
const COUNT_WORD = `(?:${[...new Set(COUNT_WORDS.map(normalise))].join("|")})`;

/**
 * The month a question asks for ("which month was it started?", "किस महीने") or the bound it asks
 * ("the maximum file size", "अधिकतम कितने"): an answer that gives no month, or no number, does not
 * answer it ("We started in Noida in 2019" names no month). A year is not checked: "which year did
 * you start" is answered by About, whose passage with the year its words may not find.
 */
const MONTH_ASKED = ["which month", "what month", "kis mahine", "kaunse mahine", ...wordsOfLanguages((w) => w.monthAsked ?? [])];
const BOUND_ASKED = ["maximum", "max", "minimum", "size limit", ...wordsOfLanguages((w) => w.boundAsked ?? [])];
const MONTHS = [
  ..."january february march april june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec".split(" "),
  ...wordsOfLanguages((w) => w.months ?? []),
];
const asks = (phrases: readonly string[], text: string) => phrases.some((phrase) => text.includes(` ${normalise(phrase)} `));
/** Whether the question asks a bound ("max participants", "अधिकतम"). */
export function boundAsked(question: string): boolean {
  return asks(BOUND_ASKED, ` ${normalise(question)} `);
}
export function leavesOutWhatIsAsked(question: string, answer: string): boolean {
  const asked = ` ${normalise(question)} `;
  const said = ` ${normalise(answer)} `;
  if (asks(MONTH_ASKED, asked)) return !asks(MONTHS, said);
  if (asks(BOUND_ASKED, asked)) return !/\p{Nd}/u.test(said);
  return false;
}

/**
 * A length of time asked ("how long do you keep it", "for how many months", "kitne din", "कब तक")
 * and one given ("up to 12 months", "within one working day", "48 घंटे"): a visitor asks in the
 * unit they think in, which need not be the content's ("how many weeks" is answered by "90 days").
 */
const DURATION_ASKED = ["how long", "how soon", "how quickly", "till when", "until when", "kab tak", ...wordsOfLanguages((w) => w.durationAsked ?? [])];
const DURATION_SAID = new RegExp(
  `(?:^|\\s)(?:\\d[\\d,.]*|${COUNT_WORD}|one|a|an|ek|${normalise("एक")})\\s+(?:[\\p{L}\\p{M}]+\\s+){0,2}(?:${[...TIME_UNITS].join("|")})(?=\\s|$)`,
  "u",
);
const isDuration = (word: string | undefined) => word !== undefined && (TIME_WORDS.has(word) || TIME_UNITS.has(word));
export function durationAsked(question: string): boolean {
  const normalised = normalise(question);
  if (asks(DURATION_ASKED, ` ${normalised} `)) return true;
  const quantity = quantityAsked(normalised);
  return Boolean(quantity && (isDuration(quantity.after) || isDuration(quantity.before)));
}
export function statesDuration(text: string): boolean {
  return DURATION_SAID.test(normalise(text));
}

/**
 * True when `sentence` gives a number of `thing`: "up to 100 participants", "1,00,000+ viewers",
 * "three days before", "80% तक की बचत" (a number in digits or words, at most two words, then the
 * thing, whose plural or singular form both count).
 */
export function givesNumberOf(sentence: string, thing: string): boolean {
  return saysNumberOf(normalise(sentence), thing);
}

/** As `givesNumberOf`, for a sentence already normalised (a page's sentences are read once). */
export function saysNumberOf(said: string, thing: string): boolean {
  const [before, after, stem] = numberPatterns(thing);
  // Every form of the thing begins with its stem: a sentence without it is passed over unread (a
  // page has hundreds of sentences, and the patterns are tried at every position of each).
  if (stem === stem.toLowerCase() && !said.includes(stem)) return false;
  return before.test(said) || (after?.test(said) ?? false);
}

/** The patterns of a number of `thing`, and its stem, made once per thing (a page's every sentence is tried). */
const NUMBER_PATTERNS = new Map<string, readonly [RegExp, RegExp | null, string]>();
function numberPatterns(thing: string): readonly [RegExp, RegExp | null, string] {
  const made = NUMBER_PATTERNS.get(thing);
  if (made) return made;
  const stem = thing.replace(/(?:es|s)$/, "");
  const forms = `(?:${stem}|${thing})[\\p{L}\\p{M}]*`;
  const patterns = [
    new RegExp(`(?:\\d[\\d,.]*\\s*[%+]?|(?:^|\\s)${COUNT_WORD})\\s+(?:[\\p{L}\\p{M}]+\\s+){0,2}${forms}`, "iu"),
    // In Hindi the number may follow the thing: "उम्र कम से कम 18 वर्ष" (at most four words between).
    /^[a-z]/.test(thing) ? null : new RegExp(`${forms}(?:\\s+[\\p{L}\\p{M}]+){0,4}\\s+\\d`, "u"),
    stem,
  ] as const;
  if (NUMBER_PATTERNS.size >= 1000) NUMBER_PATTERNS.clear();
  NUMBER_PATTERNS.set(thing, patterns);
  return patterns;
}

/** The patterns run on a visitor's question. @public: a test times each on its worst case (issue 41). */
export const VISITOR_TEXT_PATTERNS: readonly RegExp[] = [
  INSTRUCTION_CHANGE,
  ERRAND,
  FOR_ME_HINDI,
  DO_IT_HINDI,
  NOT_AN_ERRAND,
  SMALL_TALK,
  QUANTITY,
  HINDI_QUANTITY,
  REFERS_BACK,
  MORE_PHRASE,
];
