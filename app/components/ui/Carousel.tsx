import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useKeenSlider, type KeenSliderInstance, type KeenSliderOptions } from "keen-slider/react.es.js";
import styles from "./Carousel.module.css";

/*
 * The site's carousel: keen-slider with autoplay that stops while the pointer is over it or focus
 * is inside it, a visible pause button (WCAG 2.2.2), no automatic motion under
 * prefers-reduced-motion, slides labelled "n of m" and off-screen slides made inert.
 * Two motions: "step" (one slide every `intervalMs`) and "marquee" (a continuous loop moving one
 * slide every `speedMs`, the logo strip).
 */
export interface CarouselProps {
  label: string;
  slides: ReactNode[];
  motion: { kind: "step"; intervalMs: number } | { kind: "marquee"; speedMs: number };
  options?: KeenSliderOptions;
  dots?: boolean;
  arrows?: boolean;
  /** Off-screen slides are made inert (step carousels); a marquee keeps them reachable. */
  hideInactive?: boolean;
  className?: string;
  slideClassName?: string;
  testId?: string;
}

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function Carousel({
  label,
  slides,
  motion,
  options,
  dots = false,
  arrows = false,
  hideInactive = true,
  className,
  slideClassName,
  testId,
}: CarouselProps) {
  const [current, setCurrent] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [reduced, setReduced] = useState(false);
  const hover = useRef(false);
  const focus = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const stateRef = useRef({ userPaused, reduced });
  stateRef.current = { userPaused, reduced };
  const slotRefs = useRef<(HTMLDivElement | null)[]>([]);

  const halted = () => hover.current || focus.current || stateRef.current.userPaused || stateRef.current.reduced;
  const marquee = motion.kind === "marquee" ? { duration: motion.speedMs, easing: (t: number) => t } : null;

  const schedule = useCallback(
    (slider: KeenSliderInstance) => {
      clearTimeout(timer.current);
      if (halted()) return;
      if (motion.kind === "step") {
        timer.current = setTimeout(() => slider.next(), motion.intervalMs);
      } else if (!slider.animator.active) {
        slider.moveToIdx(slider.track.details.abs + 1, true, marquee!);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [motion.kind, motion.kind === "step" ? motion.intervalMs : motion.speedMs],
  );

  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    ...options,
    defaultAnimation: marquee ?? undefined,
    created: (s) => schedule(s),
    slideChanged: (s) => setCurrent(s.track.details.rel),
    animationEnded: (s) => schedule(s),
    updated: (s) => schedule(s),
    dragStarted: () => clearTimeout(timer.current),
  });

  useEffect(() => {
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(prefersReducedMotion());
    const change = () => setReduced(media.matches);
    media.addEventListener("change", change);
    return () => media.removeEventListener("change", change);
  }, []);

  const resume = useCallback(() => {
    const s = slider.current;
    if (!s) return;
    if (halted()) {
      clearTimeout(timer.current);
      if (marquee) s.animator.stop();
      return;
    }
    schedule(s);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schedule, slider]);

  useEffect(() => {
    resume();
  }, [userPaused, reduced, resume]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Slides not on screen are inert: their links leave the tab order and the accessibility tree.
  useEffect(() => {
    if (!hideInactive) return;
    slotRefs.current.forEach((el, i) => {
      if (el) el.inert = i !== current;
    });
  }, [current, hideInactive]);

  const count = slides.length;
  const pausedNow = userPaused || reduced;
  return (
    <section
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
      <div ref={sliderRef} className={`keen-slider ${styles.track}`}>
        {slides.map((slide, i) => (
          <div
            key={i}
            ref={(el) => {
              slotRefs.current[i] = el;
            }}
            className={`keen-slider__slide ${slideClassName ?? ""}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => setUserPaused((p) => !p)}
          aria-label={pausedNow ? `Play ${label}` : `Pause ${label}`}
          disabled={reduced}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            {pausedNow ? (
              <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
            ) : (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            )}
          </svg>
        </button>
        {arrows ? (
          <button type="button" className={styles.control} aria-label="Previous slide" onClick={() => slider.current?.prev()}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
        ) : null}
        {dots
          ? slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => slider.current?.moveToIdx(i)}
              />
            ))
          : null}
        {arrows ? (
          <button type="button" className={styles.control} aria-label="Next slide" onClick={() => slider.current?.next()}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2.5" fill="none" />
            </svg>
          </button>
        ) : null}
      </div>
    </section>
  );
}
