import {renderWithRouter as render} from '../../tests/render';
import {describe, expect, it} from 'vitest';
import {SearchForm} from '~/components/SearchForm';
import {LOCALES} from '~/lib/i18n/locale';

const [US, CA] = LOCALES;

/** The opening tag of the element with this id. */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('SearchForm', () => {
  it('is a GET search landmark to /search with a required, labelled query field', async () => {
    const html = await render(<SearchForm locale={US} idPrefix="header-search" />);
    expect(html).toMatch(/<form method="get" action="\/search" role="search" id="header-search-form"/);
    expect(html).not.toContain('novalidate');
    expect(html).toContain('<label for="header-search-form-query" class="sr-only">Search products</label>');
    const input = tagWithId(html, 'header-search-form-query');
    for (const attribute of ['type="search"', 'name="query"', 'required=""', 'maxLength="200"', 'pattern="']) {
      expect(input).toContain(attribute);
    }
    expect(input).not.toContain('aria-invalid=');
    expect(html).toMatch(/<button type="submit".*<span class="sr-only">Search<\/span><\/span><\/button>/);
  });

  it('searches the Canadian store from Canadian pages', async () => {
    const html = await render(<SearchForm locale={CA} idPrefix="mobile-search" />, '/en-ca');
    expect(html).toContain('action="/en-ca/search"');
    expect(html).toContain('id="mobile-search-form-query"');
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
