import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {Stars} from '~/components/Rating';
import {RATING_SCALE} from '~/lib/product/rating';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import type {ReviewCardBlok} from '~/lib/content/storyblok/types';
import {text} from './options';
import {QuoteAttribution} from './parts';

/** An editor's quote from a customer: five stars, the words, and who said them with their photo. */
export function ReviewCard({blok}: {blok: ReviewCardBlok}) {
  const name = text(blok.name);
  const copy = text(blok.copy);
  if (!copy) return null;
  const avatar = safeImageSrc(blok.avatar_image?.filename);
  return (
    <figure
      {...storyblokEditable(blok)}
      className="flex h-full flex-col gap-4 rounded-2xl bg-white p-6 text-stone-900 shadow-sm ring-1 ring-stone-200"
    >
      <Stars rating={RATING_SCALE} />
      <blockquote className="leading-relaxed text-stone-800">
        <p>“{copy}”</p>
      </blockquote>
      {/* Spec 9: review card avatars are 80 × 80. */}
      {name ? <QuoteAttribution name={name} avatar={avatar} avatarSize={80} /> : null}
    </figure>
  );
}
