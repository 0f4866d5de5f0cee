/**
 * The gallery's and lightbox's slide row: the browser's own snapping scroller, with or without
 * JavaScript. One slide fills the row, and a fling stops at the next slide rather than skipping past.
 */
export const SCROLLER =
  'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';

export const SLIDE = 'w-full shrink-0 snap-start snap-always';
