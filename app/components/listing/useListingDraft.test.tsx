// @vitest-environment happy-dom
import {createContext, useContext, useLayoutEffect} from 'react';
import {createRoot} from 'react-dom/client';
import {flushSync} from 'react-dom';
import {createMemoryRouter, RouterProvider} from 'react-router-dom';
import {afterEach, describe, expect, it} from 'vitest';
import {readListingState, type ListingState} from '~/lib/listing/state';
import {ADDRESS_DEBOUNCE_MS, useListingDraft} from './useListingDraft';

const PATH = '/collections/single-wall-hot-cups';
const hrefOf = (search: URLSearchParams) => `${PATH}?${search}`;

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

/**
 * Renders the hook as a page would and reports each draft it shows. `chooseOnCommit` stands for a
 * shopper's choice that arrives between hydration's commit and its effects, when React runs the
 * event handler before the effects it still owes.
 */
function renderDraft(state: ListingState, chooseOnCommit: (draft: ListingState) => ListingState) {
  const shown: ListingState[] = [];
  function Listing() {
    const {draft, apply} = useListingDraft(state, hrefOf, 'listing-filters');
    shown.push(draft);
    useLayoutEffect(() => {
      apply(chooseOnCommit(draft), {immediately: true});
      // Once, as the choice arrives once.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return null;
  }
  const router = createMemoryRouter([{path: PATH, element: <Listing />}], {initialEntries: [PATH]});
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<RouterProvider router={router} future={{v7_startTransition: true}} />));
  unmount = () => root.unmount();
  return {shown, router};
}

describe('useListingDraft', () => {
  it('keeps a choice made as the page hydrates: the first effects do not set the draft back', async () => {
    const state = readListingState(new URLSearchParams());
    const {shown, router} = renderDraft(state, (draft) => ({...draft, sort: 'price_asc'}));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(shown.at(-1)?.sort).toBe('price_asc');
    expect(router.state.location.search).toBe('?sort=price_asc');
  });

  it('keeps a tick whose address is loading when an earlier answer is shown late', async () => {
    const sorted = readListingState(new URLSearchParams('sort=price_asc'));
    const Answer = createContext(readListingState(new URLSearchParams()));
    let apply: ReturnType<typeof useListingDraft>['apply'] = () => undefined;
    const shown: ListingState[] = [];
    function Listing() {
      const hook = useListingDraft(useContext(Answer), hrefOf, 'listing-filters');
      apply = hook.apply;
      shown.push(hook.draft);
      return null;
    }
    // The answer for a ticked size never comes, so its address stays loading.
    const router = createMemoryRouter(
      [
        {
          path: PATH,
          element: <Listing />,
          loader: ({request}) => (new URL(request.url).searchParams.has('size') ? new Promise(() => undefined) : null),
        },
      ],
      {initialEntries: [PATH]},
    );
    const root = createRoot(document.createElement('div'));
    unmount = () => root.unmount();
    const render = (answer: ListingState) =>
      flushSync(() =>
        root.render(
          <Answer.Provider value={answer}>
            <RouterProvider router={router} future={{v7_startTransition: true}} />
          </Answer.Provider>,
        ),
      );
    render(readListingState(new URLSearchParams()));
    await new Promise((resolve) => setTimeout(resolve, 0));

    flushSync(() => apply(sorted, {immediately: true}));
    await new Promise((resolve) => setTimeout(resolve, 0));
    flushSync(() => apply({...sorted, refinements: {size: ['12']}}, {immediately: true}));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.navigation.state).toBe('loading');

    // The sort's answer, asked for before the tick, is rendered only now.
    render(sorted);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(shown.at(-1)?.sort).toBe('price_asc');
    expect(shown.at(-1)?.refinements.size).toEqual(['12']);
  });

  it('gives way to a link followed while a tick waits for its debounce, and drops that tick', async () => {
    const start = readListingState(new URLSearchParams());
    const sorted = readListingState(new URLSearchParams('sort=price_asc'));
    const Answer = createContext(start);
    let apply: ReturnType<typeof useListingDraft>['apply'] = () => undefined;
    const shown: ListingState[] = [];
    function Listing() {
      const hook = useListingDraft(useContext(Answer), hrefOf, 'listing-filters');
      apply = hook.apply;
      shown.push(hook.draft);
      return null;
    }
    const router = createMemoryRouter([{path: PATH, element: <Listing />, loader: () => null}], {
      initialEntries: [PATH],
    });
    const root = createRoot(document.createElement('div'));
    unmount = () => root.unmount();
    const render = (answer: ListingState) =>
      flushSync(() =>
        root.render(
          <Answer.Provider value={answer}>
            <RouterProvider router={router} future={{v7_startTransition: true}} />
          </Answer.Provider>,
        ),
      );
    render(start);
    await new Promise((resolve) => setTimeout(resolve, 0));

    flushSync(() => apply({...start, refinements: {size: ['12']}}));
    // A link elsewhere on the page (a sort chip, say) before the tick's address was asked for.
    await router.navigate(`${PATH}?sort=price_asc`);
    render(sorted);
    await new Promise((resolve) => setTimeout(resolve, ADDRESS_DEBOUNCE_MS + 100));

    expect(shown.at(-1)?.sort).toBe('price_asc');
    expect(shown.at(-1)?.refinements.size).toBeUndefined();
    expect(router.state.location.search).toBe('?sort=price_asc');
  });
});
