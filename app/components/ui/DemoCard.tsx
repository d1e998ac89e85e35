import { useEffect, useId, useRef, useState } from "react";
import { Link } from "~/components/i18n/Link";
import { useI18n } from "~/components/i18n/i18n";
import type { MessageKey } from "~/i18n/messages";
import { fileUrl, type SanityImageValue } from "~/content/image";
import { SanityImage } from "./SanityImage";
import { AudioButton, AudioElement } from "./AudioButton";
import { usePlayback } from "./audio-playback";
import { CallTranscript, transcriptTurns } from "./CallTranscript";
import { hiddenAround } from "./hidden-words";
import styles from "./DemoCard.module.css";
import { useContentEnv } from "~/components/request-context";

/** A demo card as every demo-card query projects it (SPEC §3 "Demo card"). */
export interface DemoCardContent {
  _key?: string;
  _id: string;
  title: string;
  image: SanityImageValue;
  link: string | null;
  audioIndia: unknown;
  audioUs: unknown;
  transcript?: string | null;
}

export type Country = "IN" | "US";
const COUNTRIES: { code: Country; name: MessageKey }[] = [
  { code: "IN", name: "India" },
  { code: "US", name: "United States" },
];

/**
 * A flag drawn by CSS gradients on one element: every card shows three, and as inline SVG they
 * were a sixth of the home page's elements, all styled and laid out before first paint.
 */
function Flag({ country }: { country: Country }) {
  return <span className={`${styles.flag} ${country === "IN" ? styles.flagIN : styles.flagUS}`} aria-hidden="true" data-flag={country} />;
}

/** IN/US choice (SPEC §4): opens and closes on click, closes on an outside click and Escape. */
function CountrySelect({ value, onChange, cardTitle }: { value: Country; onChange: (c: Country) => void; cardTitle: string }) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const { t } = useI18n();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    list.current?.focus();
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const choose = (country: Country) => {
    setOpen(false);
    button.current?.focus();
    if (country !== value) onChange(country);
  };

  return (
    <div className={styles.country} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.countryButton}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-label={t("Voice country for {title}: {country}", { title: cardTitle, country: value })}
        onClick={() => {
          setActive(COUNTRIES.findIndex((c) => c.code === value));
          setOpen((o) => !o);
        }}
      >
        <Flag country={value} />
        <span aria-hidden="true">{value}</span>
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </button>
      <ul
        ref={list}
        id={`${id}-list`}
        role="listbox"
        tabIndex={-1}
        hidden={!open}
        className={styles.countryList}
        aria-label={t("Voice country for {title}", { title: cardTitle })}
        aria-activedescendant={open ? `${id}-${COUNTRIES[active]!.code}` : undefined}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            setOpen(false);
            button.current?.focus();
          } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setActive((a) => (a + (event.key === "ArrowDown" ? 1 : COUNTRIES.length - 1)) % COUNTRIES.length);
          } else if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            choose(COUNTRIES[active]!.code);
          } else if (event.key === "Tab") {
            setOpen(false);
          }
        }}
      >
        {COUNTRIES.map((c, i) => (
          // Options are chosen by pointer here and by keyboard on the listbox (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={c.code}
            id={`${id}-${c.code}`}
            role="option"
            aria-selected={c.code === value}
            className={`${styles.countryOption} ${i === active ? styles.activeOption : ""}`}
            onClick={() => choose(c.code)}
          >
            <Flag country={c.code} /> {c.code}
            <span className="visually-hidden">{` (${t(c.name)})`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Visible words with the rest of the name for screen readers, on whichever side the language puts it. */
function PartlyHiddenText({ visible, full }: { visible: string; full: string }) {
  const hidden = hiddenAround(full, visible);
  return (
    <>
      {hidden.before ? <span className="visually-hidden">{hidden.before}</span> : null}
      {visible}
      <span className="visually-hidden">{hidden.after}</span>
    </>
  );
}

function DemoLink({ href, title }: { href: string; title: string }) {
  const { t } = useI18n();
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
        <PartlyHiddenText visible={t("Live demo")} full={t("Live demo of {title} (opens in a new tab)", { title })} />
      </a>
    );
  }
  return (
    <Link to={href} state={href.startsWith("/demos/") ? { from: true } : { to: "top" }} className={styles.link}>
      <PartlyHiddenText visible={t("Try it")} full={t("Try it: {title}", { title })} />
    </Link>
  );
}

/**
 * A demo card (SPEC §3/§4), shared by the home page, All Demos and the industry pages.
 * The US choice plays the US recording when there is one; a card with one recording plays it as
 * the IN voice. Changing country pauses and rewinds.
 */
export function DemoCard({ demo, headingLevel = 3 }: { demo: DemoCardContent; headingLevel?: 3 | 4 }) {
  const env = useContentEnv();
  const { t } = useI18n();
  const [country, setCountry] = useState<Country>("US");
  const [loaded, setLoaded] = useState(false);
  const img = useRef<HTMLDivElement>(null);
  const india = fileUrl(env, demo.audioIndia);
  const us = fileUrl(env, demo.audioUs);
  const src = country === "US" && us ? us : india;
  const playback = usePlayback(src, { track: true });
  const Heading = `h${headingLevel}` as "h3" | "h4";

  // The image may finish before hydration, when onLoad has already fired.
  useEffect(() => {
    const el = img.current?.querySelector("img");
    if (!el) return;
    if (el.complete && el.naturalWidth > 0) setLoaded(true);
    const done = () => setLoaded(true);
    el.addEventListener("load", done);
    return () => el.removeEventListener("load", done);
  }, []);

  return (
    <article className={styles.card} data-testid="demo-card" data-playing={playback.playing ? "true" : "false"}>
      <div ref={img} className={`${styles.media} ${loaded ? styles.loaded : ""}`} data-loaded={loaded ? "true" : "false"}>
        <span className={styles.skeleton} aria-hidden="true" />
        <SanityImage image={demo.image} width={400} height={260} sizes="(max-width: 575px) 88px, 400px" />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{demo.title}</Heading>
        <div className={styles.actions}>
          <CountrySelect
            value={country}
            cardTitle={demo.title}
            onChange={(c) => {
              playback.reset();
              setCountry(c);
            }}
          />
          {src ? (
            <>
              <AudioButton
                playback={playback}
                label={us && country === "US" ? t("{title} (US voice)", { title: demo.title }) : t("{title} (IN voice)", { title: demo.title })}
              />
              <AudioElement playback={playback} src={src} />
            </>
          ) : null}
          {demo.link ? <DemoLink href={demo.link} title={demo.title} /> : null}
        </div>
        {demo.transcript && src ? (
          <details className={styles.transcript}>
            <summary>
              <PartlyHiddenText visible={t("Transcript")} full={t("Transcript of {title}", { title: demo.title })} />
            </summary>
            <CallTranscript turns={transcriptTurns(demo.transcript)} />
          </details>
        ) : null}
      </div>
    </article>
  );
}
