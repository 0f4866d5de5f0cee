import {storyblokEditable} from '@storyblok/react';
import {RatioImage} from '~/components/RatioImage';
import {RichText} from '~/components/RichText';
import type {SlideBlok} from '~/lib/storyblok/types';
import {Blocks} from './Blocks';
import {text} from './options';

/** At most two buttons, as the content model says. */
const MAX_BUTTONS = 2;

/** A banner slide: picture, heading, a line of text and its buttons. */
export function Slide({blok}: {blok: SlideBlok}) {
  const heading = text(blok.heading);
  const buttons = Array.isArray(blok.buttons) ? blok.buttons.slice(0, MAX_BUTTONS) : [];
  return (
    <article
      {...storyblokEditable(blok)}
      className="grid h-full overflow-hidden rounded-3xl bg-[#f5efe3] text-stone-900 md:grid-cols-2"
    >
      <RatioImage
        image={blok.image}
        ratio="16:9"
        sizes="(min-width: 768px) 640px, 90vw"
        className="md:aspect-auto md:h-full md:min-h-80"
      />
      <div className="flex flex-col justify-center gap-4 p-6 md:p-12">
        {heading ? <h2 className="text-2xl font-bold tracking-tight text-balance md:text-4xl">{heading}</h2> : null}
        {blok.text ? (
          <div className="space-y-3 text-lg leading-relaxed">
            <RichText doc={blok.text} />
          </div>
        ) : null}
        {buttons.length ? (
          <div className="flex flex-wrap gap-3 pt-2">
            <Blocks blocks={buttons} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
