// @vitest-environment happy-dom
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Image, sizedUrl} from './Image';

const CUP = {url: 'https://cdn.shopify.com/s/files/cup.png?v=7', altText: 'A kraft cup', width: 1200, height: 1200};

function attributes(html: string) {
  const element = new DOMParser().parseFromString(html, 'text/html').querySelector('img')!;
  return Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));
}

describe('Image', () => {
  it('offers a fixed-width picture at 1×, 2× and 3×, cropped to its box', () => {
    const img = attributes(renderToStaticMarkup(<Image data={CUP} width={56} height={56} alt="" />));
    expect(img.src).toBe('https://cdn.shopify.com/s/files/cup.png?v=7&width=56&height=56&crop=center');
    expect(img.srcset).toBe(
      [
        'https://cdn.shopify.com/s/files/cup.png?v=7&width=56&height=56&crop=center 1x',
        'https://cdn.shopify.com/s/files/cup.png?v=7&width=112&height=112&crop=center 2x',
        'https://cdn.shopify.com/s/files/cup.png?v=7&width=168&height=168&crop=center 3x',
      ].join(', '),
    );
    expect(img).toMatchObject({width: '56', height: '56', alt: '', loading: 'lazy', decoding: 'async'});
  });

  it('offers a picture that fills its box at the widths asked for, never wider than the original', () => {
    const img = attributes(
      renderToStaticMarkup(
        <Image data={{...CUP, width: 700, height: 700}} aspectRatio="1/1" sizes="50vw" widths={[200, 400, 600, 800]} loading="eager" />,
      ),
    );
    expect(img.srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['200w', '400w', '600w']);
    expect(img.srcset).toContain('width=400&height=400&crop=center 400w');
    expect(img).toMatchObject({sizes: '50vw', loading: 'eager', alt: 'A kraft cup', width: '100', height: '100'});
    expect(img.style).toContain('width:100%');
    expect(img.style).toContain('aspect-ratio:1/1');
  });

  it('asks for the page’s main picture first and at once, and for others only when needed', () => {
    const main = attributes(renderToStaticMarkup(<Image data={CUP} aspectRatio="1/1" sizes="100vw" priority />));
    expect(main).toMatchObject({loading: 'eager', fetchpriority: 'high', decoding: 'auto'});
    const other = attributes(renderToStaticMarkup(<Image data={CUP} aspectRatio="1/1" sizes="100vw" />));
    expect(other).toMatchObject({loading: 'lazy', decoding: 'async'});
    expect(other.fetchpriority).toBeUndefined();
  });

  it('takes the picture’s own proportions when none are asked for', () => {
    const img = attributes(renderToStaticMarkup(<Image data={{...CUP, width: 800, height: 600}} sizes="100vw" />));
    expect(img.src).toContain('width=100&height=75&crop=center');
    expect(img.style).toContain('aspect-ratio:800/600');
  });

  it('keeps a relative address relative', () => {
    expect(sizedUrl('/images/cup.png', 96)).toBe('/images/cup.png?width=96');
  });
});
