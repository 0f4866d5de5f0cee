import {RatioImage} from '~/components/RatioImage';
import {RichText} from '~/components/RichText';
import type {CalloutSectionBlok} from '~/lib/storyblok/types';
import {Band} from './band';
import {Blocks} from './Blocks';
import {BAND_HEADING} from './looks';
import {BACKGROUND, option, text} from './options';

/** At most two buttons, as the content model says. */
const MAX_BUTTONS = 2;

/** A panel that stands out from the page: a message, its buttons and a picture beside them. */
export function CalloutSection({blok}: {blok: CalloutSectionBlok}) {
  const heading = text(blok.heading);
  if (!heading) return null;
  const imageFirst = blok.image_position === 'left';
  const buttons = Array.isArray(blok.buttons) ? blok.buttons.slice(0, MAX_BUTTONS) : [];
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
          {blok.text ? (
            <div className="space-y-4 text-lg leading-relaxed">
              <RichText doc={blok.text} />
            </div>
          ) : null}
          {buttons.length ? (
            <div className="flex flex-wrap gap-3 pt-2">
              <Blocks blocks={buttons} />
            </div>
          ) : null}
        </div>
        {image}
      </div>
    </Band>
  );
}
