import {describe, expect, it} from 'vitest';
import {localeFromPath, localizePath, LOCALES, routeLocale, stripLocalePrefix} from './locale';

const [US, CA] = LOCALES;

describe('locales in the address', () => {
  it('reads the locale from the first path segment, defaulting to the United States', () => {
    expect(localeFromPath('/en-ca/products/cup')).toBe(CA);
    expect(localeFromPath('/EN-CA')).toBe(CA);
    expect(localeFromPath('/products/cup')).toBe(US);
    expect(localeFromPath('/en-us/products/cup')).toBe(US);
  });

  it('reads it from the address of a navigation’s data too, the Canadian home page’s included', () => {
    expect(localeFromPath('/en-ca.data')).toBe(CA);
    expect(localeFromPath('/en-ca/about.data')).toBe(CA);
    expect(localeFromPath('/_root.data')).toBe(US);
  });

  it('moves a path between locales', () => {
    expect(localizePath(stripLocalePrefix('/en-ca/cart', CA), US)).toBe('/cart');
    expect(localizePath('/cart', CA)).toBe('/en-ca/cart');
    expect(localizePath('/', CA)).toBe('/en-ca');
    // A path already in a market (a chat answer's, an editor's redirect) stays as it is.
    expect(localizePath('/en-ca/products/12-oz-lid', CA)).toBe('/en-ca/products/12-oz-lid');
    expect(localizePath('https://example.com/compost', CA)).toBe('https://example.com/compost');
  });
});

describe('routeLocale', () => {
  const call = (path: string, locale?: string) =>
    routeLocale({params: {locale}, context: {locale: localeFromPath(path)}});

  it('serves a route with or without a locale prefix', () => {
    expect(call('/cart')).toBe(US);
    expect(call('/en-ca/cart', 'en-ca')).toBe(CA);
  });

  it('answers 404 for a segment that is not one of our locales', () => {
    for (const [path, segment] of [
      ['/fr-fr/cart', 'fr-fr'],
      ['/about/cart', 'about'],
      ['/en-us/cart', 'en-us'],
    ]) {
      let thrown: unknown;
      try {
        call(path, segment);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, path).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
