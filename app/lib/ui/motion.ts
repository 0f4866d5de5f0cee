/** Whether the visitor asked for less motion; browser only. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls a row of slides to `left`: smoothly, or at once when asked or when the visitor wants less motion. */
export function scrollRowTo(row: HTMLElement, left: number, instant = false) {
  row.scrollTo({left, behavior: instant || prefersReducedMotion() ? 'instant' : 'smooth'});
}
