import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import {ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon} from '~/components/icons';
import {prefersReducedMotion, scrollRowTo} from '~/lib/ui/motion';

/** How many slides show at once: below 768 px, from 768 px, and from 1400 px. */
export interface SlidesPerView {
  mobile: number;
  tablet: number;
  desktop: number;
}

/** Time each slide shows when the carousel plays by itself. */
const AUTOPLAY_INTERVAL_MS = 6000;

/**
 * Slides in a row that scroll and snap natively: the browser swipes, snaps and scrolls by keyboard,
 * with or without JavaScript, so every slide is reachable before scripts run. Scripts add the
 * buttons and dots that step one slide at a time. Slides are named "2 of 5"; the buttons and dots
 * appear once there is somewhere to move to.
 */
export function Carousel({
  slides,
  label,
  perView,
  showDots = true,
  autoplay = false,
  className = '',
  ...props
}: {
  slides: ReactNode[];
  label: string;
  perView: SlidesPerView;
  showDots?: boolean;
  autoplay?: boolean;
} & Omit<ComponentPropsWithoutRef<'section'>, 'children'>) {
  const carouselRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const {ready, selected, snapCount, canPrev, canNext, scrollToSnap} = useSnapPositions(scrollerRef, slides.length);
  const playing = useAutoplay(carouselRef, autoplay && ready, () => scrollToSnap(canNext ? selected + 1 : 0));

  const sizes = {
    '--per-view-mobile': perView.mobile,
    '--per-view-tablet': perView.tablet,
    '--per-view-desktop': perView.desktop,
  } as CSSProperties;

  return (
    <section ref={carouselRef} aria-roledescription="carousel" aria-label={label} className={`relative ${className}`} {...props}>
      <div
        ref={scrollerRef}
        // With the buttons there, the scrollbar is only in the way; without them it says "scroll".
        className={`snap-x snap-mandatory overflow-x-auto overscroll-x-contain ${ready ? '[scrollbar-width:none]' : ''}`}
      >
        <div className="flex gap-4" style={sizes} aria-live={playing.rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 snap-start ${SLIDE_BASIS}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {snapCount > 1 ? (
        <div className="mt-5 flex items-center justify-center gap-4">
          {autoplay ? (
            <ControlButton
              label={playing.active ? 'Pause slideshow' : 'Play slideshow'}
              onClick={playing.toggle}
              data-autoplay-toggle=""
            >
              {playing.active ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
            </ControlButton>
          ) : null}
          <ControlButton label="Previous slide" onClick={() => scrollToSnap(selected - 1)} disabled={!canPrev}>
            <ChevronLeftIcon />
          </ControlButton>
          {showDots ? (
            <div className="flex items-center">
              {Array.from({length: snapCount}, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === selected || undefined}
                  onClick={() => scrollToSnap(index)}
                  // The dot is small; the button around it is a full 24 px target.
                  className="group/dot inline-flex size-6 items-center justify-center"
                >
                  <span className="size-2.5 rounded-full bg-stone-400 transition-colors group-hover/dot:bg-stone-600 group-aria-[current=true]/dot:bg-(--accent)" />
                </button>
              ))}
            </div>
          ) : null}
          <ControlButton label="Next slide" onClick={() => scrollToSnap(selected + 1)} disabled={!canNext}>
            <ChevronRightIcon />
          </ControlButton>
        </div>
      ) : ready || slides.length < 2 ? null : (
        // Holds the controls' place until the carousel knows whether it needs them.
        <div className="mt-5 h-10" />
      )}
    </section>
  );
}

/**
 * A slide's width: its share of the row at the breakpoint's slides per view, less its share of the
 * gaps (1 rem each), so that `perView` slides fill the row exactly and a fraction (1.1) peeks in.
 */
const SLIDE_BASIS =
  'basis-[calc((100%-(var(--per-view-mobile)-1)*1rem)/var(--per-view-mobile))] md:basis-[calc((100%-(var(--per-view-tablet)-1)*1rem)/var(--per-view-tablet))] 2xl:basis-[calc((100%-(var(--per-view-desktop)-1)*1rem)/var(--per-view-desktop))]';

function ControlButton({
  label,
  children,
  ...props
}: {label: string; children: ReactNode} & Omit<ComponentPropsWithoutRef<'button'>, 'aria-label'>) {
  return (
    <button
      type="button"
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-900 shadow-sm transition hover:border-stone-500 disabled:cursor-default disabled:opacity-40"
      {...props}
    >
      {children}
    </button>
  );
}

