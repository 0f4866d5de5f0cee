import type {MouseEvent} from 'react';

/**
 * Follows a link to a part of this page (`#certifications`) without a router navigation. The
 * browser's own jump fires `popstate`, which Remix turns into a navigation; one that lands while
 * parts of the page are still hydrating makes React throw those parts away and render them again
 * (React error 421). Focus moves with the scroll, so keyboard users continue from the part they
 * chose. Without JavaScript the link's href does the same job natively.
 */
export function followFragmentLink(
  event: MouseEvent<HTMLAnchorElement>,
  {updateAddress = true}: {updateAddress?: boolean} = {},
) {
  if (!isPlainClick(event)) return;
  if (jumpToFragment(event.currentTarget.hash, {updateAddress})) event.preventDefault();
}

/** Scrolls to and focuses the part of this page `hash` names; false when there is none. */
export function jumpToFragment(hash: string, {updateAddress = true}: {updateAddress?: boolean} = {}): boolean {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (!target) return false;
  // The router's own history state is kept, so Back returns to this page at the top.
  if (updateAddress) window.history.pushState(window.history.state, '', hash);
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus({preventScroll: true});
  target.scrollIntoView();
  return true;
}

/** A primary click with no modifier that nothing handled yet: one a link may take over. */
export function isPlainClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}
