import {useNavigate, useNavigation} from '@remix-run/react';
import {useCallback, useEffect, useRef, useState} from 'react';
import {editedFormValues} from '~/lib/forms/early-input';
import {listingSearchParams, readListingState, type ListingState} from '~/lib/listing/state';

/** Filter changes reach the address (and so the server) after this quiet time. */
export const ADDRESS_DEBOUNCE_MS = 750;

/**
 * The filters as the shopper is setting them. The form's controls show this draft at once; after
 * the debounce it becomes the address (replacing the history entry), the loader answers, and the
 * draft follows the answer. Without JavaScript none of this runs: the form submits itself.
 */
export function useListingDraft(
  state: ListingState,
  hrefOf: (search: URLSearchParams) => string,
  formId: string,
) {
  const navigate = useNavigate();
  const loading = useNavigation().state !== 'idle';
  const [draft, setDraft] = useState(state);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const stateKey = listingSearchParams(state).toString();

  // The loader's answer (or a link such as a chip or 'Clear all') is the truth again, unless the
  // shopper changed something since that was asked: a tick made while a sort loads is kept, whether
  // it still waits for its debounce or its own answer is loading (an earlier answer can be shown
  // after the next address was asked for, as React renders the router's changes in a transition).
  // Only a new answer counts: on mount the draft already is the state, and a choice made as the
  // page hydrates reaches its handler before these first effects run, which would set it back.
  // An address the draft never asked for (a chip, 'Clear all', Back) is the shopper's newest choice:
  // it also cancels a change still waiting for its debounce, which would otherwise undo it.
  const answered = useRef(stateKey);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (answered.current === stateKey) return;
    answered.current = stateKey;
    const ours = asked.current.has(stateKey);
    if (!ours) {
      clearTimeout(timer.current);
      timer.current = undefined;
    }
    if (!ours || (timer.current === undefined && !loading)) {
      asked.current.clear();
      setDraft(state);
    }
    // Keyed by the canonical address, not the object, which is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = useCallback(
    (next: ListingState, {immediately = false} = {}) => {
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = undefined;
      const go = () => {
        timer.current = undefined;
        // As the loader will read it back, so that its answer is known for this draft's own.
        asked.current.add(listingSearchParams(readListingState(listingSearchParams(next))).toString());
        const href = hrefOf(listingSearchParams(next));
        // A newer change or a link supersedes this address while its answer loads; that abort is
        // not a failure.
        void Promise.resolve(navigate(href, {replace: true, preventScrollReset: true})).catch(
          (error: unknown) => {
            if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
          },
        );
      };
      if (immediately) go();
      else timer.current = setTimeout(go, ADDRESS_DEBOUNCE_MS);
    },
    [navigate, hrefOf],
  );

  // Choices made before the scripts arrived: read while hydrating, before React sets the fields
  // back, and applied once the page is live.
  const [early] = useState(() => editedFormValues(formId));
  useEffect(() => {
    if (early) apply(readListingState(early), {immediately: true});
    // Once, on hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {draft, apply};
}
