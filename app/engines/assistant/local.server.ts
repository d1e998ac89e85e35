/**
 * The local assistant engine: full-text retrieval over the site's content with MiniSearch (BM25+,
 * field boosts, fuzzy and prefix matching), the site's synonyms added to the query, and answers
 * made only of sentences of the best passage. When the best passage does not cover the question's
 * own words well enough, it declines instead of answering something else.
 */
import MiniSearch, { type SearchResult } from "minisearch";
import { rememberFuzzyMatches } from "./fuzzy-matches";
import {
  HINDI_WORDS,
  askedOfIt,
  ageAsked,
  withoutLetterForms,
  DEVANAGARI,
  saysOfIt,
  askedPart,
  asksAPrice,
  namesKind,
  stepAsked,
  numberAsked,
  countedKind,
  type ListedKind,
  anotherOneNamed,
  whichOneAsked,
  BYLINE_WORDS,
  leavesOutWhatIsAsked,
  boundAsked,
  kindName,
  asksAfterOwnOrder,
  namesIn,
  withoutWords,
  placeNamesIn,
  tradeNamesIn,
  knownPlacesIn,
  placesAskedOfUs,
  contentWords,
  countedThing,
  countedThings,
  chosenThings,
  channelsNamed,
  isTimeUnit,
  isStopWord,
  ownCodeNamesIn,
  durationAsked,
  statesDuration,
  givesNumberOf,
  saysNumberOf,
  commercialWords,
  companyFactWordsAsked,
  selfAsked,
  factWords,
  isErrand,
  asksOpinion,
  isFollowUp,
  asksMoreAboutIt,
  asksToRead,
  refersBack,
  firstOneAsked,
  asksWhoWrote,
  namesAnApi,
  lettersOf,
  isInstructionChange,
  isSmallTalk,
  remarkOn,
  meaningAsked,
  asksForOtherClients,
  clientKindsAsked,
  acronymsIn,
  spelledOut,
  isThanks,
  LANGUAGE_WORDS,
  normalise,
  termOf,
  synonymsIn,
  synonymFinder,
  type SynonymGroups,
} from "./language";
import { atOnce, inSlices, nextTurn, type Sliced } from "./classifier";
import { sentences } from "~/text/sentences";
import { within } from "./edit-distance";
import { skeleton, withSoundAlikes } from "./transliteration";
import { exampleMatcher, type ExampleMatcher, type NearestExample } from "./examples";
import { createRouter, describesOwnBusiness, wordsWritten, type RoutedTarget, type Router } from "./routing";
import type {
  AssistantAction,
  AssistantEngine,
  AssistantExample,
  AssistantMemory,
  AssistantPassage,
  AssistantReply,
  AssistantSource,
  AssistantTarget,
  NamedSection,
} from "./types";

export interface AssistantThresholds {
  /** Share of the question's own words the best passage must match (synonyms and typos count). */
  coverage: number;
  /** A source beyond the first is listed when it scores at least this share of the first. */
  sourceShare: number;
  /** How near (cosine, 0–1) a question must be to an editor's example for the example's place to answer it. */
  example: number;
  /** As near, when the content has no passage that answers it. */
  exampleAfterDecline: number;
  /** Share of the question's own words the examples must have (a visitor describing a business aside). */
  exampleCoverage: number;
  /** How sure (probability, 0–1) the classifier learnt from the examples must be of a place for it to answer. */
  classified: number;
  /** As sure, for the place's examples and content to need only `classifiedSureCoverage` of the question's words. */
  classifiedSure: number;
  classifiedSureCoverage: number;
  /** As sure of another place than the one a question names in passing, for that other place to answer. */
  classifiedOverRoute: number;
  /** As sure of a place on another page, for a question that points back ("does it…") to give way to it. */
  classifiedOverLast: number;
  /**
   * As sure, when nothing else answers, for its likeliest place to answer whatever share of the
   * question's words that place's examples have, provided declining is less likely than
   * `decliningAfterDecline`.
   */
  classifiedAfterDecline: number;
  decliningAfterDecline: number;
  /** How sure it must be that a question is one the site does not answer, to decline it. */
  classifiedDecline: number;
  /**
   * As sure of a place, with declining no likelier than `decliningWhenVouching`, for the examples to
   * vouch for it: a question worded as they are answers there though it counts something, names
   * what the content does not ("our AGM"), or says a company fact word in passing ("my staff").
   */
  vouching: number;
  decliningWhenVouching: number;
  /** How likely it must find declining for a question near a question to decline to be declined. */
  exampleDeclineAgreement: number;
  /** How likely another place must be for a link to it beside the answer's own. */
  likely: number;
  /** How near a question must be to all of a place's examples together for the place to answer it. */
  place: number;
  /** As near, for a visitor describing their business. */
  placeBusiness: number;
  /** As near, when the content has no passage that answers it. */
  placeAfterDecline: number;
}

/** Chosen on the fit part of `npm run bench:assistant` (never on its report part). */
const DEFAULT_THRESHOLDS: AssistantThresholds = {
  coverage: 0.6,
  sourceShare: 0.45,
  example: 0.5,
  exampleAfterDecline: 0.2,
  exampleCoverage: 0.6,
  classified: 0.3,
  classifiedSure: 0.8,
  classifiedSureCoverage: 0.4,
  classifiedOverRoute: 0.9,
  classifiedOverLast: 0.6,
  classifiedAfterDecline: 0.3,
  decliningAfterDecline: 0.2,
  classifiedDecline: 0.85,
  vouching: 0.8,
  decliningWhenVouching: 0.1,
  exampleDeclineAgreement: 0.3,
  likely: 0.1,
  place: 0.15,
  placeBusiness: 0.1,
  placeAfterDecline: 0.1,
};

export interface AssistantMessages {
  decline: string;
  salesLabel: string;
  salesUrl: string;
  /** The buttons under an answer from a demo's or an article's passage. */
  demoLabel: string;
  articleLabel: string;
  /** What a receptionist says to "hello" (the page's greeting) and to "thank you". */
  greeting?: string;
  welcome?: string;
  /** What it says to a remark on its answers: praise ("you are great"), a complaint ("that didn't help"). */
  praised?: string;
  sorry?: string;
}

const DEFAULT_MESSAGES: AssistantMessages = {
  decline: "I don't have that in our site's content. Would you like me to pass your question to our sales team?",
  salesLabel: "Talk to sales",
  salesUrl: "/contact",
  demoLabel: "Try the demo",
  articleLabel: "Read the article",
};

export interface LocalAssistantOptions {
  passages: readonly AssistantPassage[];
  /** The places a question may lead to before the content is searched (routing.ts). */
  targets?: readonly AssistantTarget[];
  /** Words and phrases that mean the same on this site (TTS ⇄ text to speech). */
  synonyms?: SynonymGroups;
  /** Groups naming the subjects a follow-up may switch between (the industries). */
  subjects?: SynonymGroups;
  /** Questions visitors ask and the place each leads to, or none (the editors' examples). */
  examples?: readonly AssistantExample[];
  thresholds?: AssistantThresholds;
  messages?: AssistantMessages;
  /** Places named by code names (the API guide's endpoints); a name the content or the examples write is left out. */
  sections?: readonly NamedSection[];
}

/** Words that ask for a person or a demo: the answer offers sales too. */
const SALES_INTENT = new Set([
  "demo",
  "demos",
  "sales",
  "price",
  "pricing",
  "prices",
  "cost",
  "costs",
  "quote",
  "buy",
  "purchase",
  "trial",
  "contact",
  "call",
  "meeting",
  "book",
  ...LANGUAGE_WORDS.flatMap((words) => words.salesIntent.map(normalise)),
]);

const SEARCH_FIELDS = ["title", "section", "keywords", "text", "alsoText"] as const;
/** Job adverts rank below the pages they mention (a question about jobs still finds them by their words). */
const CAREERS_WEIGHT = 0.5;
/** How many of the best-scored passages compete on coverage. */
const RERANKED = 5;
/** Words that join two things named ("voice automation and surveys"). */
const JOINING = new Set(["and", "or", "aur", "ya", "और", "या"]);

const MAX_FUZZY_TERM = 32;
/** The kinds of place a visitor may ask the price of by their kind's name ("the demos", "your products"). */
const PRICED_KINDS = ["demo", "product", "industry", "article"] as const;
/** Letters a title's word and a question's must share from the start to be one word ("educat…"). */
const TITLE_STEM = 6;
const FUZZY_SHARE = 0.2;
/** A name this long, one letter off a word of the content, is that word misspelt (shorter ones are often other words). */
const TYPO_NAME_LENGTH = 6;

/** What a question counts when it asks how old something is ("kitne saal", "कितनी पुरानी"). */
const AGE_WORDS = new Set(["year", "years", "old", "saal", "sal", "purani", "purana", "purane", ...["साल", "वर्ष", "पुरानी", "पुराना", "पुराने"].map(normalise)]);
/** The commercial or company fact words a company fact answers (the fact words of language.ts). */
const FACT_KIND_WORDS: Readonly<Record<string, readonly string[]>> = { founded: ["founded"], address: ["headquarters", "headquartered"] };

