// @vitest-environment happy-dom
import {act} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Blok} from '~/lib/storyblok/types';
import {hydrate, routes, serverHtml, unmountHydrated} from '~/lib/test-hydrate';

const doc = (text: string) => ({type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text}]}]});

/** A hero of markup-only blocks: a heading, text, a link to a collection and one to a part of the page. */
function hero(headingText: string): Blok {
  return {
    _uid: 'hero',
    component: 'section',
    body: [
      {_uid: 'h', component: 'heading', text: headingText, level: 'h1'},
      {_uid: 't', component: 'rich-text-block', text: doc('Cups made from plants')},
      {
        _uid: 'b',
        component: 'button-group',
        buttons: [
          {_uid: 'b1', component: 'button', label: 'Shop Hot Cups', link: {linktype: 'url', url: '/collections/hot-cups'}},
          {_uid: 'b2', component: 'button', label: 'See the FAQ', link: {linktype: 'url', url: '#faq'}},
        ],
      },
    ],
  };
}

/** A block with behaviour: tabs answer the keyboard. */
function tabs(title: string): Blok {
  return {
    _uid: 'tabs',
    component: 'tabs',
    tabs: [{_uid: 'tab', component: 'tab-item', title, body: [{_uid: 'q', component: 'heading', text: 'Questions'}]}],
  };
}

// Tells React the updates below are awaited with `act`.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  unmountHydrated();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** Fresh modules for each test: whether the page is hydrating is the browser's own, once. */
async function load() {
  const [{PageBlocks}, {markHydrated}, {loadRegistry, loadBlockChunksModule}] = await Promise.all([
    import('./PageBlocks'),
    import('~/lib/useHydrated'),
    import('./block-code'),
  ]);
  await Promise.all([loadRegistry().then((registry) => registry.loadAllBlocks()), loadBlockChunksModule()]);
  return {PageBlocks, markHydrated};
}

