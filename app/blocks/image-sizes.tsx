import {createContext, useContext, type ReactNode} from 'react';

/**
 * How wide a block's images show, for their `sizes`: a block cannot see its own width, so the
 * grids that narrow it say by how much. Without it an image in one of four columns would ask for a
 * picture as wide as the page.
 */

/** The breakpoints the blocks' grids change at (Tailwind's `sm`, `md`, `lg`), narrowest first. */
const BREAKPOINTS = [640, 768, 1024] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];

/** The page's content stops growing here (`max-w-7xl`). */
const PAGE_WIDTH = 1280;

/** A block's share of the page's width below the first breakpoint (`base`) and from each one up. */
export type WidthShare = Record<'base' | Breakpoint, number>;

const WHOLE_PAGE: WidthShare = {base: 1, 640: 1, 768: 1, 1024: 1};
const Share = createContext<WidthShare>(WHOLE_PAGE);

/** A grid's column count from each breakpoint up, as its classes set them (`md:grid-cols-2`: `{768: 2}`). */
export type Columns = Partial<Record<Breakpoint, number>>;

/** Gives the blocks inside a grid their column's share of the width. */
export function InColumns({columns, children}: {columns: Columns; children: ReactNode}) {
  const outer = useContext(Share);
  return <Share.Provider value={columnShare(outer, columns)}>{children}</Share.Provider>;
}

export function columnShare(outer: WidthShare, columns: Columns): WidthShare {
  const share: WidthShare = {...outer};
  let count = 1;
  for (const breakpoint of BREAKPOINTS) {
    count = columns[breakpoint] ?? count;
    share[breakpoint] = outer[breakpoint] / count;
  }
  return share;
}

/** The `sizes` of an image as wide as the block it is in. */
export function useBlockImageSizes(): string {
  return imageSizes(useContext(Share));
}

/** `sizes` for a share: a width in pixels past the page's widest, a share of the viewport below. */
export function imageSizes(share: WidthShare): string {
  const vw = (fraction: number) => `${Math.round(fraction * 1000) / 10}vw`;
  const steps: string[] = [`(min-width: ${PAGE_WIDTH}px) ${Math.ceil(PAGE_WIDTH * share[1024])}px`];
  const widestFirst = [...BREAKPOINTS].reverse();
  widestFirst.forEach((breakpoint, index) => {
    const narrower = widestFirst[index + 1] ?? 'base';
    // A step the next narrower one repeats says nothing.
    if (share[breakpoint] !== share[narrower]) steps.push(`(min-width: ${breakpoint}px) ${vw(share[breakpoint])}`);
  });
  steps.push(vw(share.base));
  return steps.join(', ');
}