/** The company fact that counts and names each kind of place the site lists. */
const LISTED_FACT: Readonly<Record<ListedKind, NonNullable<AssistantTarget["fact"]>>> = {
  product: "products",
  industry: "industries",
  article: "articles",
  demo: "demos",
};
/** The pages that say who we are, and what the assistant answers. */
const ABOUT_PAGE = "/about";
const ASSISTANT_PAGE = "/assistant";
const DEVELOPERS_PAGE = "/developers/services";
/** An example this near (cosine) is the question itself, however few its words. */
const NEARLY_THE_SAME = 0.9;
/** Passages about the company itself: a place a visitor names asks where it is ("an office in Pune?"). */
const ABOUT_US_KINDS = new Set(["company", "careers", "contact"]);
/** Words a page about us says nowhere that make a question one it does not answer (`mayRoute`). */
const UNSTATED_OF_US = 2;
/** Passages that describe what a kind of business gets: its industry's pages, then the products. */
const BUSINESS_PLACE_KINDS = new Set(["industry", "call-flow", "demo-card", "product"]);
/** Words of a description that say only that it is one ("business", "customers", "help"). */
const GENERIC_BUSINESS_WORDS = new Set(["customer", "customers", "help", "want", "need", "automate", "calls", "call", "phone", "phones"]);
/** Of a question asking what the place pointed at says about something, the share of it one of its passages must say. */
const SAYS_OF_IT_COVERAGE = 0.5;
/** A time asked of a page ("how long … kept"): its sentence that gives one answers when it has a quarter of the words asked. */
const DURATION_COVERAGE = 0.25;
/** Words with which visitors say they have a business ("we run", "I own a chain of"), not what they need. */
const DESCRIBING_A_BUSINESS = new Set(
  "run runs running own owns manage manages managing operate operates operating sell sells selling chain across".split(" "),
);
/** A description of this many words or fewer, beyond those, says what the business is, not what it needs. */
const BARE_DESCRIPTION = 3;

/** What a question says "it" does ("does it work", "can it handle"), asking nothing of the page but the rest. */
const WHAT_IT_DOES = new Set(
  "work works make makes support supports handle handles speak speaks understand understands happen able kaam karta karti".split(" "),
);

/** The channels a question asks of us ("can it call on WhatsApp?"), not the visitor's own ("we send circulars by email"). */
function channelsAsked(question: string): (readonly string[])[] {
  return describesOwnBusiness(question) ? [] : channelsNamed(question);
}

/** The reply's memory with the place the conversation's first answer led to ("the first one"). */
function withFirst(next: AssistantMemory | null, memory: AssistantMemory | undefined): AssistantMemory | null {
  const first = memory?.first ?? memory?.target;
  return next && first ? { ...next, first } : next;
}

/** The page a link leads to, without its section ("/ourproducts#kathana-meet" → "/ourproducts"). */
function pageOf(url: string): string {
  return url.split("#")[0]!;
}

/** The search terms of some texts, as the index reads them (the words normalised, inflections folded). */
function termsOf(texts: readonly (string | undefined)[]): Set<string> {
  return new Set(texts.flatMap((text) => (text ? normalise(text).split(" ") : [])).map((w) => termOf(w) ?? w));
}

/** True when `url` is `page` or a section of it ("/ourproducts#kathana-meet" is on "/ourproducts"). */
function onPage(url: string, page: string): boolean {
  return url === page || url.startsWith(`${page}#`);
}

/** True when two links lead to one page. */
function samePage(a: string, b: string): boolean {
  return onPage(a, b) || onPage(b, a);
}

/** A place's text as the place checks read it (see `readingOf`). */
interface PlaceReading {
  sentences: string[];
  /** Its words, normalised, each with a space either side. */
  words: string;
  /** Its words' sounds (`skeleton`), made when first needed: an English word written in Devanagari, or the other way round. */
  sounds?: Set<string>;
  /** Its Devanagari words without their inflection (`termOf`), made when first needed: "अदालतों" mentions "अदालत". */
  inflected?: Set<string>;
}

/** A sound of fewer consonants is shared by too many words to say that a page mentions one of them. */
const MIN_SOUNDED = 3;
const LATIN = /[a-z]/;

/** What the engine and its examples' matcher both read of the options, made once. */
interface Prepared {
  /** The synonym groups: the Hindi words', the editors' and the industries' own, normalised. */
  synonyms: SynonymGroups;
  /** What the content says on each place's page: its passages' texts, by place id. */
  pageTexts: Map<string, string>;
}

function prepare(options: LocalAssistantOptions): Prepared {
  const pageTexts = new Map(
    (options.targets ?? []).map((target) => [
      target.id,
      options.passages
        .filter((p) => onPage(p.url, target.url))
        .map((p) => [p.title, p.section, p.keywords, p.text].join(". "))
        .join(" "),
    ]),
  );
  const synonyms = [...HINDI_WORDS, ...(options.synonyms ?? []), ...(options.subjects ?? [])].map((group) => group.map(normalise));
  return { synonyms, pageTexts };
}

/** What the index searches of a passage. */
function searchedFields(p: AssistantPassage): (string | undefined)[] {
  return SEARCH_FIELDS.map((field) => p[field]);
}

/** The words the passages and the examples write, which the router reads as themselves. */
function wordsWrittenIn(options: LocalAssistantOptions): Sliced<Set<string>> {
  return wordsWritten(
    options.passages.map((p) => searchedFields(p).join(" ")),
    (options.examples ?? []).map((e) => e.question),
  );
}

/** The editors' examples, read with what the content says of each place: its words, its answer and its page. */
function matcherOf(options: LocalAssistantOptions, { synonyms, pageTexts }: Prepared): Sliced<ExampleMatcher> {
  const placeTexts = new Map((options.targets ?? []).map((target) => [target.id, [...target.words, target.answer, pageTexts.get(target.id)].join(" ")]));
  return exampleMatcher(options.examples ?? [], synonyms, placeTexts);
}

/**
 * The acronyms the content writes, less those spelled out beside them: in the same passage, synonym
 * group or place's words ("BFSI" with "Banking, Financial Services & Insurance").
 */
function unexplainedAcronyms(options: LocalAssistantOptions): Set<string> {
  const texts = options.passages.map((p) => `${p.title} ${p.section ?? ""} ${p.text}`);
  // A name set in capitals on a logo ("NAVYA") and written as a word elsewhere is no acronym.
  const asWords = new Set(texts.flatMap((text) => text.match(/\b\p{Lu}?\p{Ll}+\b/gu) ?? []).map((word) => word.toLowerCase()));
  const written = new Set(texts.flatMap(acronymsIn).filter((acronym) => !asWords.has(acronym)));
  const units = [
    ...options.passages.map((p) => [p.title, p.section ?? "", p.keywords ?? "", ...sentences(p.text)]),
    ...(options.synonyms ?? []),
    ...(options.targets ?? []).map((t) => [t.title, ...t.words]),
  ];
  const explained = new Set<string>();
  for (const unit of units) {
    const named = new Set(unit.flatMap((text) => normalise(text).split(" ")).filter((word) => written.has(word)));
    if (named.size) for (const text of unit) for (const acronym of spelledOut(text, named)) explained.add(acronym);
  }
  return new Set([...written].filter((a) => !explained.has(a)));
}

export class LocalAssistantEngine implements AssistantEngine {
  readonly kind = "local" as const;
  private readonly index: MiniSearch<AssistantPassage>;
  private readonly router: Router;
  private readonly examples: ExampleMatcher;
  /** Each place's page, for the facts and numbers a question asks of it. */
  private readonly pageTexts: Map<string, string>;
  private readonly placeReadings = new Map<string, PlaceReading>();
  /** The words of the editors' questions for each page about us but the home page, normalised, each with a space either side. */
  private readonly examplesSay = new Map<string, string>();
  private readonly byId: Map<string, AssistantPassage>;
  /** The blog's articles, in the site's order. */
  private readonly articles: AssistantTarget[];
  /** The products, each a section of the products page. */
  private readonly products: AssistantTarget[];
  /** By article: the stemmed words of its title and author, which name it ("the survey article"). */
  private readonly articleTitleWords = new Map<AssistantTarget, string[]>();
  /** By product id: the live demo whose words name the product (the video demo is Kathana Meet's). */
  private readonly demoOf = new Map<string, AssistantTarget>();
  /** The section each code name leads to ("photosdemoupload": the food photo upload endpoint's). */
  private readonly sectionNamed = new Map<string, AssistantTarget>();

  /** The synonym groups a text may name (the site's, the Hindi words' and the industries'). */
  private readonly synonymsFor: (text: string) => SynonymGroups;
  /** The site's own terms (the editors' synonyms), for telling a name it knows. */
  private readonly siteTerms: Set<string>;
  /**
   * The industries' words ("swiggy" for restaurants, "cibil" for banks): how a visitor names their
   * own business, not what the content says. A name among them is known only to a business described.
   */
  private readonly businessTerms: Set<string>;
  /** The names the content writes in its sentences ("Navya", "Noida", "VoiceBot"), as index terms. */
  private readonly contentNames: Set<string>;
  private readonly subjectWords: Set<string>;
  /** The pages about the company itself (home, about, contact, careers): where a visitor is matters there. */
  private readonly aboutUs: Set<string>;
  /** The acronyms the content writes but never spells out ("NACH", "SSML"): what they mean it cannot say. */
  private readonly unexplained: Set<string>;
  /** The words of the passages that name the clients: what kinds of organisation the content shows as clients. */
  private readonly clientTerms: Set<string>;
  /** The passage that names the clients (the home page's logo strip), if the content has one. */
  private readonly clients: AssistantPassage | undefined;
  private readonly thresholds: AssistantThresholds;
  private readonly messages: AssistantMessages;

  /**
   * The engine, its examples' classifier trained in slices so that a server goes on answering
   * while it builds (the constructor trains it at once: tests and benchmarks).
   */
  static async build(options: LocalAssistantOptions): Promise<LocalAssistantEngine> {
    const prepared = prepare(options);
    const examples = await inSlices(matcherOf(options, prepared));
    const engine = new LocalAssistantEngine(options, examples, prepared, await inSlices(wordsWrittenIn(options)));
    await engine.warmUp(options.examples ?? []);
    return engine;
  }

