import {z} from 'zod';
import {NOT_BLANK} from '../fields';

/** Algolia refuses a query longer than this many bytes of UTF-8 (its `query` parameter's limit). */
export const SEARCH_QUERY_MAX_BYTES = 512;
const REQUIRED = 'Please enter a search term.';

/**
 * What `/search?query=...` accepts: the header's search form and the search page read the same. A
 * longer query is cut to what the search service takes rather than refused: a shopper who pasted a
 * paragraph still gets results for its start.
 */
export const SearchQuerySchema = z.object({
  query: z
    .string({required_error: REQUIRED})
    .regex(NOT_BLANK, REQUIRED)
    .trim()
    .transform((query) => cutToBytes(query, SEARCH_QUERY_MAX_BYTES)),
});

/** The longest start of `text` that fits in `max` bytes of UTF-8, never splitting a character. */
function cutToBytes(text: string, max: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= max) return text;
  let cut = '';
  let bytes = 0;
  for (const character of text) {
    bytes += encoder.encode(character).length;
    if (bytes > max) break;
    cut += character;
  }
  return cut.trimEnd();
}
