import {useCallback, useEffect, useRef, useState} from 'react';
import {scrollRowTo} from '~/lib/ui/motion';

/**
 * A row of full-width slides in a CSS scroll-snap scroller: the browser does the swiping, the
 * snapping and the keyboard scrolling, with or without JavaScript. This adds what scrolling alone
 * cannot: which slide shows (the one at least half in view), and stepping to a slide from a button.
 * `ready` turns true once this runs, for controls that only work with it.
 */
export function useSnapGallery(slideCount: number, startAt = 0) {
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [selected, setSelected] = useState(startAt);
  const [ready, setReady] = useState(false);

  const scrollToSlide = useCallback((index: number, instant = false) => {
    const scroller = scrollerRef.current;
    const slide = scroller?.children[index];
    if (!scroller || !slide) return;
    const left = scroller.scrollLeft + slide.getBoundingClientRect().left - scroller.getBoundingClientRect().left;
    scrollRowTo(scroller, left, instant);
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const slides = [...scroller.children];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio >= 0.5) setSelected(slides.indexOf(entry.target));
        }
      },
      {root: scroller, threshold: 0.5},
    );
    for (const slide of slides) observer.observe(slide);
    setReady(true);
    return () => observer.disconnect();
  }, [slideCount]);

  useEffect(() => {
    if (startAt > 0) scrollToSlide(startAt, true);
    // Where to start is read once; afterwards the shopper moves the slides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    scrollerRef,
    ready,
    selected: Math.min(selected, slideCount - 1),
    canPrev: ready && selected > 0,
    canNext: ready && selected < slideCount - 1,
    scrollToSlide,
  };
}
