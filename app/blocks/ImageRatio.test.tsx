import {describe, expect, it} from 'vitest';
import type {ImageRatioBlok} from '~/lib/content/storyblok/types';
import {ImageRatio} from './ImageRatio';
import {renderHtml} from './test-render';

const PHOTO = 'https://a.storyblok.com/f/12345/1600x900/abc123/cups.jpg';
const image = (fields: Partial<ImageRatioBlok>): ImageRatioBlok => ({
  _uid: 'i',
  component: 'image-ratio',
  image: {filename: PHOTO, alt: 'Stacked cups'},
  ...fields,
});

describe('ImageRatio', () => {
  it('asks Storyblok for resized copies of a photo', () => {
    const html = renderHtml(<ImageRatio blok={image({})} />);
    expect(html).toContain(`src="${PHOTO}/m/1024x0"`);
    expect(html).toContain(`${PHOTO}/m/480x0 480w`);
    expect(html).toContain('alt="Stacked cups"');
    expect(html).toContain('loading="lazy"');
  });

  it('serves an SVG as it is', () => {
    const svg = 'https://a.storyblok.com/f/12345/100x100/abc123/logo.svg';
    const html = renderHtml(<ImageRatio blok={image({image: {filename: svg}})} />);
    expect(html).toContain(`src="${svg}"`);
    expect(html).not.toMatch(/srcset/i);
    expect(html).toContain('alt=""');
  });

  it('boxes the image in the chosen ratio, 16:9 by default', () => {
    expect(renderHtml(<ImageRatio blok={image({ratio: '3:4'})} />)).toMatch(/aspect-\[3\/4\][\s\S]*width="1200" height="1600"/);
    expect(renderHtml(<ImageRatio blok={image({})} />)).toMatch(/aspect-video[\s\S]*width="1200" height="675"/);
  });

  it('loads eagerly and first above the fold, with a caption and a link when set', () => {
    const html = renderHtml(
      <ImageRatio
        blok={image({priority: true, caption: 'Our cups', link: {linktype: 'url', url: '/collections/cups'}})}
      />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchpriority="high"');
    expect(renderHtml(<ImageRatio blok={image({})} />)).not.toContain('fetchpriority');
    expect(html).toMatch(/<a [^>]*href="\/collections\/cups"[\s\S]*<\/a><figcaption[^>]*>Our cups<\/figcaption><\/figure>$/);
  });

  it('renders nothing for a missing or unsafe image', () => {
    expect(renderHtml(<ImageRatio blok={image({image: {filename: ''}})} />)).toBe('');
    expect(renderHtml(<ImageRatio blok={image({image: {filename: 'data:image/svg+xml,<svg/>'}})} />)).toBe('');
  });
});