  /**
   * Answers one example question of each place before the engine serves: the first answers after
   * a start or a content release took up to 26 ms instead of 5 while the code was compiled and each
   * place's text read, and that cost was paid by visitors. Answers do not change with it; a pause
   * between questions lets the server answer requests meanwhile.
   */
  private async warmUp(examples: readonly AssistantExample[]): Promise<void> {
    const asked = new Set<string | null>();
    for (const example of examples) {
      if (asked.has(example.target)) continue;
      asked.add(example.target);
      await this.answer(example.question);
      await nextTurn();
    }
  }

  constructor(
    options: LocalAssistantOptions,
    examples?: ExampleMatcher,
    prepared: Prepared = prepare(options),
    known: ReadonlySet<string> = atOnce(wordsWrittenIn(options)),
  ) {
    this.synonymsFor = withSoundAlikes(
      synonymFinder(prepared.synonyms),
      options.passages.map((p) => searchedFields(p).join(" ")),
      prepared.synonyms,
    );
    this.pageTexts = prepared.pageTexts;
    const wordsOfGroups = (groups: SynonymGroups) => new Set(groups.flat().flatMap((term) => normalise(term).split(" ")));
    this.siteTerms = wordsOfGroups(options.synonyms ?? []);
    this.businessTerms = wordsOfGroups(options.subjects ?? []);
    this.contentNames = new Set(options.passages.flatMap((p) => sentences(p.text).flatMap(namesIn)).map((name) => termOf(name) ?? name));
    this.subjectWords = termsOf((options.subjects ?? []).flat());
    this.unexplained = unexplainedAcronyms(options);
    this.clientTerms = termsOf(options.passages.filter((p) => p.namesClients).flatMap(searchedFields));
    this.clients = options.passages.find((p) => p.namesClients);
    this.aboutUs = new Set(options.passages.filter((p) => ABOUT_US_KINDS.has(p.kind)).map((p) => pageOf(p.url)));
    const pagesOfUs = new Set((options.targets ?? []).filter((t) => t.kind === "page" && t.url !== "/" && this.aboutUs.has(pageOf(t.url))).map((t) => t.id));
    for (const example of options.examples ?? [])
      if (example.target && pagesOfUs.has(example.target))
        this.examplesSay.set(example.target, `${this.examplesSay.get(example.target) ?? " "}${normalise(example.question)} `);
    this.thresholds = options.thresholds ?? DEFAULT_THRESHOLDS;
    this.messages = options.messages ?? DEFAULT_MESSAGES;
    this.byId = new Map(options.passages.map((p) => [p.id, p]));
    this.products = (options.targets ?? []).filter((t) => t.kind === "product");
    // In the blog's order (/blogs/1, /blogs/2…): "the next one" is the next number.
    this.articles = (options.targets ?? []).filter((t) => t.kind === "article").sort((a, b) => Number(a.url.split("/").pop()) - Number(b.url.split("/").pop()));
    for (const article of this.articles)
      this.articleTitleWords.set(
        article,
        contentWords(article.words.join(" ")).map((w) => termOf(w) ?? w),
      );
    const demos = (options.targets ?? []).filter((t) => t.kind === "demo");
    const pages = (options.targets ?? []).filter((t) => t.kind === "page");
    for (const product of options.targets ?? [])
      if (product.kind === "product") {
        // Else a page named after it is where it is tried: "Ask Kathana Assist" is Kathana Assist itself.
        const name = normalise(product.title);
        const demo = demos.find((d) => d.words.some((w) => normalise(w) === name)) ?? pages.find((p) => ` ${normalise(p.title)} `.includes(` ${name} `));
        if (demo) this.demoOf.set(product.id, demo);
      }
    this.index = new MiniSearch<AssistantPassage>({
      fields: [...SEARCH_FIELDS],
      storeFields: [],
      processTerm: termOf,
      searchOptions: {
        boost: { title: 4, keywords: 4, section: 1.5, text: 1, alsoText: 1 },
        combineWith: "OR",
        // No word of the content is longer than 32 letters: a longer "word" (4,000 Hangul jamo) is
        // matched exactly, without a fuzzy walk of the whole index for it (issue 41).
        prefix: (term) => lettersOf(term) >= 4 && term.length <= MAX_FUZZY_TERM,
        // One typo in five letters, counted as letters so that Devanagari gets no more than Latin.
        fuzzy: (term) => {
          const letters = lettersOf(term);
          return letters >= 4 && term.length <= MAX_FUZZY_TERM ? Math.round(letters * FUZZY_SHARE) : false;
        },
        // A job advert mentions the products too; a question about them wants the product's page.
        boostDocument: (id) => (String(id).startsWith("careers:") ? CAREERS_WEIGHT : 1),
      },
    });
    this.index.addAll(options.passages as AssistantPassage[]);
    rememberFuzzyMatches(this.index);
    this.router = createRouter(options.targets ?? [], known);
    for (const { target, names } of options.sections ?? [])
      for (const name of names.map(normalise))
        if (name && !known.has(name) && !this.knows(name) && !this.sectionNamed.has(name)) this.sectionNamed.set(name, target);
    this.examples = examples ?? atOnce(matcherOf(options, prepared));
  }

  get size(): number {
    return this.byId.size;
  }

  async answer(message: string, memory?: AssistantMemory): Promise<AssistantReply> {
    // "Dear Sir, kindly guide me to … Regards": what the letter asks.
    const question = withoutLetterForms(message);
    // "pehle wale ki writer kaun hai": asked of the first place talked about, as "uski …" is of the last.
    const first = memory?.first;
    const ofFirst = first ? firstOneAsked(question) : null;
    const [ofWhich, from] = ofFirst && first ? [ofFirst, { intent: [], subject: [], target: first }] : [question, memory];
    // "kitne saal ka hona chahiye": asked as an age, which the terms give, not as a count of years.
    const asked = ageAsked(ofWhich) ?? ofWhich;
    const reply = await this.withTimeGiven(
      await this.withWhatIsAsked(
        await this.withApiPage(this.withNamedProducts(this.withBusinessServed(await this.answerOf(asked, from), asked, from), asked), asked, from),
        asked,
        from,
      ),
      asked,
      from,
    );
    return { ...reply, memory: withFirst(reply.memory, memory) };
  }

  /**
   * "I run a chain of gyms in Hyderabad": a business only described (a few words of its own, no
   * need said), with no industry page named, is answered by a product or an industry only when that
   * place says one of the visitor's words; else the site does not say what it does for them. A
   * longer description says a need ("gym owner, membership renewal dues reminders") and stays.
   */
  private withBusinessServed(reply: AssistantReply, question: string, memory: AssistantMemory | undefined): AssistantReply {
    if (reply.declined || memory || !describesOwnBusiness(question)) return reply;
    const place = reply.memory?.target ? this.router.byId(reply.memory.target) : undefined;
    if (!place || (place.kind !== "product" && place.kind !== "industry") || this.router.names(question, place.id)) return reply;
    const places = new Set(placeNamesIn(question));
    const need = contentWords(question).filter(
      (word) => !GENERIC_BUSINESS_WORDS.has(word) && !DESCRIBING_A_BUSINESS.has(word) && !places.has(word) && !/^\d+$/.test(word),
    );
    if (need.length > BARE_DESCRIPTION) return reply;
    const reading = this.readingOf(place);
    const said = need.some((word) => this.mentions(reading, word, { strict: true }) || (place.kind === "industry" && this.businessTerms.has(word)));
    return said ? reply : this.decline();
  }

  /**
   * "max participants in a room?": an answer without a number does not answer it, though another
   * passage of its page, or of another, may; "which month of 2019 did you start?" is declined ("We
   * started … in 2019" names no month). "packaging supplier here, visitors ask the minimum order
   * quantity" asks no bound of ours.
   */
  private async withWhatIsAsked(reply: AssistantReply, question: string, memory: AssistantMemory | undefined): Promise<AssistantReply> {
    const ownBound = boundAsked(question) && describesOwnBusiness(question);
    if (reply.declined || ownBound || !leavesOutWhatIsAsked(question, reply.answer)) return reply;
    const place = reply.memory?.target ? this.router.byId(reply.memory.target) : undefined;
    const saying = (text: string) => !leavesOutWhatIsAsked(question, text);
    const onPlace = place && (await this.fromContent(question, memory, place, { onLastPage: true, saying }));
    const there = onPlace && !onPlace.declined ? onPlace : await this.fromContent(question, memory, place, { saying });
    return !there.declined && !leavesOutWhatIsAsked(question, there.answer) ? there : this.decline();
  }

  /**
   * "I spoke into your voice demo, how many months will that clip stay on your servers?": the page
   * answered, and its sentence that gives a time says it ("Voice recordings … from the demos: up to
   * 12 months"), though it shares few of the visitor's words; the page's description does not.
   */
  private async withTimeGiven(reply: AssistantReply, question: string, memory: AssistantMemory | undefined): Promise<AssistantReply> {
    if (reply.declined || reply.transcript || !durationAsked(question) || statesDuration(reply.answer)) return reply;
    const place = reply.memory?.target ? this.router.byId(reply.memory.target) : undefined;
    const timed = place && (await this.fromContent(question, memory, place, { onLastPage: true, saying: statesDuration, least: DURATION_COVERAGE }));
    if (!timed || timed.declined) return reply;
    return { ...reply, answer: timed.answer, memory: reply.memory && timed.memory && { ...timed.memory, target: reply.memory.target } };
  }

  /**
   * "SSML support hai kya TTS API me?", "does the food API work on a thali": a demo's engine asked
   * of as an API is answered by the developers' page, which says what each API takes and returns,
   * when it says what was asked; the demo follows it.
   */
  private async withApiPage(reply: AssistantReply, question: string, memory: AssistantMemory | undefined): Promise<AssistantReply> {
    const lead = reply.sources[0];
    if (reply.declined || !lead || !this.router.byId(`demo:${pageOf(lead.url)}`) || !namesAnApi(question)) return reply;
    const developers = this.router.at(DEVELOPERS_PAGE);
    const said = developers && (await this.fromContent(question, memory, developers, { onLastPage: true }));
    if (!said || said.declined || !said.sources[0]) return reply;
    return { ...said, sources: [said.sources[0], ...reply.sources.filter((s) => !samePage(s.url, DEVELOPERS_PAGE))].slice(0, 3) };
  }

