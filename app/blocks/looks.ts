/** Class lists several blocks share, so cards and band headings look alike wherever they appear. */

/** A card: white, rounded, a hairline edge; `relative` so one stretched link can cover it. */
export const CARD = 'relative flex h-full flex-col rounded-2xl bg-white text-stone-900 ring-1 ring-stone-200';

/** A card whose stretched link lifts it on hover and shows a focus ring on the whole card. */
export const LINKED_CARD = `${CARD} transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-emerald-700`;

/** Makes a card's one link cover the whole card (the card holds no other control). */
export const STRETCHED_LINK = 'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none';

export const EYEBROW = 'text-sm font-semibold tracking-wide text-(--accent) uppercase';

export const BAND_HEADING = 'text-3xl font-bold tracking-tight text-balance md:text-4xl';

export const CARD_HEADING = 'text-lg font-semibold leading-snug';

/** A text link with a trailing arrow that nudges on hover. */
export const ARROW_LINK =
  'group/link inline-flex items-center gap-1.5 font-semibold text-(--accent) underline-offset-4 hover:underline';
