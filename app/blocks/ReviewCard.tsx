import {storyblokEditable} from '@storyblok/react';
import {Stars} from '~/components/Rating';
import {RATING_SCALE} from '~/lib/rating';
import {safeImageSrc} from '~/lib/storyblok/images';
import type {ReviewCardBlok} from '~/lib/storyblok/types';
import {text} from './options';

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
      {name ? (
        <figcaption className="mt-auto flex items-center gap-4">
          {avatar ? (
            // The name beside it says who this is, so the photo is decoration.
            <img
              src={avatar}
              alt=""
              width={80}
              height={80}
              loading="lazy"
              className="size-20 shrink-0 rounded-full bg-stone-100 object-cover"
            />
          ) : null}
          <span className="font-semibold">{name}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}
