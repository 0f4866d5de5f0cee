import {getZodConstraint} from '@conform-to/zod';
import {describe, expect, it} from 'vitest';
import {DiscountCodeForm} from '~/lib/cart/discount';
import {DISCOUNT_CODE_CONSTRAINTS, NEWSLETTER_CONSTRAINTS, SEARCH_CONSTRAINTS} from './constraints';
import {EMAIL_MAX} from './fields';
import {NEWSLETTER_SCHEMAS} from './schemas/newsletter';
import {SearchQuerySchema} from './schemas/search';

describe('the written-out constraints of the forms that load their schemas on first use', () => {
  it('are what conform derives from each newsletter placement’s schema', () => {
    expect(NEWSLETTER_CONSTRAINTS.footer).toEqual(getZodConstraint(NEWSLETTER_SCHEMAS.footer));
    expect(NEWSLETTER_CONSTRAINTS.blog).toEqual(getZodConstraint(NEWSLETTER_SCHEMAS.blog));
    expect(NEWSLETTER_CONSTRAINTS.blog.email.maxLength).toBe(EMAIL_MAX);
  });

  it('are what conform derives from the search query’s schema', () => {
    expect(SEARCH_CONSTRAINTS).toEqual(getZodConstraint(SearchQuerySchema));
  });

  it('are what conform derives from the discount code’s schema', () => {
    expect(DISCOUNT_CODE_CONSTRAINTS).toEqual(getZodConstraint(DiscountCodeForm));
  });
});
