/** The header's breakpoint (992 px, the stylesheet's `lg`): the desktop header from there up. */
export const DESKTOP_HEADER = '(min-width: 992px)';
/** Everything narrower, written as the stylesheet's `max-lg` is, so no width falls between the two. */
export const MOBILE_HEADER = `not all and ${DESKTOP_HEADER}`;
