import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useEffect, useState, type MouseEvent} from 'react';
import {PrivacyChoicesForm} from '~/components/PrivacyChoicesForm';
import {openConsentDialog, readPrivacyChoice} from '~/lib/analytics/privacy-choice';
import type {CookiesConsentButtonBlok} from '~/lib/content/storyblok/types';
import {option, text} from './options';

const DEFAULT_LABEL = 'Do Not Sell or Share My Personal Information';

const VARIANT: Record<NonNullable<CookiesConsentButtonBlok['variant']>, string> = {
  link: 'font-semibold text-emerald-800 underline underline-offset-4 hover:no-underline',
  button: 'rounded-md bg-emerald-800 px-5 py-2.5 font-semibold text-white hover:bg-emerald-900',
};

/**
 * Opens the consent dialog. A consent manager the page has loaded (Shopify's privacy banner) opens
 * its own preferences; otherwise the store's dialog opens, a native popover, so the button works
 * even before (or without) JavaScript. A failure to open is logged, never shown.
 */
export function CookiesConsentButton({blok}: {blok: CookiesConsentButtonBlok}) {
  const dialogId = `privacy-choices-${blok._uid.replace(/[^\w-]/g, '')}`;
  const headingId = `${dialogId}-heading`;
  const [optedOut, setOptedOut] = useState(false);
  useEffect(() => setOptedOut(readPrivacyChoice(document.cookie)), []);

  const open = (event: MouseEvent<HTMLButtonElement>) => {
    // With scripts the click decides (a consent manager may own the choice); without, the popover opens.
    event.preventDefault();
    openConsentDialog(document.getElementById(dialogId), window.privacyBanner);
  };

  return (
    <div {...storyblokEditable(blok)}>
      <button
        type="button"
        {...{popovertarget: dialogId}}
        onClick={open}
        className={`inline-flex items-center text-left transition-colors ${option(VARIANT, blok.variant, 'link')}`}
      >
        {text(blok.label) || DEFAULT_LABEL}
      </button>
      <div
        id={dialogId}
        {...{popover: 'auto'}}
        role="dialog"
        aria-labelledby={headingId}
        className="m-auto w-[min(92vw,32rem)] rounded-2xl bg-white p-6 text-stone-900 shadow-xl ring-1 ring-stone-200 backdrop:bg-stone-900/40"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={headingId} className="text-xl font-bold">
            Your privacy choices
          </h2>
          <button
            type="button"
            {...{popovertarget: dialogId, popovertargetaction: 'hide'}}
            aria-label="Close"
            className="-m-2 rounded-md p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-5">
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="m5 5 10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
        {/* Remounted once the saved choice is read, so the box starts as the visitor left it. */}
        <PrivacyChoicesForm key={String(optedOut)} optedOut={optedOut} id={`${dialogId}-form`} />
      </div>
    </div>
  );
}
