// @vitest-environment happy-dom
import {createContext, useContext, useLayoutEffect} from 'react';
import {createRoot} from 'react-dom/client';
import {flushSync} from 'react-dom';
import {createMemoryRouter, RouterProvider, useLocation, useNavigation, type LoaderFunction} from 'react-router-dom';
import {afterEach, describe, expect, it, vi} from 'vitest';
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

/**
 * Renders the hook with the loader's answer given by the test (`answer`), so a test can show an
 * answer at the moment it chooses; `loader` is the route's, which decides what stays loading.
 */
function renderAnswered(loader: LoaderFunction) {
  const start = readListingState(new URLSearchParams());
  const Answer = createContext(start);
  const shown: ListingState[] = [];
  // What the page last rendered with: the router commits its changes in transitions, which a
  // loaded machine can leave unfinished for more than a tick.
  const rendered = {search: '', navigation: 'idle'};
  const hook: {apply: ReturnType<typeof useListingDraft>['apply']} = {apply: () => undefined};
  function Listing() {
    const {draft, apply} = useListingDraft(useContext(Answer), hrefOf, 'listing-filters');
    rendered.search = useLocation().search;
    rendered.navigation = useNavigation().state;
    hook.apply = apply;
    shown.push(draft);
    return null;
  }
  const router = createMemoryRouter([{path: PATH, element: <Listing />, loader}], {initialEntries: [PATH]});
  const root = createRoot(document.createElement('div'));
  unmount = () => root.unmount();
  const answer = (state: ListingState) =>
    flushSync(() =>
      root.render(
        <Answer.Provider value={state}>
          <RouterProvider router={router} future={{v7_startTransition: true}} />
        </Answer.Provider>,
      ),
    );
  answer(start);
  return {start, shown, rendered, router, answer, apply: (...args: Parameters<typeof hook.apply>) => hook.apply(...args)};
}

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

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
    // The answer for a ticked size never comes, so its address stays loading.
    const {shown, rendered, answer, apply} = renderAnswered(({request}) =>
      new URL(request.url).searchParams.has('size') ? new Promise(() => undefined) : null,
    );
    await settle();

    flushSync(() => apply(sorted, {immediately: true}));
    await vi.waitFor(() => expect(rendered).toEqual({search: '?sort=price_asc', navigation: 'idle'}));
    flushSync(() => apply({...sorted, refinements: {size: ['12']}}, {immediately: true}));
    await vi.waitFor(() => expect(rendered.navigation).toBe('loading'));

    // The sort's answer, asked for before the tick, is rendered only now.
    answer(sorted);
    await settle();

    expect(shown.at(-1)?.sort).toBe('price_asc');
    expect(shown.at(-1)?.refinements.size).toEqual(['12']);
  });

  it('gives way to a link followed while a tick waits for its debounce, and drops that tick', async () => {
    const sorted = readListingState(new URLSearchParams('sort=price_asc'));
    const {start, shown, router, answer, apply} = renderAnswered(() => null);
    await settle();

    flushSync(() => apply({...start, refinements: {size: ['12']}}));
    // A link elsewhere on the page (a sort chip, say) before the tick's address was asked for.
    await router.navigate(`${PATH}?sort=price_asc`);
    answer(sorted);
    await settle(ADDRESS_DEBOUNCE_MS + 100);

    expect(shown.at(-1)?.sort).toBe('price_asc');
    expect(shown.at(-1)?.refinements.size).toBeUndefined();
    expect(router.state.location.search).toBe('?sort=price_asc');
  });
});
