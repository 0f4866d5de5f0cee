import {renderWithRouter as render} from '../../tests/render';
import {describe, expect, it} from 'vitest';
import {PageLayout} from '~/components/PageLayout';
import type {GlobalContent} from '~/lib/content/storyblok/types';


const global: GlobalContent = {
  _uid: 'global',
  component: 'global',
  header: [
    {
      _uid: 'header',
      component: 'header',
      banner: 'Free samples for businesses',
      logo: {filename: 'https://a.storyblok.com/logo.svg', alt: 'Green Packaging Co. home'},
      phone: '(800) 555-0199',
      navigation: [{_uid: 'cups', component: 'nav_item', label: 'Cups', link: {url: '/collections/cups'}}],
    },
  ],
  footer: [{_uid: 'footer', component: 'footer', nav_menus: [], copyright_text: '© {year} Green Packaging Co.'}],
};

function layout(content: GlobalContent) {
  return (
    <PageLayout global={content} isLoggedIn={false} cartCount={Promise.resolve(2)}>
      <h1>Page content</h1>
    </PageLayout>
  );
}

describe('PageLayout', () => {
  it('starts with a skip link to the focusable main content', async () => {
    const html = await render(layout(global));
    expect(html).toMatch(/^<a href="#main-content"[^>]*>Skip to content<\/a><header/);
    expect(html).toContain('<main id="main-content" tabindex="-1" class="focus:outline-none"><h1>Page content</h1></main>');
  });

  it('wraps the header content in the banner and the footer content in the contentinfo landmark', async () => {
    const html = await render(layout(global));
    expect(html).toMatch(/<header[^>]*><p[^>]*>Free samples for businesses<\/p>/);
    expect(html).toMatch(/<header.*aria-label="Main".*<\/header>/);
    expect(html).toMatch(new RegExp(`<footer>.*© ${new Date().getFullYear()} Green Packaging Co\\..*</footer>`));
  });

  it('renders the shell without crashing when the global story has no header or footer', async () => {
    const html = await render(layout({_uid: 'empty', component: 'global', header: [], footer: []}));
    expect(html).toContain('<header');
    expect(html).toContain('Page content');
    expect(html).not.toContain('<footer');
  });

  it('tolerates a global story that lacks the header and footer fields altogether', async () => {
    const partial = {_uid: 'partial', component: 'global'} as unknown as GlobalContent;
    await expect(render(layout(partial))).resolves.toContain('Skip to content');
  });
});