describe('PageBlocks', () => {
  it('keeps the server HTML of markup-only blocks without rendering them, and hydrates the rest', async () => {
    const {PageBlocks} = await load();
    const html = await serverHtml(routes(false, {'/': <PageBlocks blocks={[hero('Server heading'), tabs('Server tab')]} />}));
    expect(html).toContain('Server heading');

    // The browser's blocks differ from the server's: what shows says which side rendered each one.
    const mismatches = vi.spyOn(console, 'error').mockImplementation(() => {});
    const {container} = await hydrate(
      html,
      routes(false, {'/': <PageBlocks blocks={[hero('Browser heading'), tabs('Browser tab')]} />}),
      false,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Server heading');
    expect(container.textContent).toContain('Browser tab');
    expect(container.textContent).not.toContain('Server tab');
    // React saw the tabs differ; the kept hero it never compared.
    expect(mismatches.mock.calls.flat().join(' ')).toContain('Server tab');
    expect(mismatches.mock.calls.flat().join(' ')).not.toContain('heading');
  });

  it('renders a block its data carries as a stub from the server’s own copy, and the browser keeps that HTML', async () => {
    const {PageBlocks} = await load();
    const {KeptBlocks} = await import('~/lib/kept-content');
    const stub = {_uid: 'hero', component: 'section', _kept: true};
    const html = await serverHtml(
      routes(false, {
        '/': (
          <KeptBlocks.Provider value={new Map([['hero', hero('Compostable cups')]])}>
            <PageBlocks blocks={[stub, tabs('Sizes')]} />
          </KeptBlocks.Provider>
        ),
      }),
    );
    expect(html).toContain('Compostable cups');
    expect(html).toContain('Cups made from plants');

    const mismatches = vi.spyOn(console, 'error').mockImplementation(() => {});
    const {container} = await hydrate(html, routes(false, {'/': <PageBlocks blocks={[stub, tabs('Sizes')]} />}));
    expect(container.querySelector('h1')?.textContent).toBe('Compostable cups');
    expect(container.textContent).toContain('Shop Hot Cups');
    expect(container.textContent).toContain('Sizes');
    expect(mismatches).not.toHaveBeenCalled();
  });

  it('follows a kept link with the router, and a link to a part of the page by scrolling there', async () => {
    const {PageBlocks} = await load();
    const tree = () =>
      routes(false, {
        '/': (
          <>
            <PageBlocks blocks={[hero('Compostable cups')]} />
            <h2 id="faq">FAQ</h2>
          </>
        ),
        '/collections/hot-cups': <h1>Hot Cups</h1>,
      });
    const {container, router} = await hydrate(await serverHtml(tree()), tree());
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;

    const faqLink = [...container.querySelectorAll('a')].find((a) => a.textContent === 'See the FAQ')!;
    await act(async () => faqLink.click());
    expect(document.activeElement?.id).toBe('faq');
    expect(scrolled).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');

    const shopLink = [...container.querySelectorAll('a')].find((a) => a.textContent === 'Shop Hot Cups')!;
    await act(async () => shopLink.click());
    expect(router.state.location.pathname).toBe('/collections/hot-cups');
    expect(container.querySelector('h1')?.textContent).toBe('Hot Cups');
  });

  it('renders every block of a page reached by a navigation, where there is no server HTML to keep', async () => {
    const {PageBlocks, markHydrated} = await load();
    const tree = () =>
      routes(false, {
        '/': <h1>Home</h1>,
        '/about': <PageBlocks blocks={[hero('About us')]} />,
      });
    const {container, router} = await hydrate(await serverHtml(tree()), tree());
    markHydrated();
    await act(() => router.navigate('/about'));
    expect(container.querySelector('h1')?.textContent).toBe('About us');
    expect(container.textContent).toContain('Cups made from plants');
  });

  it('renders every block in the editor preview, which follows the edits', async () => {
    const {PageBlocks} = await load();
    const html = await serverHtml(routes(true, {'/': <PageBlocks blocks={[hero('Saved heading')]} />}));
    const {container} = await hydrate(html, routes(true, {'/': <PageBlocks blocks={[hero('Edited heading')]} />}), true);
    expect(container.querySelector('h1')?.textContent).toBe('Edited heading');
  });

  it('hydrates exactly the blocks whose chunks the document names, so the browser has the code of each', async () => {
    const {PageBlocks} = await load();
    const {pageBlockScripts} = await import('./scripts.server');
    const {blockFile} = await import('./registry');
    const chunkModule = await import('./block-chunks');
    const untitled: Blok = {_uid: '', component: 'heading', text: 'No id', level: 'h2'};
    const blocks = [hero('Kept'), untitled, tabs('Live'), {_uid: 'm', component: 'mystery-widget'}];
    const built = Object.fromEntries(
      ['section', 'heading', 'rich-text-block', 'button-group', 'button', 'tabs', 'tab-item'].map((name) => [
        blockFile(name),
        [`/assets/${name}.js`],
      ]),
    );
    const context = {servesDocument: true, preview: {active: false}} as Parameters<typeof pageBlockScripts>[1];
    const named = pageBlockScripts(blocks, context, built).flatMap(({block}) => (block ? [block] : []));

    const drawn = vi.spyOn(chunkModule, 'blockComponentsIn');
    const html = await serverHtml(routes(false, {'/': <PageBlocks blocks={blocks} />}));
    drawn.mockClear();
    await hydrate(html, routes(false, {'/': <PageBlocks blocks={blocks} />}));
    const asked = new Set(drawn.mock.calls.flatMap(([content]) => chunkModule.componentNamesIn(content)));

    // Every kind the browser draws has its chunk named, but one nobody registered (drawn as a notice).
    expect([...asked].sort()).toEqual([...named, 'mystery-widget'].sort());
    expect(named.sort()).toEqual(['heading', 'tab-item', 'tabs']);
  });

  it('sets blocks placed straight on the page in the page’s width, and leaves each band to frame itself', async () => {
    const {PageBlocks} = await load();
    const {inPageFrames} = await import('./page-frames');
    const heading = (uid: string, text: string): Blok => ({_uid: uid, component: 'heading', text, level: 'h2'});
    const blocks = [heading('a', 'First'), tabs('Tab'), hero('In the section'), heading('z', 'Last')];
    const html = await serverHtml(routes(false, {'/': <PageBlocks blocks={blocks} layout={inPageFrames} />}));
    const {container} = await hydrate(html, routes(false, {'/': <PageBlocks blocks={blocks} layout={inPageFrames} />}));

    const frameOf = (text: string) =>
      [...container.querySelectorAll('h1, h2, [role="tab"]')]
        .find((element) => element.textContent === text)
        ?.closest('.max-w-7xl.px-4.py-8');
    // The heading and the tabs before the section share one frame; the heading after it has its own.
    expect(frameOf('First')).toBeTruthy();
    expect(frameOf('Tab')).toBe(frameOf('First'));
    expect(frameOf('Last')).toBeTruthy();
    expect(frameOf('Last')).not.toBe(frameOf('First'));
    // The section brings its width itself, inside no frame of the page's.
    expect(frameOf('In the section')).toBeNull();

    // In a column of the caller's (a post's body), the column is the frame.
    const inColumn = await serverHtml(routes(false, {'/': <PageBlocks blocks={blocks} />}));
    expect(inColumn).toContain('First');
    expect(inColumn).not.toContain('max-w-7xl flex-col');
  });
});
