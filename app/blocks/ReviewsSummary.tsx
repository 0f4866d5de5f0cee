import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {ReviewsUnavailable} from '~/components/ReviewList';
import {SiteLink} from '~/components/SiteLink';
import type {ReviewsSummaryBlok} from '~/lib/content/storyblok/types';
import {text} from './options';
import {StoreRating} from './StoreRating';

/** The store's average rating and review count, with a link to read them. */
export function ReviewsSummary({blok}: {blok: ReviewsSummaryBlok}) {
  const heading = text(blok.heading);
  const linkLabel = text(blok.link_label);
  return (
    <div
      {...storyblokEditable(blok)}
      className="inline-flex max-w-full flex-wrap items-center gap-x-6 gap-y-3 rounded-2xl bg-white px-5 py-4 text-stone-900 shadow-sm ring-1 ring-stone-200"
    >
      {heading ? <h2 className="text-lg font-semibold">{heading}</h2> : null}
      <StoreRating
        className="text-base"
        fallback={<div aria-hidden="true" className="h-6 w-56 animate-pulse rounded bg-stone-100" />}
        failed={<ReviewsUnavailable />}
      />
      {linkLabel ? (
        <SiteLink
          link={blok.link}
          className="font-semibold text-emerald-800 underline underline-offset-4 hover:no-underline"
        >
          {linkLabel}
        </SiteLink>
      ) : null}
    </div>
  );
}