  /**
   * "how do I book a demo of Kathana Announce": sales answers, and the product named follows it
   * (its section has the "Schedule a Demo" button and says what it is).
   */
  private withNamedProducts(reply: AssistantReply, question: string): AssistantReply {
    const [sales, ...others] = reply.sources;
    if (reply.declined || !sales || sales.url !== this.messages.salesUrl) return reply;
    const named = this.products.filter((p) => this.router.names(question, p.id) && !reply.sources.some((s) => s.url === p.url));
    if (!named.length) return reply;
    return { ...reply, sources: [sales, ...named.map(({ title, url }) => ({ title, url })), ...others].slice(0, 3) };
  }

  private async answerOf(question: string, memory?: AssistantMemory): Promise<AssistantReply> {
    if (isSmallTalk(question)) return this.smallTalk(question);
    const remark = remarkOn(question);
    // "very helpful, thanks", "बहुत धन्यवाद": thanks, answered as thanks.
    if (remark) return remark === "praise" && isThanks(question) ? this.smallTalk(question) : this.remarkReply(remark);
    if (isInstructionChange(question) || isErrand(question) || asksOpinion(question)) return this.decline();
    // "where is my order?": the visitor's own parcel, unless they describe their business ("half our chats are 'where is my order'").
    if (asksAfterOwnOrder(question) && !describesOwnBusiness(question)) return this.decline();
    // "what does NACH stand for": the content writes it, and never says what it stands for.
    const meaning = meaningAsked(question);
    if (meaning && this.unexplained.has(meaning)) return this.decline();
    // "Which car makers other than Raftaar use it?": the content cannot name clients it does not show.
    if (asksForOtherClients(question)) return this.decline();
    // "Which hospitals use your bot?": only the kinds of client the content names can be answered.
    const clientKinds = clientKindsAsked(question);
    if (clientKinds?.some((word) => !this.clientTerms.has(termOf(word) ?? word))) return this.decline();
    // "Which companies use Kathana?", "which brands use your products": the clients the content
    // names, not the page "Kathana" or "products" names ("which companies use Kathana Meet" asks of it).
    const clients = clientKinds?.length === 0 ? this.clients : undefined;
    const ofAPlace = (kind: AssistantTarget["kind"]) => ["product", "industry", "demo", "article"].includes(kind);
    if (clients && !ofAPlace(this.router.route(question)?.target.kind ?? "page") && !this.products.some((p) => this.router.names(question, p.id)))
      return this.passageReply(clients, contentWords(question));
    // "what does photosdemoupload return", "sRate ki range kya hai": a name copied from the API guide is its section's.
    const section = this.sectionNamedIn(question);
    if (section) return this.targetReply({ target: section, reason: "named" }, []);
    const last = memory?.target ? this.router.byId(memory.target) : undefined;
    // The question's own words, read once for every branch below.
    const asked = contentWords(question);
    // "how many demos do you have", "कितने प्रोडक्ट हैं": what the site lists, counted and named
    // (unless it points back: "how many demos does it have" after an industry asks of that one).
    const counted = last && refersBack(question) ? null : countedKind(question);
    const listing = counted && this.router.byId(`fact:${LISTED_FACT[counted]}`);
    if (listing) return this.targetReply({ target: listing, reason: "fact" }, asked);
    // "what about the image one?" after the video demo: the one of the same kind that word names.
    // After the page that lists a kind ("any blog posts?": /blogs), "the contact center one" and
    // "which one is about surveys?" are one of that kind; after an article, another article.
    const listed = last ? this.kindListedOn(last) : undefined;
    const another = last ? (anotherOneNamed(question) ?? (listed || last.kind === "article" ? whichOneAsked(question) : null)) : null;
    const kindOfOne = last ? (listed ?? last.kind) : undefined;
    const otherOne = another && kindOfOne ? this.router.route(`${another} ${kindName(kindOfOne) ?? ""}`) : null;
    if (last && otherOne && otherOne.target.kind === kindOfOne && otherOne.target.id !== last.id)
      return this.targetReply({ ...otherOne, reason: "named" }, asked);
    // An article is named by the words of its title ("which one is about surveys?": "Transforming Surveys").
    const titledOne = another && kindOfOne === "article" ? this.articleTitledIn(`${kindName("article")} ${another}`, []) : undefined;
    if (last && titledOne && titledOne.article.id !== last.id) return this.targetReply({ target: titledOne.article, reason: "named" }, []);
    // "what do you do", "तुम कौन हो": no word of its own, asked of the company or of the assistant
    // ("what can you do with it?" asks of the place just talked about).
    const self = last && refersBack(question) ? null : selfAsked(question, asked);
    const selfPlace = self && this.router.at(self === "assistant" ? ASSISTANT_PAGE : ABOUT_PAGE);
    if (selfPlace) return this.targetReply({ target: selfPlace, reason: "named" }, asked);
    // A follow-up is read with the conversation, not against the examples.
    const readAlone = !(memory && isFollowUp(question));
    // Who describes their business goes to its place whatever names say where it is ("in Udaipur").
    const ownBusiness = !memory && describesOwnBusiness(question);
    // "We have a Maruti dealership in Pune": the names of the visitor's own business the site never
    // writes are theirs, not a subject asked of us ("is Maruti your client?" is declined).
    const ownNames = ownBusiness ? [...tradeNamesIn(question), ...knownPlacesIn(question)].filter((name) => !this.knows(name, true)) : [];
    const matched = readAlone ? this.examples.match(ownNames.length ? withoutWords(question, ownNames) : question) : null;
    const example = matched?.nearest ?? null;
    const routed = this.router.route(question, last);
    // "help", "what is it", "yes" with nothing before it: nothing asked yet, so what the assistant
    // answers, unless a place is named ("T&C") or an example is this very question.
    if (!asked.length && !memory && !routed && (example?.similarity ?? 0) < NEARLY_THE_SAME) {
      const assistant = this.router.at(ASSISTANT_PAGE);
      if (assistant) return this.targetReply({ target: assistant, reason: "named" }, asked);
    }
    // As near to a question the editors listed as one the site does not answer: declined, unless
    // it is only a place's name ("what is Kathana VoiceBot?" beside "what does Kathana VoiceBot cost?").
    const onlyAPlace = (routed?.covered ?? 0) >= 1;
    const t = this.thresholds;
    // The classifier learnt from all the examples: what most of the question's words point to.
    const classified = matched?.classified ?? null;
    const likely = matched?.likely.filter((l) => l.probability >= t.likely) ?? [];
    // Near a question to decline, and the classifier finds declining plausible too.
    const declining = matched?.likely.find((l) => l.target === null)?.probability ?? 0;
    const nearDecline = example?.target === null && example.similarity >= t.example && declining >= t.exampleDeclineAgreement;
    const pointsBack = last !== undefined && refersBack(question);
    if ((nearDecline || (classified?.target === null && classified.similarity >= t.classifiedDecline)) && !onlyAPlace) {
      // "how do i reset it" after the forgot-password page: read alone it asks nothing the site
      // says, but the place "it" points at may say it; so may the place just talked about when
      // the question names no industry ("the link you send by email, how long does it work?" after
      // "I forgot my password").
      const ofLast = pointsBack || (last !== undefined && !asked.some((w) => this.isSubject(w)));
      const onIt = ofLast && !routed && !commercialWords(question).length ? await this.fromContent(question, memory, last, { onLastPage: true }) : undefined;
      return onIt && !onIt.declined ? onIt : this.decline();
    }
    // "tell me more", "how does it work?": the place just talked about, again.
    if (last && asksMoreAboutIt(question)) return this.targetReply({ target: last, reason: "named" }, asked);
    // "which industry is that for?" after a demo call on its page, "what's that page?": it points at
    // the place just talked about and asks nothing else of it.
    if (pointsBack && !askedOfIt(asked, last.kind).length) return this.targetReply({ target: last, reason: "named" }, []);
    // "which article comes after it?", "और उसके बाद वाला?" after an article: the next one (or the one before).
    const step = last?.kind === "article" ? stepAsked(question) : 0;
    if (step) {
      const article = this.articles[this.articles.findIndex((a) => a.id === last!.id) + step];
      if (article) return this.targetReply({ target: article, reason: "named" }, []);
    }
    // "Who's the author?", "lekhak kaun hai" after an article: its byline, though no word points back.
    if (last?.kind === "article" && asked.length && asked.every((word) => BYLINE_WORDS.has(word))) {
      const byline = await this.fromContent(question, memory, last, { onLastPage: true });
      if (!byline.declined) return byline;
    }
    // "the second article", "पहला ब्लॉग किस बारे में है?": the blog's article of that number.
    const numbered = namesKind(asked, "article") ? numberAsked(question, "article") : null;
    if (numbered && this.articles[numbered - 1]) return this.targetReply({ target: this.articles[numbered - 1]!, reason: "named" }, []);
    // "your education blog", "survey wala article": an article named by its kind and words of its
    // title answers from its own passages, or with what it is about when nothing else is asked;
    // what it does not say goes on as any question ("survey blog: what sample size?").
    const titled = !last && namesKind(asked, "article") ? this.articleTitledIn(question, asked) : undefined;
    if (titled && !titled.rest.some((word) => !asksToRead(word))) return this.targetReply({ target: titled.article, reason: "named" }, []);
    if (titled) {
      const said = await this.fromContent(question, memory, titled.article, { onLastPage: true });
      if (!said.declined) return said;
    }
    // "is there a blog about it?" after a product: the first article that names it.
    if (pointsBack && last.kind !== "article" && namesKind(asked, "article")) {
      const article = this.articles.find((a) => this.router.names(`${a.title} ${a.answer}`, last.id));
      if (article) return this.targetReply({ target: article, reason: "named" }, asked);
    }
    // "does it work in Hindi too?" after the text-to-speech demo: the place just talked about
    // answers, when its own passages say it, before the pages the words alone lead to; unless the
    // examples are fairly sure of another place ("how do I get the key for it": the API key page).
    if (pointsBack && (!routed || routed.target.id === last.id)) {
      const likelier = classified?.target && classified.similarity >= t.classifiedOverLast ? this.router.byId(classified.target) : undefined;
      // Another article, demo, product or industry ("who wrote it?" after one article, of another;
      // "does that one work in Hindi?" after the text-to-speech demo, of VoiceBot) is meant only by
      // its name; another page of the site ("the key for it") may be what is asked.
      // (The examples name a demo by its page: "page:/demos/voice" is the voice demo.)
      const place = likelier && (this.router.at(likelier.url) ?? likelier);
      const another = place && place.kind !== "page" && !this.router.names(question, place.id);
      const meant = another ? undefined : likelier;
      if (!meant || samePage(meant.url, last.url)) {
        // "what does it say about answering by voice?": asked what that very place says, a passage
        // of it that says part of it answers ("answer by speaking"), before any other place.
        const least = saysOfIt(asked) ? SAYS_OF_IT_COVERAGE : undefined;
        const back = await this.fromContent(question, memory, last, { onLastPage: true, least });
        if (!back.declined) return back;
        // "video conferencing wala product kaunsa hai / ye free hai kya?": a price asked of it is its own, not the sign-up page's.
        if (commercialWords(question).length) return back;
      }
    }
    // "how long do you keep photos? / and the voice recordings?": a follow-up that names no place
    // outright is asked of the page just talked about first, when that page says it; "and where do
    // I get the API key?" asks where another page is.
    if (last && !readAlone && (routed?.covered ?? 0) < 1 && !(routed?.reason === "go" && !samePage(routed.target.url, last.url))) {
      const there = await this.fromContent(question, memory, last, { onLastPage: true });
      if (!there.declined) return there;
    }
    // A place named in passing gives way to a place on another page: the one the classifier is
    // nearly sure of ("job location kya hai" is not the contact page's address), or the one the
    // nearest example, with every word asked, and the classifier agree on ("can I delete my
    // account": "my account" names the log-in page, but "how do i delete my account" and the
    // classifier say the privacy policy). A company fact asked is its own answer ("how long do you
    // take to respond" is the reply time).
    const placeOf = (id: string | null | undefined) => (id ? this.router.byId(id) : undefined);
    const classifiedPlace = placeOf(classified?.target);
    const surePlace = classified && classified.similarity >= t.classifiedOverRoute ? classifiedPlace : undefined;
    const examplesPlace = example && example.similarity >= t.example && example.coverage === 1 ? placeOf(example.target) : undefined;
    const agreedPlace = examplesPlace && classifiedPlace && samePage(examplesPlace.url, classifiedPlace.url) ? examplesPlace : undefined;
    const elsewhere = (place: AssistantTarget | undefined) => place !== undefined && routed !== null && !samePage(place.url, routed.target.url);
    const namedInPassing = routed && (routed.covered ?? 0) < 1 && (elsewhere(surePlace) || (routed.reason !== "fact" && elsewhere(agreedPlace)));
    const vouched = (target: AssistantTarget) =>
      classified?.target === target.id && classified.similarity >= t.vouching && declining <= t.decliningWhenVouching;
    if (routed && !namedInPassing && this.mayRoute(question, routed, { vouched: vouched(routed.target) })) {
      const reply = this.targetReply(routed, asked, likely);
      // "who wrote Transforming Surveys": an article named by its title, asked more than what it
      // is about, answers from its own passages when they say it (its byline, a section).
      if (routed.target.kind === "article" && this.asksMoreThanItsName(asked, routed.target)) {
        const said = await this.fromContent(question, memory, routed.target, { onLastPage: true });
        if (!said.declined) return said;
      }
      // An industry or a product named with a demo call or a fact asked of it: the content may say it.
      return routed.target.kind === "industry" || routed.target.kind === "product" ? this.withContent(reply, question, memory, last) : reply;
    }
    // Not a place named outright: the editors' examples worded most like it. One example nearly
    // the same question, or a place whose examples together share most of it.
    const place = matched?.place ?? null;
    const replyFor = (near: NearestExample | null, min: number, reason: RoutedTarget["reason"] = "example"): AssistantReply | null => {
      // An editor's answer is given for one of its own questions, nearly as asked: not for a
      // question that only shares a word or two with its few questions.
      const curated = near?.target ? this.byId.get(near.target) : undefined;
      if (curated?.kind === "answer") return near === example && near !== null && near.similarity >= t.example ? this.curatedReply(curated, asked) : null;
      const sure = near !== null && near === classified && near.similarity >= t.classifiedSure;
      const covered = reason === "business" || (near?.coverage ?? 0) >= (sure ? t.classifiedSureCoverage : t.exampleCoverage);
      const found = near?.target && near.similarity >= min && covered ? this.router.byId(near.target) : undefined;
      const target = found && this.namedIndustry(question, found, matched?.likely ?? []);
      // An industry or a product the examples are sure of is wherever the visitor is ("tractor dealership in Punjab").
      const anywhere = sure && (target?.kind === "industry" || target?.kind === "product");
      return target && this.mayRoute(question, { target, reason }, { anywhere, vouched: vouched(target) })
        ? this.targetReply({ target, reason }, asked, likely)
        : null;
    };
    const byClassifier = () => replyFor(classified, t.classified, ownBusiness ? "business" : "example");
    // The classifier, sure of another place than the nearest example's, goes first.
    const sureOfAnother = classified !== null && classified.similarity >= t.classifiedSure && classified.target !== example?.target;
    const first = (sureOfAnother ? byClassifier() : null) ?? replyFor(example, t.example) ?? byClassifier() ?? replyFor(place, t.place);
    if (first) return this.withContent(first, question, memory, last);
    if (ownBusiness) {
      const business = replyFor(place, t.placeBusiness, "business");
      if (business) return business;
    }
    const reply = await this.fromContent(question, memory, last);
    // "can I fill it in myself?" after a demo call: a question of the place just talked about that
    // the content does not answer stays with that place, not with one the examples only guess at.
    if (reply.declined && pointsBack) {
      const back = this.mayRoute(question, { target: last, reason: "example" }) ? this.targetReply({ target: last, reason: "named" }, asked) : null;
      return back ?? replyFor(example, t.exampleAfterDecline) ?? reply;
    }
    if (reply.declined)
      return (
        replyFor(example, t.exampleAfterDecline) ??
        replyFor(place, t.placeAfterDecline) ??
        this.likeliestPlace(question, matched, declining, likely, vouched) ??
        reply
      );
    return reply;
  }

