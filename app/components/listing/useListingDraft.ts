import {useNavigate} from '@remix-run/react';
import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import {listingSearchParams, type ListingState} from '~/lib/listing/state';

/** Filter changes reach the address (and so the server) after this quiet time, as the spec asks. */
export const ADDRESS_DEBOUNCE_MS = 750;

/**
 * The filters as the shopper is setting them. The form's controls show this draft at once; after
 * the debounce it becomes the address (replacing the history entry), the loader answers, and the
 * draft follows the answer. Without JavaScript none of this runs: the form submits itself.
 *
 * Draft changes are transitions: the listing holds a streamed rating in every card, and an urgent
 * update reaching those while they still hydrate makes React throw their server HTML away (#421).
 */
export function useListingDraft(state: ListingState, hrefOf: (search: URLSearchParams) => string) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(state);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const stateKey = listingSearchParams(state).toString();

  // The loader's answer (or a link such as a chip or 'Clear all') is the truth again.
  useEffect(() => {
    startTransition(() => setDraft(state));
    // Keyed by the canonical address, not the object, which is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(
    (next: ListingState, {immediately = false} = {}) => {
      startTransition(() => setDraft(next));
      clearTimeout(timer.current);
      const go = () =>
        navigate(hrefOf(listingSearchParams(next)), {replace: true, preventScrollReset: true});
      if (immediately) go();
      else timer.current = setTimeout(go, ADDRESS_DEBOUNCE_MS);
    },
    [navigate, hrefOf],
  );

  return {draft, apply};
}
