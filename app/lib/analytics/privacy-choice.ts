import {z} from 'zod';
import {checkbox} from '~/lib/forms/fields';
import {pushToDataLayer} from '~/lib/analytics/analytics';

/**
 * A visitor's "Do Not Sell or Share My Personal Information" choice. The store has no consent
 * manager; this is its own, kept in a first-party cookie the tag manager and any later consent
 * manager can read, and handed to Shopify's Customer Privacy API when a page has loaded it.
 */
export const PrivacyChoiceSchema = z.object({opt_out: checkbox()});

export const PRIVACY_CHOICE_COOKIE = 'privacy_opt_out';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether the cookie header says the visitor opted out. */
export function readPrivacyChoice(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((cookie) => cookie.trim() === `${PRIVACY_CHOICE_COOKIE}=1`);
}

/** The Set-Cookie value that records the choice for a year. */
export function privacyChoiceCookie(optOut: boolean, requestUrl: string): string {
  const secure = new URL(requestUrl).protocol === 'https:' ? '; Secure' : '';
  return `${PRIVACY_CHOICE_COOKIE}=${
    optOut ? '1' : '0'
  }; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Tells the page's tags about a saved choice, in the browser. */
export function announcePrivacyChoice(optOut: boolean): void {
  pushToDataLayer({event: 'privacy_choice', sale_of_data: optOut ? 'denied' : 'granted'});
  // Present only when a page has loaded Shopify's Customer Privacy API (Hydrogen's consent setup).
  window.Shopify?.customerPrivacy?.setTrackingConsent?.({sale_of_data: !optOut}, () => undefined);
}

/**
 * Opens the consent dialog: the preferences of a consent manager the page has loaded (Shopify's
 * privacy banner), else the store's own dialog. A failure to open is logged, never shown.
 */
export function openConsentDialog(
  dialog: Pick<HTMLElement, 'togglePopover'> | null,
  banner: Partial<Window['privacyBanner']> | undefined,
): void {
  try {
    if (banner?.showPreferences) banner.showPreferences();
    else dialog?.togglePopover();
  } catch (error) {
    console.error('The consent dialog could not open', error);
  }
}