  /**
   * Nothing else answers: the classifier's likeliest place, when it is as sure as it must be and
   * finds declining unlikely, even if that place's examples have few of the question's words ("half
   * my patients miss their follow-up"). What the place cannot say still declines (`mayRoute`).
   */
  private likeliestPlace(
    question: string,
    matched: ReturnType<ExampleMatcher["match"]>,
    declining: number,
    likely: readonly { target: string | null }[],
    vouched: (target: AssistantTarget) => boolean,
  ): AssistantReply | null {
    const t = this.thresholds;
    const top = matched?.likely.find((l) => l.target !== null);
    if (!top?.target || top.probability < t.classifiedAfterDecline || declining >= t.decliningAfterDecline) return null;
    const found = this.router.byId(top.target);
    const target = found && this.namedIndustry(question, found, matched?.likely ?? []);
    return target && this.mayRoute(question, { target, reason: "example" }, { vouched: vouched(target) })
      ? this.targetReply({ target, reason: "example" }, contentWords(question), likely)
      : null;
  }

  /**
   * An industry's page answers a business of that industry: a question that says none of its words
   * ("our broadband plans expire", "my gym's renewals") goes to a product the examples find likely
   * instead, when there is one; else it stays.
   */
  private namedIndustry(question: string, target: AssistantTarget, likely: readonly { target: string | null; probability: number }[]): AssistantTarget {
    if (target.kind !== "industry" || this.router.names(question, target.id)) return target;
    const other = likely.find((l) => l.target && l.probability >= this.thresholds.likely && this.router.byId(l.target)?.kind !== "industry");
    return (other && this.router.byId(other.target!)) ?? target;
  }

