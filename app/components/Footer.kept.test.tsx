// @vitest-environment happy-dom
import {act} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {FooterStub} from '~/lib/kept-content';
import type {FooterBlok} from '~/lib/storyblok/types';
import {hydrate, importAsInWorker, routes, serverHtml, unmountHydrated} from '~/lib/test-hydrate';

const navLink = (label: string, url: string) => ({
  _uid: label,
  component: 'nav_link' as const,
  label,
  link: {linktype: 'url' as const, url},
});
const footer: FooterBlok = {
  _uid: 'footer',
  component: 'footer',
  nav_menus: [{_uid: 'company', component: 'footer_nav_menu', title: 'Company', links: [navLink('About Us', '/about')]}],
  copyright_text: '© {year} Green Packaging Co.',
  copyright_nav: [navLink('Privacy Policy', '/privacy')],
};
const stub: FooterStub = {_uid: 'footer', component: 'footer', _kept: true};

afterEach(() => {
  unmountHydrated();
  vi.restoreAllMocks();
  vi.resetModules();
});

/**
 * Fresh modules for each test: whether the page is hydrating is the browser's own, once. The module
 * runs as in the worker, where it starts loading the parts' chunk, which the server's render needs.
 */
async function load() {
  const {Footer} = await importAsInWorker(() => import('./Footer'));
  const [{KeptBlocks}, {markHydrated}] = await Promise.all([
    import('~/lib/kept-content'),
    import('~/lib/useHydrated'),
  ]);
  return {Footer, KeptBlocks, markHydrated};
}

/** The server's home page, whose data carries the footer as a stub: it renders from its own copy. */
async function servedHome() {
  const {Footer, KeptBlocks} = await load();
  return serverHtml(
    routes(false, {
      '/': (
        <KeptBlocks.Provider value={new Map([['footer', footer]])}>
          <Footer footer={stub} />
        </KeptBlocks.Provider>
      ),
    }),
  );
}

describe('Footer in the browser', () => {
  it('keeps the HTML the server rendered from its copy, with only a stub in the data', async () => {
    const {Footer} = await load();
    const html = await servedHome();
    const mismatches = vi.spyOn(console, 'error').mockImplementation(() => {});
    const {container} = await hydrate(html, routes(false, {'/': <Footer footer={stub} />}));
    expect(container.querySelector('a[href="/about"]')?.textContent).toBe('About Us');
    expect(container.textContent).toContain(`© ${new Date().getFullYear()} Green Packaging Co.`);
    expect(container.querySelector('nav[aria-label="Legal"] a')?.getAttribute('href')).toBe('/privacy');
    expect(container.querySelector('nav[aria-label="Country"]')).not.toBeNull();
    expect(mismatches).not.toHaveBeenCalled();
  });

  it('renders the footer afresh in another locale, whose links name it', async () => {
    const {Footer, markHydrated} = await load();
    const tree = (home: FooterBlok | FooterStub) =>
      routes(false, {'/': <Footer footer={home} />, '/en-ca': <Footer footer={footer} />});
    const html = await servedHome();
    const {container, router} = await hydrate(html, tree(stub));
    markHydrated();
    await act(() => router.navigate('/en-ca'));
    expect(container.querySelector('a[href="/en-ca/about"]')?.textContent).toBe('About Us');
    expect(container.querySelector('nav[aria-label="Legal"] a')?.getAttribute('href')).toBe('/en-ca/privacy');
    expect(container.querySelector('a[href="/about"]')).toBeNull();
  });
});

describe('Footer’s live parts', () => {
  it('keeps the security seal live among the kept parts: its context menu shows the issuer’s notice', async () => {
    const {Footer, KeptBlocks} = await load();
    const seal = {url: 'https://seal.example/trust', issuer: 'Seal Co'};
    const page = (served: FooterBlok | FooterStub) => <Footer footer={served} securitySeal={seal} />;
    const html = await serverHtml(
      routes(false, {'/': <KeptBlocks.Provider value={new Map([['footer', footer]])}>{page(stub)}</KeptBlocks.Provider>}),
    );
    // The seal's own script and stylesheet are the issuer's; the test keeps them off the network.
    const sealAssets = vi.spyOn(document.head, 'append').mockImplementation(() => {});
    const {container} = await hydrate(html, routes(false, {'/': page(stub)}));
    expect(sealAssets).toHaveBeenCalled();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const image = container.querySelector('img[data-security-seal]')!;
    image.dispatchEvent(new MouseEvent('contextmenu', {bubbles: true, cancelable: true}));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('copyrighted by Seal Co'));
  });
});
