/** The header's breakpoint (992 px, the stylesheet's `lg`): the desktop header from there up. */
export const DESKTOP_HEADER = '(min-width: 992px)';
export const MOBILE_HEADER = '(max-width: 991.98px)';
