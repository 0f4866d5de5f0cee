import {describe, expect, it} from 'vitest';
import {pagePath, requestedPage} from './paths';

describe('the page a listing is asked for', () => {
  it.each([
    ['', 1],
    ['?page=3', 3],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
    ['?page=99999999999', 1],
    ['?page=40', 40],
  ])('%s is page %d', (search, page) => {
    expect(requestedPage(new URL(`http://localhost/blog${search}`))).toBe(page);
  });

  it('leaves page 1 out of the address', () => {
    expect(pagePath('/blog', 1)).toBe('/blog');
    expect(pagePath('/en-ca/blog', 2)).toBe('/en-ca/blog?page=2');
  });
});
