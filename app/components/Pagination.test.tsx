import {describe, expect, it} from 'vitest';
import {renderAt} from '../../tests/render';
import {Pagination, pageWindow} from './Pagination';

describe('pagination', () => {
  it('links three pages around the current one, and both ends', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 5]);
    expect(pageWindow(4, 9)).toEqual([1, 3, 4, 5, 9]);
    expect(pageWindow(9, 9)).toEqual([1, 7, 8, 9]);
  });

  it('is real links, the current page marked, with previous and next', () => {
    const html = renderAt(
      <Pagination current={2} pageCount={3} href={(page) => `/blog?page=${page}`} />,
    );
    expect(html).toContain('href="/blog?page=1"');
    expect(html).toContain('href="/blog?page=3"');
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
    expect(html).toContain('rel="prev"');
    expect(html).toContain('rel="next"');
  });

  it('shows nothing for a single page', () => {
    expect(renderAt(<Pagination current={1} pageCount={1} href={String} />)).toBe('');
  });

  it('offers a way back from a page past the end', () => {
    const html = renderAt(
      <Pagination current={12} pageCount={3} href={(page) => `/blog?page=${page}`} />,
    );
    expect(html).toMatch(
      /<a [^>]*href="\/blog\?page=3"[^>]*rel="prev"|<a [^>]*rel="prev"[^>]*href="\/blog\?page=3"/,
    );
    expect(html).not.toContain('rel="next"');
  });
});
