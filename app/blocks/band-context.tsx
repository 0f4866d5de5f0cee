import {createContext, useContext, type ReactNode} from 'react';

const InBand = createContext(false);

/** Whether this block sits inside a section, a band, or the page's frame of unframed blocks. */
export function useInBand(): boolean {
  return useContext(InBand);
}

/** Marks everything below as already inside a band, so nested band blocks do not pad twice. */
export function BandContent({children}: {children: ReactNode}) {
  return <InBand.Provider value={true}>{children}</InBand.Provider>;
}

/**
 * Block kinds that frame themselves when placed straight on a page: a full-width band with the
 * page's width and spacing inside. The page frames every other kind it holds (`PageBlocks`).
 */
export const PAGE_BANDS: ReadonlySet<string> = new Set([
  'callout-section',
  'card-section',
  'homepage-section',
  'icon-list',
  'json-ld',
  'offset-section',
  'promo-code-cta',
  'reviews-section',
  'reviews-teaser',
  'samples',
  'section',
  'slider',
  'testimonial-stack',
  'z-pattern',
]);
