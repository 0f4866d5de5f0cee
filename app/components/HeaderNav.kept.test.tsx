// @vitest-environment happy-dom
import {act} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {NavItemBlok} from '~/lib/storyblok/types';
import {hydrate, importAsInWorker, routes, serverHtml, unmountHydrated} from '~/lib/test-hydrate';

const cups = (childLabel: string): NavItemBlok => ({
  _uid: 'cups',
  component: 'nav_item',
  label: 'Cups',
  link: {linktype: 'url', url: '/collections/cups'},
  children: [{_uid: 'hot', component: 'nav_link', label: childLabel, link: {linktype: 'url', url: '/collections/hot-cups'}}],
});

afterEach(() => {
  unmountHydrated();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('HeaderNav in the browser', () => {
  it('keeps a dropdown’s links as the server sent them, shows them when it opens, and follows them with the router', async () => {
    const {HeaderNav} = await importAsInWorker(() => import('./HeaderNav'));
    const tree = (childLabel: string) =>
      routes(false, {
        '/': <HeaderNav items={[cups(childLabel)]} />,
        '/collections/hot-cups': <h1>Hot Cups</h1>,
      });
    const html = await serverHtml(tree('Hot Cups'));
    const mismatches = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The browser's data differs only to tell the kept list from one it rendered.
    const {container, router} = await hydrate(html, tree('Hot Cups, rendered in the browser'));
    expect(mismatches).not.toHaveBeenCalled();

    const panel = container.querySelector<HTMLElement>('#main-menu-cups')!;
    expect(panel.hidden).toBe(true);
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-controls="main-menu-cups"]')!.click());
    expect(panel.hidden).toBe(false);
    const hotCups = [...panel.querySelectorAll('a')].find((link) => link.textContent === 'Hot Cups')!;
    expect(hotCups.getAttribute('href')).toBe('/collections/hot-cups');

    await act(async () => hotCups.click());
    expect(router.state.location.pathname).toBe('/collections/hot-cups');
    expect(container.querySelector('h1')?.textContent).toBe('Hot Cups');
  });
});
