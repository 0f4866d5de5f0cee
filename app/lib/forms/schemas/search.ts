import {z} from 'zod';
import {requiredText} from '../fields';

/** The longest query the header's search form sends and the search page reads. */
const SEARCH_QUERY_MAX = 200;

/** What `/search?query=...` accepts: the header's search form and the search page read the same. */
export const SearchQuerySchema = z.object({
  query: requiredText({max: SEARCH_QUERY_MAX, requiredMessage: 'Please enter a search term.'}),
});