  /**
   * A place's reply, read with what the content search finds for the question. A demo call the
   * question names ("Loan EMI Reminder demo call") is answered with the call, and a number or a
   * fact it asks for ("how many years of experience") with the sentence that gives it, on the same
   * page, rather than with the page alone; else the content's own best page, when it is another,
   * is a further link.
   */
  private async withContent(
    reply: AssistantReply,
    question: string,
    memory: AssistantMemory | undefined,
    last: AssistantTarget | undefined,
  ): Promise<AssistantReply> {
    const passage = await this.fromContent(question, memory, last);
    const page = reply.sources[0]?.url;
    const onThePage = page && passage.sources[0] && onPage(passage.sources[0].url, page);
    const asksFact = Boolean(countedThing(question)) || factWords(question).length > 0;
    if (onThePage && (passage.transcript || asksFact)) return passage;
    // "what does the Test Drive Booking demo do?": a call named by its title, wherever its card is shown (All Demos).
    const asked = new Set(contentWords(question).map((word) => termOf(word) ?? word));
    const callNamed = passage.transcript && contentWords(passage.transcript.title).every((word) => asked.has(termOf(word) ?? word));
    if (callNamed) return passage;
    // "do you support Bengali?" answered by the home page: its passage that has every word asked,
    // not its description; unless only the page is asked for ("privacy policy padhna hai"), or
    // the description says it already.
    const place = reply.memory?.target ? this.router.byId(reply.memory.target) : undefined;
    const asksOfPage = place?.kind === "page" && this.asksMoreThanItsName(contentWords(question), place);
    // A number asked ("how many days are photos kept?") needs not every word: only a sentence that gives it answers.
    const withinWhole = asksOfPage ? await this.fromContent(question, memory, place, { onLastPage: true, whole: !asksFact }) : undefined;
    // "कोई झगड़ा हुआ तो मामला किस अदालत में जाएगा": a Hindi question's own words ("मामला", "जाएगा")
    // are seldom all in the sentence that answers it; the page's passage that covers enough of them
    // still answers better than the page's description.
    const within = withinWhole?.declined && !asksFact && place ? await this.fromContent(question, memory, place, { onLastPage: true }) : withinWhole;
    const better = within && !within.declined && !normalise(reply.answer).includes(normalise(within.answer));
    // "how long do you keep photos? / and voice recordings?": what the answer was read for is what a follow-up asks again.
    const answered = better
      ? { ...reply, answer: within.answer, memory: reply.memory && within.memory && { ...within.memory, target: reply.memory.target } }
      : reply;
    const found = !passage.declined ? passage.sources[0] : undefined;
    if (found && answered.sources.length < 3 && !answered.sources.some((s) => samePage(s.url, found.url)))
      return { ...answered, sources: [...answered.sources, found] };
    return answered;
  }

  /** The passage that answers `question`; with `onLastPage`, only a passage of the last answer's page; with `whole`, only one that has every word asked. */
  private async fromContent(
    question: string,
    memory: AssistantMemory | undefined,
    last: AssistantTarget | undefined,
    {
      onLastPage = false,
      whole = false,
      saying,
      least = this.thresholds.coverage,
    }: { onLastPage?: boolean; whole?: boolean; saying?: (text: string) => boolean; least?: number } = {},
  ): Promise<AssistantReply> {
    // "can I hardcode the key in our Flutter app?": what their code is built with is not asked of us.
    const ownCode = new Set(ownCodeNamesIn(question));
    const asked = contentWords(question).filter((word) => !ownCode.has(word));
    // "we run four cloud kitchens and the phones ring nonstop": a business described in its own
    // words, no industry named; the industry or product whose pages share most of them answers.
    const ownBusiness = !memory && describesOwnBusiness(question);
    if (ownBusiness && !onLastPage) {
      const nearest = this.nearestBusinessPlace(question, asked);
      if (nearest) return this.targetReply({ target: nearest, reason: "business" }, asked);
    }
    const pointsBack = last !== undefined && refersBack(question);
    let own = asked;
    if (memory && isFollowUp(question)) {
      // "and for hospitals?": the last question's intent with the new subject, or its subject with
      // the new intent. The search uses both; the answer must still cover what was asked now.
      const newSubject = asked.some((w) => this.isSubject(w));
      own = [...memory.intent, ...(newSubject ? [] : memory.subject), ...asked];
    } else if (pointsBack && !asked.some((w) => this.isSubject(w))) {
      // "who wrote it?" after an article: searched within the page "it" is, by its title.
      own = [...asked, ...contentWords(last.title)];
    } else if (memory?.subject.length && !asked.some((w) => this.isSubject(w))) {
      // "how long does one order take?" after restaurants: searched within the subject talked about.
      own = [...asked, ...memory.subject];
    } else if (last && (last.kind === "product" || last.kind === "industry") && !asked.some((w) => this.isSubject(w))) {
      // "can people reply with a picture instead?" after Kathana Survey: searched within it.
      own = [...asked, ...contentWords(last.title)];
    }
    if (asked.length === 0) return this.decline();
    // "Can your voice bot speak Swahili?", "Do you integrate with Salesforce?": a name the content
    // never mentions (not even by a typo or a synonym) means the content cannot answer.
    // Where the visitor is ("a gym in Chandigarh") is no such name, unless the answer is about where we are.
    const unknown = namesIn(question).filter((name) => !ownCode.has(name) && !this.knows(name, ownBusiness));
    const visitorsPlaces = new Set(knownPlacesIn(question));
    if (unknown.some((name) => !visitorsPlaces.has(name))) return this.decline();
    const query = own.join(" ");
    const searched = `${query} ${normalise(question)}`;
    const { added } = synonymsIn(searched, this.synonymsFor(searched));
    // With `saying`, only a passage whose text says what is asked (a month, a number).
    const kept = (passage: AssistantPassage) => (!onLastPage || !last || onPage(passage.url, last.url)) && (!saying || saying(passage.text));
    const results = this.index.search(
      [query, ...added].join(" "),
      (onLastPage && last) || saying ? { filter: (result) => kept(this.byId.get(result.id as string)!) } : undefined,
    );
    // Of the best few: the passage about the subject the question names (an industry), then the one
    // that covers most of the question's own words, then the best scored.
    // A follow-up stays on the page the conversation is about when that page answers it.
    const subject = own.filter((w) => this.isSubject(w));
    // (Searched on the page pointed at alone, every result is on it, whatever subject is asked.)
    const stays = (result: SearchResult) =>
      (onLastPage && last !== undefined) ||
      Boolean(last && !asked.some((w) => this.isSubject(w)) && this.byId.get(result.id as string)!.url.startsWith(last.url));
    // "does it work in Hindi too?": on the page talked about, what "it" does is not asked of it.
    // "what does that article say about cost savings?": only "cost savings" is asked of it.
    const ofIt = pointsBack ? askedOfIt(asked, last.kind).filter((w) => !WHAT_IT_DOES.has(w)) : asked;
    const whoWrote = asksWhoWrote(question);
    const best = results
      .slice(0, RERANKED)
      .map((result) => {
        const staysOnLast = stays(result);
        const words = staysOnLast && ofIt.length ? ofIt : asked;
        const terms = new Set(result.queryTerms);
        return {
          result,
          coverage: this.coverage(words, result),
          // "who wrote it": the byline that says "wrote" before a section that says "written"; and
          // in Hindi, where a section may say "लिखा" too, the byline when who wrote it is asked.
          direct: words.filter((w) => terms.has(termOf(w) ?? w)).length,
          byline: whoWrote && this.byId.get(result.id as string)!.byline === true,
          onSubject: subject.every((w) => this.coverage([w], result) === 1),
          stays: staysOnLast,
        };
      })
      .sort(
        (a, b) =>
          Number(b.onSubject) - Number(a.onSubject) ||
          Number(b.stays && b.coverage >= this.thresholds.coverage) - Number(a.stays && a.coverage >= this.thresholds.coverage) ||
          b.coverage - a.coverage ||
          b.direct - a.direct ||
          Number(b.byline) - Number(a.byline) ||
          b.result.score - a.result.score,
      )[0];
    if (!best || best.coverage < (whole ? 1 : least)) return this.decline();
    // A price, a salary, the clients: only a passage that names it answers; a number only from a sentence with one.
    const matched = new Set(best.result.queryTerms);
    if (factWords(question).some((word) => !matched.has(termOf(word) ?? word))) return this.decline();
    const passage = this.byId.get(best.result.id as string)!;
    // A page about us answers no name it lacks, nor a place asked of us it does not say ("chennai office").
    const aboutUs = this.aboutUs.has(pageOf(passage.url));
    if (aboutUs && (unknown.length || placesAskedOfUs(question).some((place) => !matched.has(termOf(place) ?? place)))) return this.decline();
    const answer = this.quote(passage, best.result);
    const counted = this.countedForms(question);
    // "how many weeks is the photo kept" is answered by "up to 90 days": a time asked in any unit.
    const gives = (sentence: string) => counted.some((thing) => givesNumberOf(sentence, thing) || (isTimeUnit(thing) && statesDuration(sentence)));
    if (counted.length && !sentences(answer).some(gives)) return this.decline();
    // "which CRM does it use": only a passage that mentions a CRM names one.
    // "can announcements go out by email?": only a passage that mentions the channel.
    const chosen = chosenThings(question);
    const channels = channelsAsked(question);
    if (chosen.length || channels.length) {
      const read = { words: ` ${normalise(searchedFields(passage).join(" "))} ` };
      if (chosen.some((thing) => !this.mentions(read, thing))) return this.decline();
      if (!this.mentionsChannels(read, channels)) return this.decline();
    }
    return {
      // A client's words are theirs: "our agents" are the bank's agents, not ours.
      answer: passage.saidBy ? `${passage.saidBy}: “${answer}”` : answer,
      sources: passage.links?.length ? passage.links.slice(0, 3) : this.sources([best.result, ...results.filter((r) => r !== best.result)]),
      declined: false,
      actions: this.actions(passage, own),
      // "which industry is that for?" after a demo call's passage: "that" is the page it is on.
      memory: { ...this.memoryOf(own), target: this.router.at(passage.url)?.id },
      ...(passage.transcript ? { transcript: passage.transcript } : {}),
    };
  }

  /** A place's answer and page as the place checks read them, normalised once per place: its sentences, and its words. */
  private readingOf(target: AssistantTarget): PlaceReading {
    let read = this.placeReadings.get(target.id);
    if (!read) {
      const page = this.pageTexts.get(target.id) ?? "";
      read = {
        sentences: [...sentences(target.answer), ...sentences(page)].map(normalise),
        words: ` ${normalise([...target.words, page].join(" "))} `,
      };
      this.placeReadings.set(target.id, read);
    }
    return read;
  }

