import useEmblaCarousel from 'embla-carousel-react';
import {
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon} from '~/components/icons';

/** How many slides show at once: below 768 px, from 768 px, and from 1400 px (spec section 9). */
export interface SlidesPerView {
  mobile: number;
  tablet: number;
  desktop: number;
}

/** Time each slide shows when the carousel plays by itself. */
const AUTOPLAY_INTERVAL_MS = 6000;

/**
 * Slides in a row that swipe, drag or step one at a time (embla). Before and without JavaScript
 * the row is a plain horizontal scroller with snap points, so every slide is still reachable.
 * Slides are named "2 of 5"; the buttons and dots appear once there is somewhere to move to.
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
  const [viewportRef, api] = useEmblaCarousel({align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps'});
  const {selected, snapCount, canPrev, canNext} = useCarouselState(api);
  const playing = useAutoplay(api, autoplay);

  const sizes = {
    '--per-view-mobile': perView.mobile,
    '--per-view-tablet': perView.tablet,
    '--per-view-desktop': perView.desktop,
  } as CSSProperties;

  return (
    <section aria-roledescription="carousel" aria-label={label} className={`relative ${className}`} {...props}>
      <div
        ref={viewportRef}
        className={api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto'}
      >
        <div
          className={`-ml-4 flex ${api ? 'touch-pan-y' : ''}`}
          style={sizes}
          aria-live={playing.active ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              className="min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--per-view-mobile))] snap-start pl-4 md:basis-[calc(100%/var(--per-view-tablet))] 2xl:basis-[calc(100%/var(--per-view-desktop))]"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {snapCount > 1 ? (
        <div className="mt-5 flex items-center justify-center gap-4">
          {autoplay ? (
            <ControlButton label={playing.active ? 'Pause slideshow' : 'Play slideshow'} onClick={playing.toggle}>
              {playing.active ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
            </ControlButton>
          ) : null}
          <ControlButton label="Previous slide" onClick={() => api?.scrollPrev()} disabled={!canPrev}>
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
                  onClick={() => api?.scrollTo(index)}
                  // The dot is small; the button around it is a full 24 px target.
                  className="group/dot inline-flex size-6 items-center justify-center"
                >
                  <span className="size-2.5 rounded-full bg-stone-400 transition-colors group-hover/dot:bg-stone-600 group-aria-[current=true]/dot:bg-(--accent)" />
                </button>
              ))}
            </div>
          ) : null}
          <ControlButton label="Next slide" onClick={() => api?.scrollNext()} disabled={!canNext}>
            <ChevronRightIcon />
          </ControlButton>
        </div>
      ) : api || slides.length < 2 ? null : (
        // Holds the controls' place until the carousel knows whether it needs them.
        <div className="mt-5 h-10" />
      )}
    </section>
  );
}

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

type CarouselApi = ReturnType<typeof useEmblaCarousel>[1];

/** Which slide the carousel shows and where it can move, kept current. */
function useCarouselState(api: CarouselApi) {
  const [state, setState] = useState({selected: 0, snapCount: 0, canPrev: false, canNext: false});
  useEffect(() => {
    if (!api) return;
    keepNativeScrollPosition(api);
    const update = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return state;
}

/**
 * Before the carousel took over, the row was a plain scroller that a visitor may have scrolled
 * (or a keyboard user tabbed along). The carousel starts at the slide they had reached instead.
 */
function keepNativeScrollPosition(api: NonNullable<CarouselApi>) {
  const viewport = api.rootNode();
  const scrolled = viewport.scrollLeft;
  if (scrolled <= 0) return;
  viewport.scrollLeft = 0;
  const reached = api.slideNodes().findIndex((slide) => slide.offsetLeft + slide.offsetWidth / 2 > scrolled);
  if (reached > 0) api.scrollTo(reached, true);
}

/**
 * Moves to the next slide every few seconds, back to the first after the last. It never starts
 * for people who ask for reduced motion, pauses while the pointer or focus is on the slides, and
 * the visitor can stop it (WCAG 2.2.2).
 */
function useAutoplay(api: CarouselApi, enabled: boolean) {
  const [stopped, setStopped] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, []);

  const active = enabled && !stopped && !reducedMotion;

  useEffect(() => {
    if (!api || !active) return;
    const slides = api.rootNode();
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ['mouseenter', pause],
      ['mouseleave', resume],
      ['focusin', pause],
      ['focusout', resume],
    ] as const;
    for (const [name, listener] of events) slides.addEventListener(name, listener);
    return () => {
      for (const [name, listener] of events) slides.removeEventListener(name, listener);
    };
  }, [api, active]);

  useEffect(() => {
    if (!api || !active || paused) return;
    const timer = window.setInterval(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, AUTOPLAY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [api, active, paused]);

  return {
    active,
    toggle: () => {
      setStopped(active);
      if (!active) setReducedMotion(false);
    },
  };
}
