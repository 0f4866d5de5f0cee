import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {BackToTop} from '~/components/BackToTop';

describe('BackToTop', () => {
  it('is absent until the page has been scrolled', () => {
    expect(renderToStaticMarkup(<BackToTop />)).toBe('');
  });
});
