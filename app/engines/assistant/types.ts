/** The site assistant engine: answers a visitor's question from passages of the site's content. */

/** One piece of the site's content the assistant may quote, with where it stands on the site. */
export interface AssistantPassage {
  /** Stable id (kind + slug + section), unique in one index. */
  id: string;
  /** What it is, for the actions offered with an answer. */
  kind: "answer" | "product" | "industry" | "call-flow" | "demo-card" | "demo" | "article" | "company" | "careers" | "contact" | "developers" | "legal";
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
  /** Where a visitor can try it: a demo page, an industry page with demo cards. */
  demoUrl?: string;
  /** An editor's answer: the pages it links to are its sources (the first is `url`). */
  links?: AssistantSource[];
}

export interface AssistantSource {
  title: string;
  url: string;
}

export interface AssistantAction {
  kind: "demo" | "sales" | "article";
  label: string;
  url: string;
}

/** What the assistant remembers of a conversation between two questions (kept by the caller). */
export interface AssistantMemory {
  /** The content words of the last answered question that were not its subject (the intent). */
  intent: string[];
  /** The subject words of the last answered question (an industry, a product). */
  subject: string[];
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
}

export interface AssistantEngine {
  readonly kind: "local" | "remote";
  answer(question: string, memory?: AssistantMemory): Promise<AssistantReply>;
}
