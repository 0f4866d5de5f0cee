import {describe, expect, test} from 'vitest';
import {DEFAULT_LOCALE, LOCALES} from '../app/lib/i18n/locale';
import {elementIds, linksIn} from './check-content-links';

const CANADA = LOCALES.find((locale) => locale.tag === 'en-ca')!;

describe('linksIn', () => {
  const content = {
    component: 'page',
    body: [
      {component: 'button', link: {linktype: 'url', url: '/samples', cached_url: '/samples'}},
      {component: 'button', link: {linktype: 'story', cached_url: 'en-us/custom-print', anchor: 'pricing'}},
      {component: 'button', link: {linktype: 'email', email: 'hello@example.com'}},
      {
        component: 'rich-text-block',
        text: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{type: 'text', text: 'a guide', marks: [{type: 'link', attrs: {href: '/faq', anchor: 'cup-sizes', linktype: 'url'}}]}],
            },
          ],
        },
      },
      {component: 'html', code: '<p>Call <a href="tel:+18005550199">us</a> or read <a class="x" href="/about?a=1&amp;b=2">about</a>.</p>'},
    ],
  };

  test('finds multilinks, rich-text links and HTML anchors, as the store renders them', () => {
    expect(linksIn(content, DEFAULT_LOCALE)).toEqual([
      '/samples',
      '/custom-print#pricing',
      'mailto:hello@example.com',
      '/faq#cup-sizes',
      'tel:+18005550199',
      '/about?a=1&b=2',
    ]);
  });

  test('puts the locale’s prefix on the links of its stories', () => {
    expect(linksIn(content, CANADA).slice(0, 2)).toEqual(['/en-ca/samples', '/en-ca/custom-print#pricing']);
  });
});

describe('elementIds', () => {
  test('collects the ids and anchor names a fragment can name, and nothing else', () => {
    const html =
      '<section id="print-order"><a name="old-anchor"></a><input name="email"><h2 id="a&amp;b">x</h2></section>' +
      '<script>{"id":"not-an-element"}</script>';
    expect([...elementIds(html)].sort()).toEqual(['a&b', 'old-anchor', 'print-order']);
  });
});
