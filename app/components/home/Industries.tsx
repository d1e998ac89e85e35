import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useI18n } from "~/components/i18n/i18n";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { AudioButton, AudioElement } from "~/components/ui/AudioButton";
import { usePlayback } from "~/components/ui/audio-playback";
import { DemoCard, type DemoCardContent } from "~/components/ui/DemoCard";
import { DemoGrid } from "~/components/ui/DemoGrid";
import { SanityImage } from "~/components/ui/SanityImage";
import { whenNear } from "~/components/ui/when-near";
import { fileUrl } from "~/content/image";
import type { HomePageContent, Industry, IndustryDemosData } from "./types";
import styles from "./Industries.module.css";
import { useContentEnv } from "~/components/request-context";

function SampleAudio({ industry }: { industry: Industry }) {
  const env = useContentEnv();
  const { t } = useI18n();
  const src = fileUrl(env, industry.sampleAudio);
  const playback = usePlayback(src);
  if (!src) return null;
  return (
    <div className={styles.sample}>
      <AudioButton playback={playback} label={industry.sampleAudioTitle ?? t("{industry} sample call", { industry: industry.tabLabel })} />
      {industry.sampleAudioTitle ? <span>{industry.sampleAudioTitle}</span> : null}
      <AudioElement playback={playback} src={src} />
    </div>
  );
}

const INDUSTRY_DEMOS_URL = "/api/home/industry-demos";

/** The lists in the page's language: the API is not behind the language prefix, so it is told (`?lang=hi`). */
function industryDemosUrl(language: string): string {
  return language === DEFAULT_LANGUAGE ? INDUSTRY_DEMOS_URL : `${INDUSTRY_DEMOS_URL}?lang=${encodeURIComponent(language)}`;
}

type IndustryDemos = { state: "idle" | "loading" | "failed" } | { state: "ready"; lists: Map<string, DemoCardContent[]> };

/**
 * The tabs' demo lists are not in the page's data (most of it, and only a visitor who picks a tab
 * needs them): they are fetched once, when the section comes within a screen of the viewport or a
 * tab is picked, whichever is first.
 */
function useIndustryDemos(section: RefObject<HTMLElement>) {
  const { language } = useI18n();
  const [demos, setDemos] = useState<IndustryDemos>({ state: "idle" });
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setDemos({ state: "loading" });
    fetch(industryDemosUrl(language), { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<IndustryDemosData>) : Promise.reject(new Error(String(response.status)))))
      .then((data) => setDemos({ state: "ready", lists: new Map(data.industries.map((item) => [item._id, item.demos])) }))
      .catch(() => {
        started.current = false;
        setDemos({ state: "failed" });
      });
  }, [language]);
  useEffect(() => {
    const element = section.current;
    if (!element) {
      load();
      return;
    }
    return whenNear(element, "100% 0px", load);
  }, [section, load]);
  return { demos, load };
}

/**
 * Industries and Case Studies (SPEC §2/§4): a tablist of the six industries (BFSI first and
 * selected). A tab swaps title, description, cover, sample audio and demo cards; the sample audio
 * stops on a switch (its player is keyed by industry). Before a tab is picked, the demo cards are
 * the content's starting list; the tabs' own lists are fetched (useIndustryDemos).
 */
export function Industries({ page, industries }: { page: HomePageContent; industries: Industry[] }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const section = useRef<HTMLElement>(null);
  const { demos: tabDemos, load } = useIndustryDemos(section);
  const industry = industries[index];
  if (!industry) return null;
  const demos: DemoCardContent[] | null = !picked ? page.initialDemos : tabDemos.state === "ready" ? (tabDemos.lists.get(industry._id) ?? []) : null;

  const select = (i: number) => {
    setIndex(i);
    setPicked(true);
    load();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = industries.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <section ref={section} className="container section" aria-labelledby="industries-heading">
      <h2 id="industries-heading">{page.industriesHeading}</h2>
      <div role="tablist" aria-label={page.industriesHeading} className={styles.tabs} onKeyDown={onKeyDown} tabIndex={-1}>
        {industries.map((item, i) => (
          <button
            key={item._id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`industry-tab-${item.industryId}`}
            aria-selected={i === index}
            aria-controls="industry-panel"
            tabIndex={i === index ? 0 : -1}
            className={styles.tab}
            onClick={() => select(i)}
          >
            {item.tabLabel}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="industry-panel"
        aria-labelledby={`industry-tab-${industry.industryId}`}
        className={styles.panel}
        data-testid="industry-panel"
        aria-busy={demos === null && tabDemos.state !== "failed"}
      >
        <div className={styles.intro}>
          <div>
            <h3>{industry.title}</h3>
            <p>{industry.summary}</p>
            <SampleAudio key={industry._id} industry={industry} />
          </div>
          <SanityImage key={`cover-${industry._id}`} image={industry.coverImage} width={480} height={320} className={styles.cover} />
        </div>
        {demos === null ? (
          tabDemos.state === "failed" ? (
            <p className={styles.none} role="alert">
              {t("The demos could not be loaded.")}{" "}
              <button type="button" className={styles.retry} onClick={load}>
                {t("Try again")}
              </button>
            </p>
          ) : (
            <p className={styles.none} role="status">
              {t("Loading the demos…")}
            </p>
          )
        ) : demos.length > 0 ? (
          <DemoGrid count={demos.length}>
            {demos.map((demo) => (
              <li key={demo._key ?? demo._id}>
                <DemoCard demo={demo} headingLevel={4} />
              </li>
            ))}
          </DemoGrid>
        ) : (
          <p className={styles.none}>{t("Demos for this industry are on their way.")}</p>
        )}
      </div>
    </section>
  );
}
