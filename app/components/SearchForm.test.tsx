import {renderWithRouter as render} from '~/lib/test-render';
import {describe, expect, it} from 'vitest';
import {SearchForm} from '~/components/SearchForm';
import {LOCALES} from '~/lib/locale';

const [US, CA] = LOCALES;


describe('SearchForm', () => {
  it('is a GET search landmark to /search with a required, labelled query field', async () => {
    const html = await render(<SearchForm locale={US} idPrefix="header-search" />);
    expect(html).toMatch(/<form method="get" action="\/search" role="search"/);
    expect(html).toContain('<label for="header-search-query" class="sr-only">Search products</label>');
    expect(html).toMatch(/<input id="header-search-query" type="search" name="query" required="" pattern="\.\*\\S\.\*"/);
    expect(html).toMatch(/<button type="submit".*<span class="sr-only">Search<\/span><\/button>/);
  });

  it('searches the Canadian store from Canadian pages', async () => {
    const html = await render(<SearchForm locale={CA} idPrefix="mobile-search" />, '/en-ca');
    expect(html).toContain('action="/en-ca/search"');
    expect(html).toContain('id="mobile-search-query"');
  });

  it('refuses whitespace-only text through its pattern, even without JavaScript', async () => {
    const html = await render(<SearchForm locale={US} idPrefix="header-search" />);
    const [, source] = /pattern="([^"]*)"/.exec(html) ?? [];
    // How browsers apply the attribute: anchored, with the `v` flag.
    const pattern = new RegExp(`^(?:${source})$`, 'v');
    expect(pattern.test('   ')).toBe(false);
    expect(pattern.test('')).toBe(false);
    expect(pattern.test('  cups ')).toBe(true);
  });
});