  /**
   * True when `words` (normalised, each with a space either side) have `word`, or one of its
   * synonyms: "free" is stated by a page that says "मुफ़्त".
   */
  private says(words: string, word: string): boolean {
    const has = (term: string) => words.includes(` ${term} `);
    return has(word) || this.synonymsFor(word).some((members) => members.includes(word) && members.some(has));
  }

  /**
   * True when the text read mentions `thing`: in the singular or the plural, by a synonym, or
   * written in the other script ("कौन सी audio file" of a page that says "ऑडियो").
   */
  private mentions(read: Omit<PlaceReading, "sentences">, thing: string, { strict = false } = {}): boolean {
    const term = termOf(thing) ?? thing;
    if (this.says(read.words, thing) || [term, `${term}s`, `${term}es`].some((form) => read.words.includes(` ${form} `))) return true;
    if (DEVANAGARI.test(term)) {
      read.inflected ??= new Set(read.words.split(" ").flatMap((word) => (DEVANAGARI.test(word) ? (termOf(word) ?? []) : [])));
      if (read.inflected.has(term)) return true;
    }
    // In the other script, by its sound (the singular's too: "clients" is "क्लाइंट"); a word of too
    // few consonants to tell apart ("audio") may be there, unless `strict`.
    if (!(/^[a-z0-9]/.test(thing) ? DEVANAGARI : LATIN).test(read.words)) return false;
    const sounds = [...new Set([skeleton(thing), skeleton(term)])].filter((sound): sound is string => sound !== null && sound.length >= MIN_SOUNDED);
    if (!sounds.length) return !strict;
    read.sounds ??= new Set(read.words.split(" ").flatMap((word) => skeleton(word) ?? []));
    return sounds.some((sound) => read.sounds!.has(sound));
  }

  /** True when the place's words name each channel asked, in one of the words a page may write it in. */
  private mentionsChannels(read: Omit<PlaceReading, "sentences">, channels: readonly (readonly string[])[]): boolean {
    return channels.every((forms) => forms.some((form) => this.mentions(read, form, { strict: true })));
  }

  /** The thing a question counts ("kitne din"), in the site's words too ("days"); none when it counts nothing. */
  private countedForms(question: string): string[] {
    return countedThings(question).flatMap((counted) => [
      counted,
      ...synonymsIn(counted, this.synonymsFor(counted)).added.flatMap((phrase) => phrase.split(" ")),
    ]);
  }

  /**
   * True when the content has the word, or a name it writes by a typo or a prefix, or it is one of
   * the site's terms; `ofABusiness`: or a word of an industry, for a visitor describing their business.
   */
  private knows(word: string, ofABusiness = false): boolean {
    if (this.siteTerms.has(word) || (ofABusiness && this.businessTerms.has(word))) return true;
    // The content's word itself, a name it writes, or a long word one letter off ("Anouncements");
    // a short or further-off match is another word, not the name asked about ("Zoom" is not
    // "room", "Calendly" not "calendar").
    const term = termOf(word) ?? word;
    return this.index
      .search(word)
      .some((result) =>
        result.terms.some((found) => found === term || this.contentNames.has(found) || (term.length >= TYPO_NAME_LENGTH && within(term, found, 1))),
      );
  }

  /** True when the question asks a word that is neither the place's name, nor what visitors call it, nor a wish to read it. */
  private asksMoreThanItsName(asked: readonly string[], place: AssistantTarget): boolean {
    const naming = new Set(contentWords([place.title, ...place.words].join(" ")).map((w) => termOf(w) ?? w));
    return asked.some((word) => !asksToRead(word) && !naming.has(termOf(word) ?? word));
  }

