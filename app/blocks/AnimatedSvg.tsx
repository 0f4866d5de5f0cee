import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {assetSize, safeImageSrc} from '~/lib/content/storyblok/images';
import type {AnimatedSvgBlok} from '~/lib/content/storyblok/types';
import {numberField, option, text} from './options';

type Animation = NonNullable<AnimatedSvgBlok['animation']>;

/** Keyframes in app.css; none run for people who ask for reduced motion. */
const ANIMATION: Record<Animation, string> = {
  draw: 'animate-svg-draw',
  fade: 'animate-svg-fade',
  float: 'animate-svg-float',
};

/**
 * An illustration that draws itself in (a left-to-right reveal), fades in or floats. The file is
 * shown as an image, never inlined: editor-uploaded SVG stays out of the page's markup.
 */
export function AnimatedSvg({blok}: {blok: AnimatedSvgBlok}) {
  const src = safeImageSrc(blok.svg?.filename);
  if (!src) return null;
  const size = assetSize(src) ?? {width: 320, height: 320};
  const width = numberField(blok.width, 0);
  return (
    <div
      {...storyblokEditable(blok)}
      className="mx-auto w-full"
      style={width > 0 ? {maxWidth: `${width}px`} : undefined}
    >
      <img
        src={src}
        alt={text(blok.alt) || text(blok.svg.alt)}
        width={size.width}
        height={size.height}
        decoding="async"
        className={`h-auto w-full motion-reduce:animate-none ${option(ANIMATION, blok.animation, 'draw')} ${
          blok.loop ? '[animation-direction:alternate] [animation-iteration-count:infinite]' : ''
        }`}
      />
    </div>
  );
}
