import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import type {TestimonialBlurbBlok} from '~/lib/content/storyblok/types';
import {CARD} from './looks';
import {text} from './options';
import {QuoteAttribution} from './parts';

/** A customer's words, with their name, role, business and photo. */
export function TestimonialBlurb({blok}: {blok: TestimonialBlurbBlok}) {
  const quote = text(blok.quote);
  const name = text(blok.name);
  if (!quote || !name) return null;
  const avatar = safeImageSrc(blok.avatar?.filename);
  const about = [text(blok.role), text(blok.company)].filter(Boolean).join(', ');
  return (
    <figure {...storyblokEditable(blok)} className={`${CARD} gap-6 p-8`}>
      <span aria-hidden="true" className="font-serif text-6xl leading-none text-emerald-700">
        “
      </span>
      <blockquote className="-mt-6 text-xl leading-relaxed font-medium text-balance">
        <p>{quote}</p>
      </blockquote>
      <QuoteAttribution name={name} about={about} avatar={avatar} avatarSize={56} />
    </figure>
  );
}