  /**
   * The article a question names by words of its title right before the kind's name ("the voice
   * automation article", "education wale blog"; a title's word may be a longer or shorter form,
   * "Educational") or, with none there, after it ("the article about contact centers"), when only
   * one title has them all; and the other words it asks.
   */
  private articleTitledIn(question: string, asked: readonly string[]): { article: AssistantTarget; rest: string[] } | undefined {
    const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= TITLE_STEM && (a.startsWith(b) || b.startsWith(a)));
    const tokens = normalise(question).split(" ");
    // The title's words next to the kind's name, read away from it: the articles that have them all.
    const titledBy = (positions: number[]) => {
      let named = this.articles;
      const run: string[] = [];
      for (const j of positions) {
        const word = termOf(tokens[j]!) ?? tokens[j]!;
        // Asked or not as written: "वाला" asks nothing, though its stem "वाल" would.
        if (!contentWords(tokens[j]!).length) {
          if (run.length) break;
          continue;
        }
        const having = named.filter((article) => this.articleTitleWords.get(article)!.some((t) => sameWord(word, t)));
        if (!having.length) break;
        named = having;
        run.push(word);
      }
      return { named, run };
    };
    for (const [i, token] of tokens.entries()) {
      // "post" names no article in "post purchase survey".
      if (token === "post" || !namesKind([token], "article")) continue;
      const before = titledBy([...tokens.keys()].slice(0, i).reverse());
      // "the article about contact centers": after the name, when nothing stands before it; not
      // "articles on voice automation and surveys", which names more than one.
      const readAfter = !before.run.length && !tokens.slice(i + 1).some((t) => JOINING.has(t));
      const { named, run } = readAfter ? titledBy([...tokens.keys()].slice(i + 1)) : before;
      if (run.length && named.length === 1) {
        const said = new Set([...run, ...tokens.filter((t) => namesKind([t], "article"))]);
        return { article: named[0]!, rest: asked.map((w) => termOf(w) ?? w).filter((w) => !said.has(w)) };
      }
    }
    return undefined;
  }

  /** The kind of place a page lists and counts (/blogs: articles), if it is such a page. */
  private kindListedOn(target: AssistantTarget): ListedKind | undefined {
    if (target.kind !== "page") return undefined;
    return (Object.keys(LISTED_FACT) as ListedKind[]).find((kind) => this.router.byId(`fact:${LISTED_FACT[kind]}`)?.url === target.url);
  }

  /** The section whose code name the question writes first ("X-Cache" is "x cache"), if any. */
  private sectionNamedIn(question: string): AssistantTarget | undefined {
    const text = ` ${normalise(question)} `;
    let first: { at: number; target: AssistantTarget } | undefined;
    for (const [name, target] of this.sectionNamed) {
      const at = text.indexOf(` ${name} `);
      if (at >= 0 && (!first || at < first.at)) first = { at, target };
    }
    return first?.target;
  }

  /** A company fact, or a place on a page about the company itself. */
  private isAboutUs(target: AssistantTarget): boolean {
    return target.kind === "fact" || this.aboutUs.has(pageOf(target.url));
  }

  private isSubject(word: string): boolean {
    return this.subjectWords.has(termOf(word) ?? word);
  }

  /** Share of the question's words the passage matched: directly, by a typo, or through a synonym. */
  private coverage(own: string[], result: SearchResult): number {
    const matched = new Set(result.queryTerms);
    const has = (phrase: string) => phrase.split(" ").every((w) => matched.has(termOf(w) ?? w));
    // Words of a synonym the question used ("loan instalment") count when the passage has another
    // member of its group ("EMI").
    const bySynonym = new Set<string>();
    const asked = ` ${own.join(" ")} `;
    for (const members of this.synonymsFor(asked)) {
      const used = members.filter((m) => asked.includes(` ${m} `));
      if (used.length && members.some((m) => !used.includes(m) && has(m))) for (const phrase of used) for (const w of phrase.split(" ")) bySynonym.add(w);
    }
    let covered = 0;
    for (const word of own) if (matched.has(termOf(word) ?? word) || bySynonym.has(word)) covered++;
    return own.length ? covered / own.length : 0;
  }

  /**
   * Up to three sentences of the passage, those that hold the matched words, in their order. A word
   * weighs less the more of the passage's sentences have it, and a little word ("in", "to", of a
   * synonym such as "get in touch") not at all: of the list of retention periods, "how long do you
   * keep my contact form details" quotes the one on contact enquiries.
   */
  private quote(passage: AssistantPassage, result: SearchResult): string {
    const all = sentences(passage.text);
    const terms = new Set(result.terms);
    const founds = all.map(
      (sentence) =>
        new Set(
          normalise(sentence)
            .split(" ")
            .map((w) => termOf(w) ?? w)
            .filter((t) => terms.has(t) && !isStopWord(t)),
        ),
    );
    const spread = new Map<string, number>();
    for (const found of founds) for (const term of found) spread.set(term, (spread.get(term) ?? 0) + 1);
    const scored = all.map((sentence, i) => {
      let score = 0;
      for (const term of founds[i]!) score += 1 / spread.get(term)!;
      return { i, sentence, score };
    });
    const chosen = scored
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(0, 3)
      .sort((a, b) => a.i - b.i);
    const picked = chosen.length ? chosen : scored.slice(0, 2);
    return picked.map((s) => s.sentence).join(" ");
  }

  private sources(results: SearchResult[]): AssistantSource[] {
    const top = results[0]!.score;
    const seen = new Set<string>();
    const out: AssistantSource[] = [];
    for (const result of results) {
      if (out.length === 3 || result.score < top * this.thresholds.sourceShare) break;
      const passage = this.byId.get(result.id as string)!;
      if (seen.has(passage.url)) continue;
      seen.add(passage.url);
      out.push({ title: passage.section ? `${passage.title}: ${passage.section}` : passage.title, url: passage.url });
    }
    return out;
  }

  private actions(passage: AssistantPassage, own: string[]): AssistantAction[] {
    const actions: AssistantAction[] = [];
    if (passage.demoUrl) actions.push({ kind: "demo", label: this.messages.demoLabel, url: passage.demoUrl });
    if (passage.kind === "article") actions.push({ kind: "article", label: this.messages.articleLabel, url: passage.url });
    if (own.some((w) => SALES_INTENT.has(w))) actions.push(this.salesAction());
    return actions;
  }

  private salesAction(): AssistantAction {
    return { kind: "sales", label: this.messages.salesLabel, url: this.messages.salesUrl };
  }

  /**
   * A question goes to a place unless it asks what the place's description cannot say: a name the
   * content never mentions ("an office in Bangalore"), or a price, a salary, the clients (only a
   * passage that names them answers). Who describes their business ("homestay owner in Manali",
   * "Maruti ki dealership") goes to it whatever it names of where or what the business is, not
   * of anything else ("our Shopify store"), and a price still only where the page states it;
   * `anywhere` lets any place be where it is, and a city or state of India is where the visitor is
   * on any page not about the company. A visitor speaking only of their own business ("my staff",
   * "we work on sundays") asks no company fact. When the examples vouch for the place (`vouched`,
   * see `vouching`), only a commercial fact it does not state keeps the question from it.
   */
  private mayRoute(question: string, { target, reason }: RoutedTarget, { anywhere = false, vouched = false } = {}): boolean {
    // Where the business is may be anywhere; what else it names the content must know ("our Shopify
    // store"). A place in India a visitor names is where they are, unless the page is about us.
    const places = new Set(reason === "business" || anywhere ? placeNamesIn(question) : this.isAboutUs(target) ? [] : knownPlacesIn(question));
    // A fact word is stated by the page in either script ("clients" by "क्लाइंट"), never by a sound too short to tell.
    // A price is stated by a page that says it is free ("does an account cost anything": "Create a
    // free account"), unless the question names another kind of place ("are the demos free or paid").
    const reading = this.readingOf(target);
    const isFree = () => {
      if (!this.mentions(reading, "free", { strict: true })) return false;
      const asked = contentWords(question).map((w) => termOf(w) ?? w);
      return !PRICED_KINDS.some((kind) => kind !== target.kind && namesKind(asked, kind));
    };
    const states = (word: string) => this.mentions(reading, word, { strict: true }) || (asksAPrice(word) && isFree());
    if (reason === "business") return namesIn(question).every((name) => places.has(name) || this.knows(name, true)) && commercialWords(question).every(states);
    // "chennai office address": a place in India, in any case, is asked of a page about us only where it says it.
    if (this.isAboutUs(target) && !placesAskedOfUs(question).every(states)) return false;
    // A fact is asked in its own sentence: what the others name is the visitor's news ("our RFP is ready, what's your email?").
    const ownCode = new Set(ownCodeNamesIn(question));
    const named = namesIn(reason === "fact" ? askedPart(question) : question);
    if (!vouched && named.some((name) => !places.has(name) && !ownCode.has(name) && !this.knows(name))) return false;
    // "How many people work in your Pune office?": the place or its page must give that number.
    // A reply time answers "how many days until you reply", in whatever words it gives the time.
    const counted = vouched ? [] : this.countedForms(question);
    const timeOfReply = target.fact === "reply-time" && counted.some(isTimeUnit);
    // "ये कंपनी कितने साल पुरानी है", "kitni purani": how old we are is answered by the year we started.
    const ageOfUs = target.fact === "founded" && counted.some((thing) => AGE_WORDS.has(thing));
    if (counted.length && !timeOfReply && !ageOfUs && !this.readingOf(target).sentences.some((said) => counted.some((thing) => saysNumberOf(said, thing))))
      return false;
    // "which airlines does it search": the place must mention the kind of thing to be named.
    if (!vouched && chosenThings(question).some((thing) => !this.mentions(this.readingOf(target), thing))) return false;
    // "can the voicebot call customers on whatsapp?": a channel the place never mentions.
    if (!this.mentionsChannels(reading, channelsAsked(question))) return false;
    // "do I need a photo ID at your building?", "can a foreign national apply?": a page about us
    // (not the home page, which is about everything) reached by the examples answers what it, or
    // the editors' questions for it, say; two words said nowhere there ask something else.
    if (reason === "example" && !vouched && this.examplesSay.has(target.id)) {
      const said = { words: this.examplesSay.get(target.id)! };
      const unstated = contentWords(question).filter((word) => !this.mentions(this.readingOf(target), word) && !this.mentions(said, word));
      if (unstated.length >= UNSTATED_OF_US) return false;
    }
    // A company fact answers the fact words it is about ("when was it founded"), not others ("who founded it": the founders).
    if (reason === "fact") return factWords(question).every((word) => FACT_KIND_WORDS[target.fact ?? ""]?.includes(word));
    return (vouched ? commercialWords(question) : [...commercialWords(question), ...companyFactWordsAsked(question)]).every(states);
  }

  /**
   * The industry (or else product) whose passages best match a description of a business: searched
   * over those passages only, and trusted when at least two of the description's own words (or its
   * only one) are found there. An industry the question names none of the words of comes last.
   */
  private nearestBusinessPlace(question: string, asked: string[]): AssistantTarget | undefined {
    const own = asked.filter((word) => !GENERIC_BUSINESS_WORDS.has(word));
    if (!own.length) return undefined;
    const { added } = synonymsIn(own.join(" "), this.synonymsFor(own.join(" ")));
    const results = this.index.search([...own, ...added].join(" "), {
      filter: (result) => BUSINESS_PLACE_KINDS.has(this.byId.get(result.id as string)?.kind ?? ""),
    });
    let unnamed: AssistantTarget | undefined;
    for (const result of results.slice(0, RERANKED)) {
      const matched = new Set(result.queryTerms);
      const found = own.filter((word) => matched.has(termOf(word) ?? word)).length;
      if (found < Math.min(2, own.length)) continue;
      const passage = this.byId.get(result.id as string)!;
      const target = this.router.placeOf(passage.url);
      if (target?.kind === "industry" && !this.router.names(question, target.id)) {
        unnamed ??= target;
        continue;
      }
      if (target) return target;
    }
    return unnamed;
  }

  /** A passage, whole, as the answer: its page the source. */
  private passageReply(passage: AssistantPassage, own: string[]): AssistantReply {
    return {
      answer: passage.text,
      sources: [{ title: passage.title, url: passage.url }],
      declined: false,
      actions: this.actions(passage, own),
      memory: { ...this.memoryOf(own), target: this.router.at(passage.url)?.id },
    };
  }

  /** An editor's answer, whole, with its links as the sources. */
  private curatedReply(passage: AssistantPassage, own: string[]): AssistantReply {
    return {
      answer: passage.text,
      sources: (passage.links ?? []).slice(0, 3),
      declined: false,
      actions: this.actions(passage, own),
      memory: this.memoryOf(own),
    };
  }

  /** What a follow-up needs of a question answered from the content: its intent and its subject words. */
  private memoryOf(own: string[]): AssistantMemory {
    return { intent: own.filter((w) => !this.isSubject(w)), subject: own.filter((w) => this.isSubject(w)) };
  }

  /** The answer that leads to a place: what a visitor does there, the place first, its action. */
  private targetReply({ target, reason, compared }: RoutedTarget, own: string[], likely: readonly { target: string | null }[] = []): AssistantReply {
    // Products compared: what each one is, in its first sentence under its name; the page of all, then each one's.
    if (reason === "compare" && compared?.length) {
      const each = compared.slice(0, 3);
      return {
        answer: each.map((product) => `${product.title}: ${sentences(product.answer)[0] ?? product.answer}`).join(" "),
        sources: [target, ...each].slice(0, 3).map(({ title, url }) => ({ title, url })),
        declined: false,
        actions: target.action ? [target.action] : [],
        memory: { intent: [], subject: own.filter((w) => this.isSubject(w)), target: target.id },
      };
    }
    // "where can I try it?" of a product: its demo's page and button first, then the product's page.
    const demo = reason === "try" ? this.demoOf.get(target.id) : undefined;
    const action = demo?.action ?? target.action;
    const actions = action ? [action] : [];
    if (own.some((w) => SALES_INTENT.has(w))) actions.push(this.salesAction());
    const sources =
      demo && demo.url !== target.url
        ? this.withLikely({ title: demo.title, url: demo.url }, [{ target: target.id }, ...likely])
        : this.withLikely({ title: target.title, url: target.url }, likely);
    return {
      answer: target.answer,
      sources,
      declined: false,
      actions,
      memory: { intent: [], subject: own.filter((w) => this.isSubject(w)), target: target.id },
    };
  }

  /** The place's link, then up to two other places the examples make likely for the question. */
  private withLikely(first: AssistantSource, likely: readonly { target: string | null }[]): AssistantSource[] {
    const sources = [first];
    for (const { target: id } of likely) {
      const place = id ? this.router.byId(id) : undefined;
      if (sources.length === 3) break;
      if (place && !sources.some((s) => s.url === place.url)) sources.push({ title: place.title, url: place.url });
    }
    return sources;
  }

  /** A greeting answered with the greeting, thanks with "you're welcome": nothing from the content, so still declined. */
  private smallTalk(question: string): AssistantReply {
    const reply = isThanks(question) ? this.messages.welcome : this.messages.greeting;
    if (!reply) return this.decline();
    return { answer: reply, sources: [], declined: true, actions: [], memory: null };
  }

  /** Thanks for praise; for a complaint, an apology and the offer of the sales team. Nothing from the content, so declined. */
  private remarkReply(remark: "praise" | "complaint"): AssistantReply {
    const reply = remark === "praise" ? this.messages.praised : this.messages.sorry;
    if (!reply) return this.decline();
    return { answer: reply, sources: [], declined: true, actions: remark === "complaint" ? [this.salesAction()] : [], memory: null };
  }

  private decline(): AssistantReply {
    return { answer: this.messages.decline, sources: [], declined: true, actions: [this.salesAction()], memory: null };
  }
}
