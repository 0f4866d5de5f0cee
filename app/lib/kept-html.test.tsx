// @vitest-environment happy-dom
import {act} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {hydrate, routes, serverHtml, unmountHydrated} from './test-hydrate';

afterEach(() => {
  unmountHydrated();
  vi.resetModules();
});

function Listing({title}: {title: string}) {
  return (
    <section>
      <h1>{title}</h1>
      <a href="/?page=2">Next page</a>
    </section>
  );
}

/** Fresh modules for each test (whether the page is hydrating is once per page), and a counted load. */
async function keptListing() {
  const [{keptFromServer}, {markHydrated}] = await Promise.all([import('./kept-html'), import('./useHydrated')]);
  const load = vi.fn(async () => Listing);
  const Kept = keptFromServer(load);
  return {Kept, load, markHydrated};
}

describe('keptFromServer', () => {
  it('keeps the server HTML of the page it hydrates, without loading the code', async () => {
    const {Kept, load} = await keptListing();
    expect(load).not.toHaveBeenCalled();
    // The worker loads the code to render it.
    await Kept.load();
    const html = await serverHtml(routes(false, {'/': <Kept title="From the server" />}));
    load.mockClear();

    const {container} = await hydrate(html, routes(false, {'/': <Kept title="From the browser" />}));
    expect(container.querySelector('h1')?.textContent).toBe('From the server');
    expect(load).not.toHaveBeenCalled();
  });

  it('renders afresh, with its code, at another address of the same route', async () => {
    const {Kept, load, markHydrated} = await keptListing();
    const page = (title: string) => <Kept title={title} />;
    await Kept.load();
    const html = await serverHtml(routes(false, {'/': page('Page 1')}));
    load.mockClear();
    // The browser's page shows what the address asks for; the test tells them apart by title.
    const {container, router} = await hydrate(html, routes(false, {'/': page('Page 2')}));
    expect(container.querySelector('h1')?.textContent).toBe('Page 1');
    markHydrated();

    await act(async () => container.querySelector('a')!.click());
    expect(router.state.location.search).toBe('?page=2');
    expect(container.querySelector('h1')?.textContent).toBe('Page 2');
  });

  it('starts loading its code when a route module runs after hydration, for the navigation that needs it', async () => {
    const {markHydrated} = await keptListing();
    markHydrated();
    const {keptFromServer} = await import('./kept-html');
    const load = vi.fn(async () => Listing);
    keptFromServer(load);
    expect(load).toHaveBeenCalledOnce();
  });
});
