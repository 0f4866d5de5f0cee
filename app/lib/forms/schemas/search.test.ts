import {describe, expect, it} from 'vitest';
import {SEARCH_QUERY_MAX_BYTES, SearchQuerySchema} from './search';

const read = (query: string) => SearchQuerySchema.safeParse({query});

describe('SearchQuerySchema', () => {
  it('searches a long query cut to what the search service takes', () => {
    const result = read(`compostable cups ${'x'.repeat(600)}`);
    expect(result.success && result.data.query).toBe(`compostable cups ${'x'.repeat(SEARCH_QUERY_MAX_BYTES - 17)}`);
  });

  it('counts bytes, and never cuts a character in two', () => {
    const result = read('é'.repeat(300));
    expect(result.success && result.data.query).toBe('é'.repeat(256));
  });

  it('asks for a term when there is only white space', () => {
    expect(read('   ').success).toBe(false);
  });
});
