import { useEffect, useRef, useState, type ReactNode } from "react";
import { useI18n } from "~/components/i18n/i18n";
import controls from "./MotionControls.module.css";
import styles from "./Marquee.module.css";
import { PauseButton } from "./PauseButton";
import { useReducedMotion } from "./reduced-motion";

/*
 * A strip of items moving left without end, one item every `stepMs` (the logo strip). The motion
 * is a CSS animation on the compositor: the items are written twice and the track slides by one
 * copy's width, so no script runs per frame (keen-slider's loop ran on every animation frame for
 * as long as the page was open). It stops while the pointer is over the strip or focus is inside
 * it, on the pause button (WCAG 2.2.2), and never starts under prefers-reduced-motion. Items per
 * view: the `--marquee-per-view` custom property, set by the caller's CSS by width. The second
 * copy is hidden from assistive technology and inert.
 */
export interface MarqueeProps {
  label: string;
  items: ReactNode[];
  stepMs: number;
  className?: string;
  testId?: string;
}

export function Marquee({ label, items, stepMs, className, testId }: MarqueeProps) {
  const { t } = useI18n();
  const [userPaused, setUserPaused] = useState(false);
  const reduced = useReducedMotion();
  const [started, setStarted] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLDivElement>(null);

  // Set through the CSSOM after hydration: the CSP refuses style attributes in the HTML, and the
  // strip stands still until the page's script runs anyway.
  useEffect(() => {
    track.current?.style.setProperty("animation-duration", `${items.length * stepMs}ms`);
    setStarted(true);
  }, [items.length, stepMs]);

  // React 18 has no `inert` prop: the copy leaves the tab order through the DOM property.
  useEffect(() => {
    if (copy.current) copy.current.inert = true;
  }, []);

  const count = items.length;
  const pausedNow = userPaused || reduced;
  return (
    <section className={`${styles.marquee} ${className ?? ""}`} aria-roledescription="carousel" aria-label={label} data-testid={testId}>
      <div className={styles.viewport}>
        <div ref={track} className={styles.track} data-started={started ? "" : undefined} data-paused={pausedNow ? "" : undefined}>
          {items.map((item, i) => (
            <div key={i} className={styles.item} role="group" aria-roledescription="slide" aria-label={t("{index} of {count}", { index: i + 1, count })}>
              {item}
            </div>
          ))}
          <div ref={copy} className={styles.copy} aria-hidden="true">
            {items.map((item, i) => (
              <div key={i} className={styles.item}>
                {item}
              </div>
            ))}
          </div>
        </div>
      </div>
      <div className={controls.controls}>
        <PauseButton label={label} paused={pausedNow} disabled={reduced} onToggle={() => setUserPaused((p) => !p)} />
      </div>
    </section>
  );
}
