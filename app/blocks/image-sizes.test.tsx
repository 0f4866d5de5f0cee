import {describe, expect, it} from 'vitest';
import {Blocks} from './Blocks';
import {columnShare, imageSizes, type WidthShare} from './image-sizes';
import {renderHtml} from './test-render';

const WHOLE: WidthShare = {base: 1, 640: 1, 768: 1, 1024: 1};
const PHOTO = 'https://a.storyblok.com/f/12345/1600x900/abc123/cups.jpg';
const picture = (uid: string) => ({_uid: uid, component: 'image-ratio', image: {filename: PHOTO, alt: ''}});
const sizesIn = (html: string) => [...html.matchAll(/sizes="([^"]*)"/g)].map((match) => match[1]);

describe('imageSizes', () => {
  it('says the page width past its widest and the whole viewport below', () => {
    expect(imageSizes(WHOLE)).toBe('(min-width: 1280px) 1280px, 100vw');
  });

  it('narrows by each grid a block sits in, from the breakpoint each grid starts at', () => {
    const cards = columnShare(WHOLE, {640: 2, 1024: 4});
    expect(imageSizes(cards)).toBe('(min-width: 1280px) 320px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw');
    expect(imageSizes(columnShare(cards, {768: 2}))).toBe(
      '(min-width: 1280px) 160px, (min-width: 1024px) 12.5vw, (min-width: 768px) 25vw, (min-width: 640px) 50vw, 100vw',
    );
  });
});

describe('Pictures in grids', () => {
  it('ask for a column’s width in a row, and the page’s outside one', () => {
    const html = renderHtml(
      <Blocks
        blocks={[
          picture('alone'),
          {_uid: 'r', component: 'row', columns: [picture('a'), {_uid: 's', component: 'stack', body: [picture('b')]}]},
        ]}
      />,
    );
    expect(sizesIn(html)).toEqual([
      '(min-width: 1280px) 1280px, 100vw',
      '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw',
      '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw',
    ]);
  });

  it('ask for a column’s width for a video’s poster in a row', () => {
    const video = {_uid: 'v', component: 'video', video_url: 'https://www.youtube.com/watch?v=greenpack001', poster: {filename: PHOTO}};
    const html = renderHtml(<Blocks blocks={[{_uid: 'r', component: 'row', columns: [video, picture('a')]}]} />);
    expect(sizesIn(html)).toEqual(Array(2).fill('(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw'));
  });

  it('ask for a card’s width in a card section of four', () => {
    const html = renderHtml(
      <Blocks blocks={[{_uid: 'c', component: 'card-section', heading: 'Cups', columns: '4', cards: [picture('a')]}]} />,
    );
    expect(sizesIn(html)).toEqual(['(min-width: 1280px) 320px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw']);
  });
});
