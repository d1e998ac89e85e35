/**
 * Kathana Assist's index of the content: one per perspective (published for visitors, drafts for an
 * editor's preview), built at server start and rebuilt when the content changes, a stale one
 * answering until its successor is ready, so no question waits for a rebuild.
 */
import { draftsPerspective, loadQuery, onContentCleared } from "~/content/content.server";
import { ASSISTANT_CONTENT_QUERY } from "~/content/queries.server";
import type { ASSISTANT_CONTENT_QUERYResult } from "~/sanity.types";
import { createAssistantEngine } from "~/engines/assistant/assistant.server";
import type { AssistantEngine } from "~/engines/assistant/types";
import { logInfo } from "~/log.server";
import { industrySubjects, passagesOf, spokenQuestions, synonymsOf, targetsOf } from "./passages.server";

/** What the page shows around the conversation, from Assistant settings. */
export interface AssistantIntro {
  greeting: string;
  suggestions: string[];
}

type Built = { engine: AssistantEngine; intro: AssistantIntro; phrases: string[]; stale: boolean };
const built = new Map<"published" | "drafts", Built>();
const building = new Map<"published" | "drafts", Promise<Built>>();
onContentCleared(() => {
  for (const entry of built.values()) entry.stale = true;
});

const DEFAULT_DECLINE = "I don't have that in our site's content. Would you like me to pass your question to our sales team?";

async function build(): Promise<Built> {
  const started = performance.now();
  const content = await loadQuery<ASSISTANT_CONTENT_QUERYResult>(ASSISTANT_CONTENT_QUERY);
  const settings = content.assistant;
  const targets = targetsOf(content);
  // Every page is knowledge: its description is searched like the rest of the content.
  const pages = targets
    .filter((t) => t.kind === "page")
    .map((t) => ({ id: t.id, kind: "page" as const, title: t.title, url: t.url, keywords: t.words.join(" "), text: t.answer }));
  const passages = [...passagesOf(content), ...pages];
  const engine = createAssistantEngine({
    passages,
    targets,
    synonyms: synonymsOf(content),
    subjects: industrySubjects(content),
    messages: { decline: settings?.declineMessage ?? DEFAULT_DECLINE, salesLabel: "Talk to sales", salesUrl: "/contact" },
  });
  logInfo("assistant index built", { engine: engine.kind, passages: passages.length, ms: Math.round(performance.now() - started) });
  return {
    engine,
    intro: { greeting: settings?.greeting ?? "", suggestions: settings?.suggestedQuestions ?? [] },
    phrases: spokenQuestions(content),
    stale: false,
  };
}

/** The current index; a stale one keeps answering while its successor is built. */
async function current(): Promise<Built> {
  const perspective = draftsPerspective() ? "drafts" : "published";
  const now = built.get(perspective);
  if (now && !now.stale) return now;
  let next = building.get(perspective);
  if (!next) {
    next = build()
      .then((fresh) => {
        built.set(perspective, fresh);
        return fresh;
      })
      .finally(() => building.delete(perspective));
    building.set(perspective, next);
  }
  return now ?? next;
}

/** The engine that answers questions for the current perspective. */
export async function assistantEngine(): Promise<AssistantEngine> {
  return (await current()).engine;
}

/** The questions the microphone listens for. @public: `npm run bench:assistant -- --voice`. */
export async function spokenQuestionList(): Promise<string[]> {
  return (await current()).phrases;
}

/** The page's greeting and suggested questions (Assistant settings). */
export async function assistantIntro(): Promise<AssistantIntro> {
  return (await current()).intro;
}

/** Server start: the published index is built before the first question. @public: also the benchmark's. */
export async function initAssistant(): Promise<void> {
  await current();
}
