/**
 * Kathana Assist's index of the content: one per perspective (published for visitors, drafts for an
 * editor's preview) and language, built at server start (the default language's) or at its first
 * question, and rebuilt when the content changes, a stale one answering until its successor is
 * ready, so no question waits for a rebuild.
 *
 * Another language's index answers from that language's content, and still knows the English words
 * of each place and passage (visitors mix languages: "login कहाँ है") and the glossary's pairs.
 */
import { draftsPerspective, loadQuery, onContentCleared } from "~/content/content.server";
import { ASSISTANT_CONTENT_QUERY } from "~/content/queries.server";
import type { ASSISTANT_CONTENT_QUERYResult } from "~/sanity.types";
import { createAssistantEngine } from "~/engines/assistant/assistant.server";
import type { AssistantEngine } from "~/engines/assistant/types";
import { errorMessage, logInfo, logWarning } from "~/log.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { currentLanguage, enabledLanguages, inLanguage } from "~/i18n/language.server";
import type { SynonymGroups } from "~/engines/assistant/language";
import hindiGlossary from "~/i18n/glossary/hi.json";
import { engineContent, examplesOf, industrySubjects, passagesOf, spokenQuestions, synonymsOf, targetsOf, withPagePassages } from "./passages.server";
import { assistantTexts } from "./texts.server";
import { guideSections } from "./guide-sections.server";

/** What the page shows around the conversation, from Assistant settings. */
export interface AssistantIntro {
  greeting: string;
  suggestions: string[];
}

type Built = { engine: AssistantEngine; intro: AssistantIntro; phrases: string[]; stale: boolean };
/** By "<perspective>:<language>". */
const built = new Map<string, Built>();
const building = new Map<string, Promise<Built>>();
onContentCleared(() => {
  for (const entry of built.values()) entry.stale = true;
});

const DEFAULT_DECLINE = "I don't have that in our site's content. Would you like me to pass your question to our sales team?";

/** The glossary's pairs (English term, its translation) as synonym groups; the brand names it keeps are left out. */
const GLOSSARIES: Readonly<Record<string, readonly { en: string; hi: string; keep?: boolean }[]>> = { hi: hindiGlossary };
function glossaryPairs(language: string): SynonymGroups {
  return (GLOSSARIES[language] ?? [])
    .filter((term) => !term.keep && term.hi !== term.en && !/[/(]/.test(term.hi) && term.en.split(" ").length <= 3 && term.hi.split(" ").length <= 4)
    .map((term) => [term.hi, term.en]);
}

const loadContent = (language: string) => inLanguage(language, () => loadQuery<ASSISTANT_CONTENT_QUERYResult>(ASSISTANT_CONTENT_QUERY));

async function build(language: string): Promise<Built> {
  const started = performance.now();
  const texts = assistantTexts(language);
  const content = await loadContent(language);
  const settings = content.assistant;
  let { targets, passages, synonyms, subjects, examples } = engineContent(content, texts);
  if (language !== DEFAULT_LANGUAGE) {
    const english = await loadContent(DEFAULT_LANGUAGE);
    const englishTargets = new Map(targetsOf(english).map((t) => [t.id, t]));
    targets = targets.map((t) => ({ ...t, words: [...t.words, ...(englishTargets.get(t.id)?.words ?? [])] }));
    const englishPassages = new Map(passagesOf(english).map((p) => [p.id, p]));
    passages = passages.map((p) => {
      const en = englishPassages.get(p.id);
      return en ? { ...p, alsoText: [en.title, en.section, en.keywords, en.text].filter(Boolean).join(" ") } : p;
    });
    synonyms = [...synonyms, ...synonymsOf(english), ...glossaryPairs(language)];
    const englishSubjects = industrySubjects(english);
    subjects = subjects.map((group, i) => [...group, ...(englishSubjects[i] ?? [])]);
    // Visitors on this language's pages ask in English too: the English examples lead to the same places.
    const translated = new Set(examples.map((e) => e.question));
    examples = [...examples, ...examplesOf(english, targets).filter((e) => !translated.has(e.question))];
  }
  const { say } = texts;
  passages = withPagePassages(passages, targets);
  const engine = await createAssistantEngine({
    passages,
    targets,
    sections: await guideSections(language),
    synonyms,
    subjects,
    examples,
    messages: {
      decline: settings?.declineMessage ?? say(DEFAULT_DECLINE),
      salesLabel: say("Talk to sales"),
      salesUrl: "/contact",
      demoLabel: say("Try the demo"),
      articleLabel: say("Read the article"),
      greeting: settings?.greeting ?? undefined,
      welcome: say("You're welcome. Ask me anything else about our products, industries or demos."),
      praised: say("Thank you. Ask me anything else about our products, industries or demos."),
      sorry: say("Sorry that didn't help. Try asking in other words, or I can pass your question to our sales team."),
    },
  });
  logInfo("assistant index built", { engine: engine.kind, language, passages: passages.length, ms: Math.round(performance.now() - started) });
  return {
    engine,
    intro: { greeting: settings?.greeting ?? "", suggestions: settings?.suggestedQuestions ?? [] },
    phrases: spokenQuestions(content),
    stale: false,
  };
}

/** The current index of `language`; a stale one keeps answering while its successor is built. */
async function current(language: string): Promise<Built> {
  const key = `${draftsPerspective() ? "drafts" : "published"}:${language}`;
  const now = built.get(key);
  if (now && !now.stale) return now;
  let next = building.get(key);
  if (!next) {
    next = build(language)
      .then((fresh) => {
        built.set(key, fresh);
        return fresh;
      })
      .finally(() => building.delete(key));
    building.set(key, next);
  }
  return now ?? next;
}

/** The engine that answers questions for the current perspective, in `language` (the request's by default). */
export async function assistantEngine(language = currentLanguage()): Promise<AssistantEngine> {
  return (await current(language)).engine;
}

/** The questions the microphone listens for (the recogniser hears English). @public: `npm run bench:assistant -- --voice`. */
export async function spokenQuestionList(): Promise<string[]> {
  return (await current(DEFAULT_LANGUAGE)).phrases;
}

/** The page's greeting and suggested questions (Assistant settings), in the request's language. */
export async function assistantIntro(language = currentLanguage()): Promise<AssistantIntro> {
  return (await current(language)).intro;
}

/** Server start: the published index is built before the first question. @public: also the benchmark's. */
export async function initAssistant(): Promise<void> {
  await current(DEFAULT_LANGUAGE);
}

/**
 * After start: the other languages' published indexes, built in the background (their examples'
 * classifier takes a second, in slices), so that no visitor's first question in Hindi waits for it.
 * One that fails is built again at its first question.
 */
export function prepareOtherLanguages(): void {
  for (const language of enabledLanguages())
    if (language !== DEFAULT_LANGUAGE)
      current(language).catch((error: unknown) => logWarning("assistant index not built", { language, error: errorMessage(error) }));
}
