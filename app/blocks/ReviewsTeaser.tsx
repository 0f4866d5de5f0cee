import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {SiteLink} from '~/components/SiteLink';
import type {ReviewsTeaserBlok} from '~/lib/content/storyblok/types';
import {text} from './options';
import {StoreRating} from './StoreRating';

/** A band that sends shoppers to the reviews, with the store's live rating above the editor's words. */
export function ReviewsTeaser({blok}: {blok: ReviewsTeaserBlok}) {
  const heading = text(blok.heading);
  const body = text(blok.text);
  const linkLabel = text(blok.link_label) || 'Read the reviews';
  return (
    <section {...storyblokEditable(blok)} className="bg-emerald-900 py-14 text-white md:py-16">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 text-center">
        {/* Live totals are a bonus here: while they load, or if the service fails, the band stands without them. */}
        <StoreRating className="justify-center text-base text-emerald-50" />
        {heading ? <h2 className="text-3xl font-bold tracking-tight md:text-4xl">{heading}</h2> : null}
        {body ? <p className="text-lg text-emerald-50">{body}</p> : null}
        <SiteLink
          link={blok.link}
          className="mt-2 inline-flex items-center rounded-md bg-white px-5 py-2.5 font-semibold text-emerald-900 transition-colors hover:bg-emerald-50"
        >
          {linkLabel}
        </SiteLink>
      </div>
    </section>
  );
}
