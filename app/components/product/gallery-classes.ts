/**
 * The gallery's and lightbox's carousel look. Before (or without) JavaScript the viewport is the
 * browser's own snapping scroller; once embla runs it takes over the movement.
 */
export function viewportClass(ready: boolean) {
  return ready
    ? 'overflow-hidden'
    : 'snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
}

export const SLIDE = 'min-w-0 shrink-0 grow-0 basis-full snap-start';
