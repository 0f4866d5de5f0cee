import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {RatioImage} from '~/components/RatioImage';
import type {SlideBlok} from '~/lib/content/storyblok/types';
import {text} from './options';
import {TextAndButtons} from './parts';

/** A banner slide: picture, heading, a line of text and its buttons. */
export function Slide({blok}: {blok: SlideBlok}) {
  const heading = text(blok.heading);
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
        <TextAndButtons text={blok.text} buttons={blok.buttons} />
      </div>
    </article>
  );
}
