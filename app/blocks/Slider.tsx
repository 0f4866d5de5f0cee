import {Carousel} from '~/components/ui/Carousel';
import type {Blok, SliderBlok} from '~/lib/content/storyblok/types';
import {Band} from './band';
import {Block} from './Blocks';
import {numberField} from './options';

/** Spec section 9: one slide per page, 1.1 on mobile (a glimpse of the next says "swipe"). */
const PER_PAGE = 1;
const PER_PAGE_MOBILE = 1.1;
/** From 768 to 1399 px a slider shows at most two slides (docs/decisions/0008). */
const TABLET_MAX_PER_PAGE = 2;

/** Slides (banners, cards, reviews…) that swipe on touch screens and step with buttons. */
export function Slider({blok}: {blok: SliderBlok}) {
  const slides = (Array.isArray(blok.slides) ? blok.slides : []) as Blok[];
  if (!slides.length) return null;
  const desktop = perPage(blok.items_per_page, PER_PAGE);
  return (
    <Band blok={blok}>
      <Carousel
        label="Featured"
        slides={slides.map((slide) => (
          <Block key={slide._uid} blok={slide} />
        ))}
        perView={{
          mobile: perPage(blok.items_per_page_mobile, PER_PAGE_MOBILE),
          tablet: Math.min(desktop, TABLET_MAX_PER_PAGE),
          desktop,
        }}
        showDots={blok.show_dots !== false}
        autoplay={Boolean(blok.autoplay)}
      />
    </Band>
  );
}

/** A count of slides per page: at least one, a fraction allowed (1.1 shows a sliver of the next). */
function perPage(value: unknown, fallback: number): number {
  const count = numberField(value, fallback);
  return count >= 1 ? count : fallback;
}
