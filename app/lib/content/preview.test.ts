import {describe, expect, it} from 'vitest';
import {exitPreviewHref, withoutEditorParams} from './preview';

describe('withoutEditorParams', () => {
  it('drops every parameter the visual editor adds and keeps the rest', () => {
    expect(
      withoutEditorParams(
        '/about?_storyblok=1003&_storyblok_c=page&_storyblok_tk%5Btoken%5D=abc&_storyblok_lang=default&page=2#team',
      ),
    ).toBe('/about?page=2#team');
    expect(withoutEditorParams('/')).toBe('/');
  });
});

describe('exitPreviewHref', () => {
  it('links to the exit route with the page to come back to', () => {
    expect(exitPreviewHref('/contact?_storyblok=9')).toBe('/api/exit-preview?return_to=%2Fcontact');
  });
});
