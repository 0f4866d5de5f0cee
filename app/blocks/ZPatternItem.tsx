import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {RatioImage} from '~/components/RatioImage';
import type {ZPatternItemBlok} from '~/lib/content/storyblok/types';
import {EYEBROW} from './looks';
import {text} from './options';
import {TextAndButtons} from './parts';

/** One row of a z-pattern: a picture on one side, eyebrow, heading, text and buttons on the other. */
export function ZPatternItem({
  blok,
  imageSide = 'left',
  headingLevel = 'h2',
}: {
  blok: ZPatternItemBlok;
  imageSide?: 'left' | 'right';
  headingLevel?: 'h2' | 'h3';
}) {
  const heading = text(blok.heading);
  if (!heading) return null;
  const eyebrow = text(blok.eyebrow);
  const Heading = headingLevel;
  return (
    <div {...storyblokEditable(blok)} className="grid items-center gap-8 md:grid-cols-2 md:gap-16">
      <RatioImage
        image={blok.image}
        ratio="3:2"
        sizes="(min-width: 768px) 600px, 100vw"
        className={`rounded-3xl ${imageSide === 'right' ? 'md:order-last' : ''}`}
      />
      <div className="space-y-4">
        {eyebrow ? <p className={EYEBROW}>{eyebrow}</p> : null}
        <Heading className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{heading}</Heading>
        <TextAndButtons text={blok.text} buttons={blok.buttons} />
      </div>
    </div>
  );
}
