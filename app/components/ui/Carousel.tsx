import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from "keen-slider/react.es.js";
import { useI18n } from "~/components/i18n/i18n";
import controls from "./MotionControls.module.css";
import styles from "./Carousel.module.css";
import { PauseButton } from "./PauseButton";
import { useReducedMotion } from "./reduced-motion";
import { whenNear } from "./when-near";

/*
 * The site's carousel: keen-slider with autoplay that stops while the pointer is over it or focus
 * is inside it, a visible pause button (WCAG 2.2.2), no automatic motion under
 * prefers-reduced-motion, slides labelled "n of m" and off-screen slides made inert; one slide
 * every `intervalMs`. (A continuous strip is Marquee.tsx, a CSS animation.)
 */
export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  intervalMs: number;
  options?: KeenSliderOptions;
  dots?: boolean;
  arrows?: boolean;
  className?: string;
  slideClassName?: string;
  testId?: string;
}

export function Carousel({ label, slides, intervalMs, options, dots = false, arrows = false, className, slideClassName, testId }: CarouselProps) {
  const { t } = useI18n();
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const reduced = useReducedMotion();
  const hover = useRef(false);
  const focus = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const stateRef = useRef({ userPaused, reduced });
  stateRef.current = { userPaused, reduced };
  const slotRefs = useRef<(HTMLDivElement | null)[]>([]);
  const section = useRef<HTMLElement>(null);
  // keen-slider measures the track when it starts, a forced layout: it starts when the carousel
  // nears the screen, not during hydration (for one below the fold, never on a visit that stays above).
  const [started, setStarted] = useState(false);
  const pending = useRef<((s: KeenSliderInstance) => void) | null>(null);

  const halted = () => hover.current || focus.current || stateRef.current.userPaused || stateRef.current.reduced;

  const schedule = useCallback(
    (slider: KeenSliderInstance) => {
      clearTimeout(timer.current);
      if (halted()) return;
      timer.current = setTimeout(() => slider.next(), intervalMs);
    },
    [intervalMs],
  );

  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    ...options,
    created: (s) => {
      pending.current?.(s);
      pending.current = null;
      schedule(s);
    },
    slideChanged: (s) => setCurrent(s.track.details.rel),
    animationEnded: (s) => schedule(s),
    updated: (s) => schedule(s),
    dragStarted: () => clearTimeout(timer.current),
  });

  const resume = useCallback(() => {
    const s = slider.current;
    if (!s) return;
    if (halted()) {
      clearTimeout(timer.current);
      return;
    }
    schedule(s);
  }, [schedule, slider]);

  useEffect(() => {
    resume();
  }, [userPaused, reduced, resume]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const el = section.current;
    if (started || !el) return;
    return whenNear(el, "200px 0px", () => setStarted(true));
  }, [started]);

  /** A control used before the slider has started starts it, then does its part. */
  const withSlider = (act: (s: KeenSliderInstance) => void) => {
    if (slider.current) act(slider.current);
    else {
      pending.current = act;
      setStarted(true);
    }
  };

  // Slides not on screen are inert: their links leave the tab order and the accessibility tree.
  useEffect(() => {
    slotRefs.current.forEach((el, i) => {
      if (el) el.inert = i !== current;
    });
  }, [current]);

  const count = slides.length;
  const pausedNow = userPaused || reduced;
  return (
    <section
      ref={section}
      className={`${styles.carousel} ${className ?? ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-current={current}
      onMouseEnter={() => {
        hover.current = true;
        resume();
      }}
      onMouseLeave={() => {
        hover.current = false;
        resume();
      }}
      onFocus={() => {
        focus.current = true;
        resume();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focus.current = false;
        resume();
      }}
    >
      <div ref={started ? sliderRef : undefined} className={`keen-slider ${styles.track}`}>
        {slides.map((slide, i) => (
          <div
            key={i}
            ref={(el) => {
              slotRefs.current[i] = el;
            }}
            className={`keen-slider__slide ${slideClassName ?? ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t("{index} of {count}", { index: i + 1, count })}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={controls.controls}>
        <PauseButton label={label} paused={pausedNow} disabled={reduced} onToggle={() => setUserPaused((p) => !p)} />
        {arrows ? <Arrow label={t("Previous slide")} path="M15 5l-7 7 7 7" onClick={() => withSlider((s) => s.prev())} /> : null}
        {dots
          ? slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={controls.dot}
                aria-label={t("Go to slide {index}", { index: i + 1 })}
                aria-current={i === current ? "true" : undefined}
                onClick={() => withSlider((s) => s.moveToIdx(i))}
              />
            ))
          : null}
        {arrows ? <Arrow label={t("Next slide")} path="M9 5l7 7-7 7" onClick={() => withSlider((s) => s.next())} /> : null}
      </div>
    </section>
  );
}

function Arrow({ label, path, onClick }: { label: string; path: string; onClick: () => void }) {
  return (
    <button type="button" className={controls.control} aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d={path} stroke="currentColor" strokeWidth="2.5" fill="none" />
      </svg>
    </button>
  );
}
