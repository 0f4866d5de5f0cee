/** The scroll-snap carousel's look, shared by the gallery and its lightbox. */
export const VIEWPORT =
  'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
export const SLIDE = 'min-w-0 shrink-0 grow-0 basis-full snap-start';
