/**
 * How the assistant reads a question: words, the words that carry no subject (English and
 * romanised Hindi), the site's synonyms, follow-ups, and requests it declines without searching.
 * The search itself (BM25, fuzzy and prefix matching, boosts) is MiniSearch's.
 */

/** Lower case, compatibility forms folded, everything but letters and digits a space. */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
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
    "i me my mine we us our you your yours it its they them their he she his her this that these those there here " +
    "what which who whom whose when where why how whats hows " +
    "of in on at to for from by with about into over under and or but if so than then also too very just only " +
    "please tell know let show give get got want wants need needs like would help explain describe " +
    "have has had having offer offers provide provides available support supports anything something " +
    "solution solutions sector usecase use case cases way ways kathana ai " +
    "today tomorrow yesterday now last next year years month months week weeks day per much many " +
    "any some all each every more most much many such other own same kind sort type " +
    "hi hello hey thanks thank ok okay yes no not " +
    "mujhe muje mujhko hum humein hamein main mai mera meri mere aap aapka aapki aapke tum tumhara " +
    "ke ka ki ko se me mein par pe liye lie ko bhi aur ya to toh hi " +
    "hai hain ho hoga hogi tha thi the raha rahi rahe " +
    "kya kaise kaisa kaisi kab kahan kaun kaunsa kaunsi kaunse konsa konsi kyun kyu kitna kitni kitne " +
    "chahiye chahie chaiye batao bataiye bataye dikhao dikhaiye samjhao karo kariye karta karti karte kar sakta sakti sakte " +
    "ek koi kuch yeh ye woh wo vo iss is us uss wala wali wale kisko kisse kare kar hone hona hota hoti " +
    "kaam karna karne karke chalega chalegi chalta milega milegi milta dena dete deta lena lete leta " +
    "bhejna bhejne banana banane banta bolo boliye dekho dekhna sahi theek accha acha abhi sab saath"
  ).split(" "),
);

function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/**
 * Words that say what kind of thing the visitor is ("my company", "a travel business") rather
 * than what they ask about: left out when the question has other words, kept when it has none
 * ("What does your company do?").
 */
const GENERIC_WORDS = new Set("company companies business businesses firm firms organisation organisations organization organizations enterprise enterprises".split(" "));

/** The words of a question that can name a subject or an intent. */
export function contentWords(text: string): string[] {
  const kept = words(text).filter((word) => !isStopWord(word));
  const specific = kept.filter((word) => !GENERIC_WORDS.has(word));
  return specific.length ? specific : kept;
}

/**
 * Groups of words and phrases the site uses for the same thing: a question with one of them finds
 * passages written with any other. The first entry of each group is the site's own term.
 */
export type SynonymGroups = readonly (readonly string[])[];

/** Phrases of `text` (normalised) that belong to a group, and the other members to search too. */
export function synonymsIn(text: string, groups: SynonymGroups): { matched: string[]; added: string[] } {
  const padded = ` ${normalise(text)} `;
  const matched: string[] = [];
  const added: string[] = [];
  for (const group of groups) {
    const hit = group.find((term) => padded.includes(` ${normalise(term)} `));
    if (!hit) continue;
    matched.push(normalise(hit));
    for (const term of group) if (term !== hit) added.push(normalise(term));
  }
  return { matched, added };
}

/** Opening words of a follow-up that only changes the subject: "and for hospitals?", "what about insurance". */
const FOLLOW_UP = /^(?:and|also|aur|what about|how about|same for|and what about|and for|for)\b/;

export function isFollowUp(text: string): boolean {
  return FOLLOW_UP.test(normalise(text)) && contentWords(text).length <= 3;
}

/**
 * Attempts to change the assistant's instructions or to make it play another part: declined
 * like any question the content does not answer.
 */
const INSTRUCTION_CHANGE =
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:instructions?|rules?|prompt|previous|above|system)\b|\b(?:system prompt|developer mode|jailbreak|you are now|act as|pretend (?:to be|you are)|roleplay|role play|from now on you)\b/;

export function isInstructionChange(text: string): boolean {
  return INSTRUCTION_CHANGE.test(text.normalize("NFKC").toLowerCase());
}

/** Greetings and thanks with nothing else in them. */
const SMALL_TALK = /^(?:hi|hello|hey|hii+|namaste|namaskar|good (?:morning|afternoon|evening)|thanks?|thank you|thanku|dhanyavad|shukriya|ok|okay|bye|how are you|who are you|kaise ho|aap kaun ho)(?: there| kathana| assist| kathana assist)?$/;

export function isSmallTalk(text: string): boolean {
  return SMALL_TALK.test(normalise(text));
}

/**
 * Words that ask for a commercial or company fact (a price, a salary, the clients, the founders):
 * such a question is answered only from a passage that has the word itself, never from one that
 * merely shares its other words. The content states no prices, so it declines, as it should.
 */
const FACT_WORDS = new Set(
  (
    "price prices pricing cost costs costing fee fees charge charges tariff rate rates plan plans subscription " +
    "discount discounts refund refunds salary salaries pay payment funding funded investor investors revenue " +
    "profit valuation founder founders founded ceo cto owner owners client clients customer-list award awards " +
    "uptime sla keemat kimat daam paisa free trial monthly yearly annual " +
    "open hours timings saturday saturdays sunday sundays weekend weekends holiday holidays " +
    "headquarters headquartered employees headcount staff turnover gst invoice invoices billing partner partners " +
    "partnership reseller resellers shares ipo competitor competitors cloud aws azure gcp datacenter certification " +
    "certifications certified iso soc hipaa warranty guarantee contract contracts"
  ).split(" "),
);

/** The words of a question that ask for a commercial or company fact. */
export function factWords(text: string): string[] {
  return words(text).filter((word) => FACT_WORDS.has(word));
}

/** "how many calls", "kitne customers": the thing counted; null when the question counts nothing. */
const QUANTITY = /\b(?:how many|how much|kitne|kitni|kitna)\s+(\p{L}+)/u;

export function countedThing(text: string): string | null {
  return QUANTITY.exec(normalise(text))?.[1] ?? null;
}

/**
 * True when `sentence` gives a number of `thing`: "up to 100 participants", "1,00,000+ viewers"
 * (a number, at most one word, then the thing, whose plural or singular form both count).
 */
export function givesNumberOf(sentence: string, thing: string): boolean {
  const stem = thing.replace(/(?:es|s)$/, "");
  const forms = `(?:${stem}|${thing})\\p{L}*`;
  return new RegExp(`\\d[\\d,.]*\\s*[%+]?\\s+(?:\\p{L}+\\s+)?${forms}`, "iu").test(sentence);
}

/** Sentences of a passage, as written. */
export function sentences(text: string): string[] {
  return (
    text
      .replace(/\s+/g, " ")
      .match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)
      ?.map((s) => s.trim())
      .filter((s) => s.length > 0) ?? []
  );
}