/**
 * Where the row can stop and which stop it is at, kept current as it scrolls or resizes. A stop is
 * where a slide starts, except that the row stops scrolling once its end is in view (the last few
 * slides share the last stop). `ready` turns true once scripts run, for controls that need them.
 */
function useSnapPositions(scrollerRef: RefObject<HTMLDivElement | null>, slideCount: number) {
  const [state, setState] = useState({ready: false, stops: [0], at: 0});

  useEffect(() => {
    const scroller = scrollerRef.current;
    const row = scroller?.firstElementChild;
    if (!scroller || !row) return;
    const measure = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      // The row starts where the scroller's content does; a slide's stop is its place in the row.
      const rowLeft = row.getBoundingClientRect().left;
      const stops: number[] = [];
      for (const slide of row.children) {
        const stop = Math.min(Math.round(slide.getBoundingClientRect().left - rowLeft), max);
        if (!stops.length || stop - stops[stops.length - 1]! > 1) stops.push(stop);
      }
      const at = nearest(stops, scroller.scrollLeft);
      setState((last) =>
        last.ready && last.at === at && sameStops(last.stops, stops) ? last : {ready: true, stops, at},
      );
    };
    measure();
    scroller.addEventListener('scroll', measure, {passive: true});
    const resized = new ResizeObserver(measure);
    resized.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [scrollerRef, slideCount]);

  const {ready, stops, at} = state;
  const scrollToSnap = (index: number) => {
    const left = stops[Math.max(0, Math.min(index, stops.length - 1))];
    const row = scrollerRef.current;
    if (left === undefined || !row) return;
    scrollRowTo(row, left);
  };
  return {
    ready,
    selected: at,
    snapCount: ready ? stops.length : 0,
    canPrev: at > 0,
    canNext: at < stops.length - 1,
    scrollToSnap,
  };
}

function nearest(stops: number[], position: number): number {
  let best = 0;
  stops.forEach((stop, index) => {
    if (Math.abs(stop - position) < Math.abs(stops[best]! - position)) best = index;
  });
  return best;
}

function sameStops(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((stop, index) => stop === b[index]);
}

/**
 * Moves to the next slide every few seconds, back to the first after the last. It never starts
 * for people who ask for reduced motion, and the visitor can stop it (WCAG 2.2.2). It holds still
 * while the pointer is over the carousel or focus is in it, slides and controls alike, and starts
 * its interval over once both have left: someone reading a slide or reaching for a dot is not
 * moved on. The play/pause button does not hold it, or Play would wait for the pointer to leave.
 */
function useAutoplay(carouselRef: RefObject<HTMLElement | null>, enabled: boolean, step: () => void) {
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  // The timer steps from wherever the row is now, without restarting at every scroll.
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    setReducedMotion(prefersReducedMotion());
  }, []);

  const active = enabled && !stopped && !reducedMotion;
  const rotating = active && !hovered && !focused;

  useEffect(() => {
    const carousel = carouselRef.current;
    if (!carousel || !enabled) return;
    const holds = (target: EventTarget | null) => target instanceof Element && !target.closest('[data-autoplay-toggle]');
    const leaves = (event: MouseEvent | FocusEvent) =>
      !(event.relatedTarget instanceof Node && carousel.contains(event.relatedTarget));
    const onMouseOver = (event: MouseEvent) => setHovered(holds(event.target));
    const onMouseOut = (event: MouseEvent) => {
      if (leaves(event)) setHovered(false);
    };
    const onFocusIn = (event: FocusEvent) => setFocused(holds(event.target));
    const onFocusOut = (event: FocusEvent) => {
      if (leaves(event)) setFocused(false);
    };
    carousel.addEventListener('mouseover', onMouseOver);
    carousel.addEventListener('mouseout', onMouseOut);
    carousel.addEventListener('focusin', onFocusIn);
    carousel.addEventListener('focusout', onFocusOut);
    return () => {
      carousel.removeEventListener('mouseover', onMouseOver);
      carousel.removeEventListener('mouseout', onMouseOut);
      carousel.removeEventListener('focusin', onFocusIn);
      carousel.removeEventListener('focusout', onFocusOut);
    };
  }, [carouselRef, enabled]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => stepRef.current(), AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating]);

  return {
    active,
    rotating,
    toggle: () => {
      setStopped(active);
      if (!active) setReducedMotion(false);
    },
  };
}
