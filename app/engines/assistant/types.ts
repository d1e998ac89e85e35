/** The site assistant engine: answers a visitor's question from passages of the site's content. */

/** One piece of the site's content the assistant may quote, with where it stands on the site. */
export interface AssistantPassage {
  /** Stable id (kind + slug + section), unique in one index. */
  id: string;
  /** What it is, for the actions offered with an answer. */
  kind:
    "answer" | "page" | "product" | "industry" | "call-flow" | "demo-card" | "demo" | "article" | "company" | "careers" | "contact" | "developers" | "legal";
  /** The page's title, shown as the source. */
  title: string;
  /** A section of the page, when the passage is one ("Why it matters"). */
  section?: string;
  /** Site-relative URL of the page, with a fragment where the section has an anchor. */
  url: string;
  /** Words that name the passage's subject and weigh more than its text (industry names, product names). */
  keywords?: string;
  /** The text quoted from: whole sentences. */
  text: string;
  /**
   * The same passage in the site's default language, searched but never quoted: a visitor on the
   * Hindi site who writes "bank ke liye voice bot" still finds the Hindi passage.
   */
  alsoText?: string;
  /** It names the company's clients (the home page's logo strip, a testimonial): what answers "which banks use it?". */
  namesClients?: boolean;
  /** Where a visitor can try it: a demo page, an industry page with demo cards. */
  demoUrl?: string;
  /** Its sources, when they are fixed (the first is `url`): an editor's answer's links, a home banner and its button's page. */
  links?: AssistantSource[];
  /** Who says the text (a testimonial's name, role and company): a quote of it names them. */
  saidBy?: string;
  /** It says who wrote an article and when: what answers "who wrote it?". */
  byline?: boolean;
  /** A demo card's call, shown behind a disclosure (never quoted). */
  transcript?: AssistantTranscript;
}

export interface AssistantSource {
  title: string;
  url: string;
}

export interface AssistantAction {
  kind: "demo" | "sales" | "article" | "page";
  label: string;
  url: string;
}

/** What the assistant remembers of a conversation between two questions (kept by the caller). */
export interface AssistantMemory {
  /** The content words of the last answered question that were not its subject (the intent). */
  intent: string[];
  /** The subject words of the last answered question (an industry, a product). */
  subject: string[];
  /** The place of the site the last answer led to ("can I hear a demo of that?"). */
  target?: string;
  /** The place the conversation's first answer led to ("does the first one mention Kathana Meet?"). */
  first?: string;
}

/**
 * A place of the site a question may lead to (issue 43): a page, a live demo, an industry, a
 * product, or a company fact, with the words visitors use for it, made from the content.
 */
export interface AssistantTarget {
  id: string;
  kind: "page" | "demo" | "industry" | "product" | "article" | "fact";
  /** Which company fact (kind "fact"). */
  fact?: "address" | "phone" | "email" | "mission" | "founded" | "name" | "reply-time" | "industries" | "products" | "articles" | "demos";
  /** The source's title. */
  title: string;
  url: string;
  /** What a visitor finds or does there, in one to three of the content's sentences: the answer. */
  answer: string;
  /** What visitors call it (the editors' words for the page, the demo, the industry, the product). */
  words: string[];
  /** The link offered with the answer. */
  action?: AssistantAction;
}

/** A place named by code names only it has (an API endpoint's path, its fields): a question with one of them is about it. */
export interface NamedSection {
  target: AssistantTarget;
  names: string[];
}

/** A question as visitors ask it and the place it leads to (the editors' examples in Assistant settings). */
export interface AssistantExample {
  question: string;
  /** The place's id (AssistantTarget.id), or null for a question the site does not answer. */
  target: string | null;
}

/** A call recording's conversation, shown behind "Show the conversation", never in the answer. */
export interface AssistantTranscript {
  title: string;
  turns: { speaker: string; words: string }[];
}

export interface AssistantReply {
  /** At most three sentences, each taken from the content; or the decline message. */
  answer: string;
  sources: AssistantSource[];
  /** True when the content does not answer the question (or it is not about the provider). */
  declined: boolean;
  actions: AssistantAction[];
  /** What to remember for a follow-up question; unchanged (null) when the question was declined. */
  memory: AssistantMemory | null;
  /** The conversation of the demo call the answer is about, when it is one. */
  transcript?: AssistantTranscript;
}

export interface AssistantEngine {
  readonly kind: "local" | "remote";
  answer(question: string, memory?: AssistantMemory): Promise<AssistantReply>;
}
