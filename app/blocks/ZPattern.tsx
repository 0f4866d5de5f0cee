import type {ZPatternBlok, ZPatternItemBlok} from '~/lib/content/storyblok/types';
import {Band, BandHeader} from './band';
import {blocksOf, text} from './options';
import {ZPatternItem} from './ZPatternItem';

/** Rows of picture and text whose sides alternate, so the eye zigzags down the page. */
export function ZPattern({blok}: {blok: ZPatternBlok}) {
  const items = blocksOf<ZPatternItemBlok>(blok.items, 'z-pattern-item');
  if (!items.length) return null;
  const heading = text(blok.heading);
  const firstSide = blok.start_with === 'right' ? 'right' : 'left';
  return (
    <Band blok={blok}>
      <BandHeader heading={heading} centered />
      <div className="space-y-14 md:space-y-20">
        {items.map((item, index) => (
          <ZPatternItem
            key={item._uid}
            blok={item}
            imageSide={index % 2 === 0 ? firstSide : firstSide === 'left' ? 'right' : 'left'}
            headingLevel={heading ? 'h3' : 'h2'}
          />
        ))}
      </div>
    </Band>
  );
}
