import {useLocation} from '@remix-run/react';
import {useEffect} from 'react';

/** One entry of the Google Tag Manager data layer. */
export type DataLayerEvent = {event: string; [field: string]: unknown};

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

/** Push to the data layer, creating it when the tag manager has not loaded (yet, or at all). */
export function pushToDataLayer(...events: DataLayerEvent[]): void {
  window.dataLayer ??= [];
  window.dataLayer.push(...events);
}

/** The events for one page view, each followed by an optimization-activation event. */
export function pageviewEvents(page: {title: string; path: string}): DataLayerEvent[] {
  return [
    {event: 'pageview', page_title: page.title, page_path: page.path},
    {event: 'optimize.activate'},
  ];
}

/** Sends a page view on the first render and on every route change (path or query). */
export function usePageviewEvents(): void {
  const {pathname, search} = useLocation();
  useEffect(() => {
    let cancelled = false;
    // The route's <title> commits alongside this effect; a microtask later, every effect of that
    // commit has run, so the title is final. Unlike requestAnimationFrame, this also fires in
    // background tabs.
    queueMicrotask(() => {
      if (!cancelled) pushToDataLayer(...pageviewEvents({title: document.title, path: pathname + search}));
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, search]);
}
