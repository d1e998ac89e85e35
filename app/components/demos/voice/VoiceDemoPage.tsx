import type { SerializeFrom } from "@remix-run/node";
import { useI18n } from "~/components/i18n/i18n";
import { PageHero } from "~/components/layout/PageHero";
import { SanityImage } from "~/components/ui/SanityImage";
import type { PageMeta } from "~/content/page-meta.server";
import type { VOICE_DEMO_QUERYResult } from "~/sanity.types";
import { DemoFeatures, MoreDemos, demoStyles } from "../shared/DemoSections";
import { VoiceDemo, type VoiceActionData } from "./VoiceDemo";
import styles from "./VoiceDemo.module.css";

/** The page's content as its loader sends it (JSON). */
type Content = SerializeFrom<Omit<VOICE_DEMO_QUERYResult, "page"> & { page: NonNullable<VOICE_DEMO_QUERYResult["page"]> }>;

interface VoiceDemoPageProps {
  content: Content;
  meta: PageMeta;
  maxUploadKb: number;
  /** "current": /demos/voice (SPEC §2 "Voice demo page"); "legacy": /demos/voice/2, the older variant (voicedemoupload2, values added without checks). */
  variant: "current" | "legacy";
  formAction: string;
  actionData: VoiceActionData | undefined;
}

/** A voice demo page: banner, explainer, features, survey card, the demo, more demos. */
export function VoiceDemoPage({ content, meta, maxUploadKb, variant, formAction, actionData }: VoiceDemoPageProps) {
  const { t } = useI18n();
  const { page, categories, moreDemos } = content;

  return (
    <>
      {/* The older variant keeps its own page heading (its Page document), the current one the banner 'Voice'. */}
      <PageHero heading={variant === "legacy" ? (meta.heading ?? page.bannerHeading) : page.bannerHeading} intro={page.explainer} image={page.bannerImage} />
      <DemoFeatures id="voice-features" features={page.features} />
      {page.surveyCard ? (
        <section className="container section" aria-labelledby="voice-survey">
          <div className={styles.survey}>
            {page.surveyCard.image ? <SanityImage image={page.surveyCard.image} width={480} className={styles.surveyImage} /> : null}
            <div>
              <h2 id="voice-survey">{page.surveyCard.title}</h2>
              <p>{page.surveyCard.text}</p>
              <a className="button" href={page.surveyCard.url} target="_blank" rel="noopener noreferrer">
                {page.surveyCard.linkLabel}
                <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
              </a>
            </div>
          </div>
        </section>
      ) : null}
      <section id="voice-demo" className={`container section ${demoStyles.demoSection}`} aria-labelledby="voice-demo-heading" tabIndex={-1}>
        <h2 id="voice-demo-heading" className={demoStyles.sectionTitle}>
          {page.demoHeading}
        </h2>
        <VoiceDemo
          variant={variant}
          builtIn={categories}
          steps={page.steps ?? []}
          feedbackQuestion={page.feedbackQuestion}
          formAction={formAction}
          maxUploadKb={maxUploadKb}
          actionData={actionData}
        />
      </section>
      <MoreDemos id="voice-more" heading={page.moreDemosHeading} demos={moreDemos} label="mediumTitle" />
    </>
  );
}
