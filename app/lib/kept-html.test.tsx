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

describe('keptFromServer, for a part that appears in place', () => {
  it('keeps the rest of the live page on screen while the part waits for its code', async () => {
    const [{keptFromServer}, {markHydrated}, {useState}] = await Promise.all([
      import('./kept-html'),
      import('./useHydrated'),
      import('react'),
    ]);
    let arrive: (component: typeof Listing) => void = () => {};
    const Kept = keptFromServer(
      () => new Promise<typeof Listing>((resolve) => (arrive = resolve)),
      () => 'key',
      {appearsInPlace: true},
    );
    function Cart() {
      const [empty, setEmpty] = useState(false);
      return (
        <main>
          <p>Your lines</p>
          <button type="button" onClick={() => setEmpty(true)}>
            Remove the last line
          </button>
          {empty ? <Kept title="Your cart is empty" /> : null}
        </main>
      );
    }
    const html = await serverHtml(routes(false, {'/': <Cart />}));
    const {container} = await hydrate(html, routes(false, {'/': <Cart />}));
    markHydrated();

    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toContain('Your lines');
    await act(async () => arrive(Listing));
    expect(container.querySelector('h1')?.textContent).toBe('Your cart is empty');
  });
});

describe('HydratedWhereShown', () => {
  /** A screen as wide as `width`, whose media queries can be told it changed. */
  function screen(width: number) {
    const queries: {media: string; listeners: Set<() => void>}[] = [];
    const matches = (media: string): boolean => {
      if (media.startsWith('not all and ')) return !matches(media.slice('not all and '.length));
      const min = /min-width: ([\d.]+)px/.exec(media);
      return !min || width >= Number(min[1]);
    };
    vi.spyOn(window, 'matchMedia').mockImplementation((media) => {
      const query = {media, listeners: new Set<() => void>()};
      queries.push(query);
      return {
        media,
        get matches() {
          return matches(media);
        },
        addEventListener: (_type: string, listener: () => void) => query.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => query.listeners.delete(listener),
      } as unknown as MediaQueryList;
    });
    return {
      resize(next: number) {
        width = next;
        for (const query of queries) query.listeners.forEach((listener) => listener());
      },
    };
  }

  async function headers() {
    const {HydratedWhereShown} = await import('./kept-html');
    const rendered: string[] = [];
    function Part({name}: {name: string}) {
      rendered.push(name);
      return <button type="button">{name} menu</button>;
    }
    const page = (
      <>
        <HydratedWhereShown media="(min-width: 992px)">
          <Part name="Desktop" />
        </HydratedWhereShown>
        <HydratedWhereShown media="not all and (min-width: 992px)">
          <Part name="Phone" />
        </HydratedWhereShown>
      </>
    );
    return {page, rendered};
  }

  it('hydrates only the part the screen shows, keeping the other’s HTML as the server sent it', async () => {
    const {page, rendered} = await headers();
    const html = await serverHtml(routes(false, {'/': page}));
    expect(rendered).toEqual(['Desktop', 'Phone']);
    rendered.length = 0;
    screen(390);
    const mismatches = vi.spyOn(console, 'error').mockImplementation(() => {});
    const {container} = await hydrate(html, routes(false, {'/': page}));
    expect(rendered).toEqual(['Phone']);
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Desktop menu',
      'Phone menu',
    ]);
    expect(mismatches).not.toHaveBeenCalled();
  });

  it('renders the kept part afresh, once, when the screen starts to show it', async () => {
    const {page, rendered} = await headers();
    const html = await serverHtml(routes(false, {'/': page}));
    const phone = screen(390);
    const {container} = await hydrate(html, routes(false, {'/': page}));
    rendered.length = 0;
    await act(async () => phone.resize(1280));
    expect(rendered).toEqual(['Desktop']);
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Desktop menu',
      'Phone menu',
    ]);
  });
});
