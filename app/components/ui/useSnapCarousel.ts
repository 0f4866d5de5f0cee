import {useCallback, useEffect, useRef, useState} from 'react';

/**
 * A carousel on the browser's own scroll snapping: the viewport is a horizontal scroller whose
 * children snap into place, so swiping and scrolling work before (or without) JavaScript. The hook
 * adds which slide is showing and buttons' ways to move.
 *
 * The viewport needs `overflow-x-auto snap-x snap-mandatory` and each slide `snap-start` and a full
 * width (`basis-full shrink-0`).
 */
export function useSnapCarousel<Viewport extends HTMLElement = HTMLDivElement>(startAt = 0) {
  const viewportRef = useRef<Viewport>(null);
  const [selected, setSelected] = useState(startAt);
  const [count, setCount] = useState(0);

  const scrollTo = useCallback((index: number, behavior: ScrollBehavior = 'smooth') => {
    const viewport = viewportRef.current;
    if (viewport) viewport.scrollTo({left: index * slideStep(viewport), behavior});
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setCount(viewport.children.length);
    if (startAt > 0) scrollTo(startAt, 'instant');
    const onScroll = () => {
      const step = slideStep(viewport);
      if (step > 0) setSelected(Math.round(viewport.scrollLeft / step));
    };
    viewport.addEventListener('scroll', onScroll, {passive: true});
    return () => viewport.removeEventListener('scroll', onScroll);
    // The start slide only matters when the carousel first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollTo]);

  return {
    viewportRef,
    selected,
    count,
    scrollTo,
    previous: useCallback(() => scrollTo(Math.max(0, selected - 1)), [scrollTo, selected]),
    next: useCallback(() => scrollTo(Math.min(count - 1, selected + 1)), [scrollTo, selected, count]),
  };
}

/** How far apart slides start: a slide's width plus any gap between slides. */
function slideStep(viewport: HTMLElement): number {
  const [first, second] = Array.from(viewport.children) as HTMLElement[];
  return second && first ? second.offsetLeft - first.offsetLeft : viewport.clientWidth;
}
