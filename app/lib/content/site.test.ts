import {describe, expect, it} from 'vitest';
import {pageTitle, SITE_NAME} from './site';

describe('pageTitle', () => {
  it('names the store after the page', () => {
    expect(pageTitle('Contact')).toBe(`Contact | ${SITE_NAME}`);
  });

  it('names the store once when the editor already did', () => {
    expect(pageTitle('About Us | Green Packaging Co.')).toBe('About Us | Green Packaging Co.');
    expect(pageTitle('A tour of the green packaging co. warehouse')).toBe(
      'A tour of the green packaging co. warehouse',
    );
  });

  it('falls back to the store name for a page without a title', () => {
    expect(pageTitle('  ')).toBe(SITE_NAME);
    expect(pageTitle(undefined)).toBe(SITE_NAME);
  });
});
