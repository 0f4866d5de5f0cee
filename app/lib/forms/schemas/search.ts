import {z} from 'zod';
import {SEARCH_QUERY_MAX} from '../constraints';
import {requiredText} from '../fields';

/** What `/search?query=...` accepts: the header's search form and the search page read the same. */
export const SearchQuerySchema = z.object({
  query: requiredText({max: SEARCH_QUERY_MAX, requiredMessage: 'Please enter a search term.'}),
});
