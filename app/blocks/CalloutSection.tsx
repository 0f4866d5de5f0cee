import {RatioImage} from '~/components/RatioImage';
import type {CalloutSectionBlok} from '~/lib/content/storyblok/types';
import {Band} from './band';
import {BAND_HEADING} from './looks';
import {BACKGROUND, option, text} from './options';
import {TextAndButtons} from './parts';

/** A panel that stands out from the page: a message, its buttons and a picture beside them. */
export function CalloutSection({blok}: {blok: CalloutSectionBlok}) {
  const heading = text(blok.heading);
  if (!heading) return null;
  const imageFirst = blok.image_position === 'left';
  const image = (
    <RatioImage
      image={blok.image}
      ratio="3:2"
      sizes="(min-width: 768px) 600px, 100vw"
      className={`h-full md:aspect-auto md:min-h-80 ${imageFirst ? 'md:order-first' : ''}`}
    />
  );
  return (
    <Band blok={blok}>
      <div
        className={`grid overflow-hidden rounded-3xl md:grid-cols-2 ${option(BACKGROUND, blok.background, 'green')}`}
      >
        <div className="flex flex-col justify-center gap-5 p-8 md:p-12 lg:p-16">
          <h2 className={BAND_HEADING}>{heading}</h2>
          <TextAndButtons text={blok.text} buttons={blok.buttons} />
        </div>
        {image}
      </div>
    </Band>
  );
}
