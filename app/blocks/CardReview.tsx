import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {Stars} from '~/components/Rating';
import {RATING_SCALE} from '~/lib/product/rating';
import type {CardReviewBlok} from '~/lib/content/storyblok/types';
import {CARD, CARD_HEADING} from './looks';
import {numberField, text} from './options';

/** A customer's rated review, as an editor quoted it. Ratings default to five stars. */
export function CardReview({blok}: {blok: CardReviewBlok}) {
  const copy = text(blok.copy);
  const name = text(blok.name);
  if (!copy || !name) return null;
  const heading = text(blok.heading);
  const location = text(blok.location);
  return (
    <figure {...storyblokEditable(blok)} className={`${CARD} gap-4 p-6 md:p-8`}>
      <Stars rating={numberField(blok.rating, RATING_SCALE)} />
      {heading ? <p className={CARD_HEADING}>{heading}</p> : null}
      <blockquote className="leading-relaxed text-stone-700">
        <p>“{copy}”</p>
      </blockquote>
      <figcaption className="mt-auto pt-2 text-sm">
        <span className="font-semibold text-stone-900">{name}</span>
        {location ? <span className="block text-stone-600">{location}</span> : null}
      </figcaption>
    </figure>
  );
}
