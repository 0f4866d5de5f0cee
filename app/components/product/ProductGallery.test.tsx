import {describe, expect, it} from 'vitest';
import {renderWithRouter} from '../../../tests/render';
import {ProductGallery, type GalleryImage} from './ProductGallery';

function pictures(count: number): GalleryImage[] {
  return Array.from({length: count}, (_, index) => ({
    id: `gid://shopify/ProductImage/${index + 1}`,
    url: `https://cdn.shopify.com/cup-${index + 1}.png`,
    altText: `Cup, view ${index + 1}`,
    width: 800,
    height: 800,
  }));
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('ProductGallery', () => {
  it('slides at most five pictures, with a thumbnail each and a tile for the rest', async () => {
    const html = await renderWithRouter(<ProductGallery images={pictures(8)} title="Cold cup" />);
    expect(count(html, 'aria-roledescription="slide"')).toBe(5);
    expect(count(html, 'Show picture')).toBe(5);
    expect(html).toContain('View All Photos');
    // Without scripts the tile is a link to the first picture the slides leave out.
    expect(html).toMatch(/href="https:\/\/cdn\.shopify\.com\/cup-6\.png"[^>]*>View All Photos/);
  });

  it('links each thumbnail to its slide, so the thumbnails work before and without scripts', async () => {
    const html = await renderWithRouter(<ProductGallery images={pictures(3)} title="Cold cup" />);
    for (const position of [1, 2, 3]) {
      expect(html).toContain(`id="gallery-picture-${position}"`);
      expect(html).toMatch(new RegExp(`href="#gallery-picture-${position}"[^>]*>.*?Show picture ${position}<`));
    }
  });

  it('shows a single picture without thumbnails or slide buttons', async () => {
    const html = await renderWithRouter(<ProductGallery images={pictures(1)} title="Cold cup" />);
    expect(count(html, 'aria-roledescription="slide"')).toBe(1);
    expect(html).not.toContain('Show picture');
    expect(html).not.toContain('Next picture');
    expect(html).not.toContain('View All Photos');
  });
});
