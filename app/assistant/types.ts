/**
 * Kathana Assist's shapes that the server and the browser share: the answer of `POST
 * /api/assistant` (and of the voice call and the /assistant page), and who is asking.
 */
import type { AssistantAction, AssistantSource, AssistantTranscript } from "~/engines/assistant/types";

/** The answer to one message: `POST /api/assistant`'s JSON body. */
export interface AssistantAnswer {
  answer: string;
  sources: AssistantSource[];
  declined: boolean;
  actions: AssistantAction[];
  /** The conversation's next snapshot: send it with the next message. */
  conversationId: string;
  /** A demo call's conversation, for "Show the conversation" (never part of `answer`). */
  transcript?: AssistantTranscript;
}

/** What the /assistant page's action and the voice call answer: the question heard or asked, then the answer or a refusal. */
export interface AssistantExchange extends Partial<AssistantAnswer> {
  question: string;
  /** A refusal of the question itself (empty, too long, a limit). */
  error?: string;
}

/** Who is asking: what a conversation is bound to, and what rate limits count. */
export interface AssistantCaller {
  kind: "browser" | "api-key" | "local";
  /** What the conversation belongs to: the browser's CSRF token or the API key's id. */
  identity: string;
  /** The subject of per-client rate limits (the client's address, or the key's id). */
  rateSubject: string;
  userAgent: string | null;
}

/** In-process callers (the benchmark, tests): one visitor. */
export const LOCAL_CALLER: AssistantCaller = { kind: "local", identity: "local", rateSubject: "local", userAgent: null };
