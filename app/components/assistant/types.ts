/** What the /assistant page's action answers (the JSON API's answer, with the question asked). */
export interface AssistantPageAction {
  question: string;
  answer?: string;
  sources?: { title: string; url: string }[];
  declined?: boolean;
  actions?: { kind: "demo" | "sales" | "article"; label: string; url: string }[];
  conversationId?: string;
  /** A refusal of the question itself (empty, too long, a limit). */
  error?: string;
}
