import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {ReviewsSectionBlok} from '~/lib/content/storyblok/types';
import {Block} from './Blocks';
import {option, text} from './options';

const BACKGROUND: Record<NonNullable<ReviewsSectionBlok['background']>, string> = {
  white: 'bg-white text-stone-900',
  gray: 'bg-stone-100 text-stone-900',
  green: 'bg-emerald-50 text-stone-900',
  dark: 'bg-stone-900 text-white',
};

/** Seconds each card takes to cross, so a longer row scrolls at the same pace. */
const SECONDS_PER_CARD = 9;

/**
 * A row of review cards that scrolls by itself in a loop. It stops while the pointer is over it or
 * focus is inside it, a "Pause scrolling" switch stops it for good (no script needed: the checkbox
 * drives the CSS), and shoppers who ask for reduced motion get the cards in a still grid.
 */
export function ReviewsSection({blok}: {blok: ReviewsSectionBlok}) {
  const heading = text(blok.heading);
  const cards = (Array.isArray(blok.reviews) ? blok.reviews : []).filter(
    (card) => card && typeof card === 'object' && typeof card.component === 'string',
  );
  if (cards.length === 0) return null;
  const scrolls = blok.auto_scroll !== false && cards.length > 1;
  const items = cards.map((card) => (
    <li key={card._uid} className="flex w-[min(85vw,22rem)] shrink-0 motion-reduce:w-auto">
      <Block blok={card} />
    </li>
  ));

  return (
    <section
      {...storyblokEditable(blok)}
      aria-label={heading || 'Customer reviews'}
      className={`group/reviews overflow-hidden py-14 md:py-20 ${option(BACKGROUND, blok.background, 'gray')}`}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 md:px-6">
        {heading ? <h2 className="text-3xl font-bold tracking-tight md:text-4xl">{heading}</h2> : null}
        {scrolls ? (
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium motion-reduce:hidden">
            <input type="checkbox" className="size-4 accent-emerald-700" />
            Pause scrolling
          </label>
        ) : null}
      </div>
      {scrolls ? (
        <div className="mt-8 motion-reduce:mx-auto motion-reduce:max-w-7xl motion-reduce:px-4 md:motion-reduce:px-6">
          <div
            className="flex w-max animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused] group-has-[input:checked]/reviews:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none"
            style={{animationDuration: `${cards.length * SECONDS_PER_CARD}s`}}
          >
            <ul className="flex gap-6 pr-6 pl-4 motion-reduce:grid motion-reduce:gap-6 motion-reduce:p-0 sm:motion-reduce:grid-cols-2 lg:motion-reduce:grid-cols-4">
              {items}
            </ul>
            {/* The second copy makes the loop seamless; it is the same cards, so it is hidden from
                assistive technology and from the keyboard. */}
            <ul aria-hidden="true" {...{inert: ''}} className="flex gap-6 pr-6 pl-4 motion-reduce:hidden">
              {items}
            </ul>
          </div>
        </div>
      ) : (
        <ul className="mx-auto mt-8 grid max-w-7xl gap-6 px-4 sm:grid-cols-2 md:px-6 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card._uid} className="flex">
              <Block blok={card} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
