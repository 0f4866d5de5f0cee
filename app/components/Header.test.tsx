import {renderWithRouter as render} from '../../tests/render';
import {beforeAll, describe, expect, it} from 'vitest';
import {preloadShellForms} from '~/components/ShellForms';
import {cartLabel, Header, telHref} from '~/components/Header';
import {MobileHeader} from '~/components/MobileHeader';
import type {HeaderBlok} from '~/lib/content/storyblok/types';


const header: HeaderBlok = {
  _uid: 'header',
  component: 'header',
  logo: {filename: 'https://a.storyblok.com/logo.svg', alt: ''},
  phone: '(800) 555-0199',
  shipping_text: 'Free shipping on orders over $99',
  utility_nav: [
    {_uid: 'u1', component: 'nav_link', label: 'Free Samples', link: {linktype: 'url', url: '/free-samples'}},
  ],
  navigation: [
    {
      _uid: 'cups',
      component: 'nav_item',
      label: 'Cups',
      link: {linktype: 'story', cached_url: 'en-us/collections/cups'},
      children: [
        {_uid: 'hot', component: 'nav_link', label: 'Hot Cups', link: {linktype: 'url', url: '/collections/hot-cups'}},
        {_uid: 'cold', component: 'nav_link', label: 'Cold Cups', link: {linktype: 'url', url: '/collections/cold-cups'}},
      ],
    },
    {_uid: 'blog', component: 'nav_item', label: 'Blog', link: {linktype: 'url', url: '/blog'}},
  ],
};


const baseProps = {header, isLoggedIn: false, cartCount: 0};

// The search form is a chunk of its own, which the server has before it renders.
beforeAll(() => preloadShellForms());

describe('Header', () => {
  it('lists the navigation with each dropdown’s links behind a labelled disclosure button', async () => {
    const html = await render(<Header {...baseProps} />);
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toMatch(/href="\/collections\/cups">Cups<\/a>/);
    expect(html).toMatch(/href="\/blog">Blog<\/a>/);
    expect(html).toMatch(
      /<button type="button" aria-expanded="false" aria-controls="main-menu-cups" aria-label="Show Cups menu"/,
    );
    // Closed, but opened by CSS (hover, focus) when no scripts run.
    expect(html).toMatch(/<div id="main-menu-cups" class="[^"]* hidden no-js:group-focus-within:block no-js:group-hover:block"/);
    expect(html).toMatch(/href="\/collections\/hot-cups">Hot Cups<\/a>/);
    expect(html).toMatch(/href="\/collections\/cold-cups">Cold Cups<\/a>/);
    expect(html).not.toContain('Show Blog menu');
  });

  it('shows the phone number as a call link, the shipping note and the utility links', async () => {
    const html = await render(<Header {...baseProps} />);
    expect(html).toMatch(/href="tel:8005550199"[^>]*>.*\(800\) 555-0199<\/a>/);
    expect(html).toContain('Free shipping on orders over $99');
    expect(html).toMatch(/<nav aria-label="Utility".*href="\/free-samples"[^>]*>Free Samples<\/a>/);
  });

  it('links the logo home with a name even when the asset has no alt text', async () => {
    const html = await render(<Header {...baseProps} />, '/en-ca');
    expect(html).toMatch(/href="\/en-ca"><img src="https:\/\/a.storyblok.com\/logo.svg" alt="Green Packaging Co. home"/);
  });

  it('gives the logo the size its asset address names, so its box is kept while it loads', async () => {
    const logo = {filename: 'https://a.storyblok.com/f/100001/240x48/4f8c2a91d3/logo.svg', alt: 'Green Packaging Co.'};
    const html = await render(<Header {...baseProps} header={{...baseProps.header, logo}} />);
    expect(html).toContain('<img src="https://a.storyblok.com/f/100001/240x48/4f8c2a91d3/logo.svg" alt="Green Packaging Co." width="240" height="48"');
  });

  it('invites visitors to sign in and customers to their account, in their locale', async () => {
    expect(await render(<Header {...baseProps} />)).toMatch(/href="\/account\/login">.*Sign in<\/a>/);
    const menu = await render(<Header {...baseProps} isLoggedIn />, '/en-ca');
    expect(menu).toMatch(/<summary[^>]*>.*My account/);
    expect(menu).toMatch(/href="\/en-ca\/account">Orders<\/a>/);
    expect(menu).toMatch(/href="\/en-ca\/account\/addresses">Addresses<\/a>/);
    expect(menu).toMatch(/<form method="post" action="\/en-ca\/account\/logout"[^>]*>.*Sign out<\/button>/);
  });

  it('names the cart link with its item count', async () => {
    const html = await render(<Header {...baseProps} cartCount={3} />);
    expect(html).toMatch(/<a aria-label="Cart, 3 items"[^>]*href="\/cart">/);
    // Without scripts it is a plain link: it opens no dialog.
    expect(html).not.toContain('aria-haspopup');
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>3<\/span>/);
    expect(cartLabel(1)).toBe('Cart, 1 item');
    expect(cartLabel(0)).toBe('Cart, 0 items');
  });

  it('names no count while the count is still streaming, rather than a wrong one', async () => {
    const html = await render(<Header {...baseProps} cartCount={new Promise<number>(() => {})} />);
    expect(html).toMatch(/<a aria-label="Cart"[^>]*href="\/cart">/);
    expect(html).not.toMatch(/<span aria-hidden="true"[^>]*>\d+<\/span>/);
  });

  it('still offers the logo, search, account and cart without header content', async () => {
    const html = await render(<Header {...baseProps} header={undefined} />);
    expect(html).toContain('Green Packaging Co.<span class="sr-only"> home</span>');
    expect(html).toContain('role="search"');
    expect(html).toContain('Sign in');
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).not.toContain('aria-label="Main"');
  });

  it('dials only the digits of a formatted phone number', () => {
    expect(telHref('+1 (800) 555-0199')).toBe('tel:+18005550199');
  });
});

describe('MobileHeader', () => {
  it('renders the menu as a disclosure with every section, contact and account link until scripts run', async () => {
    const html = await render(<MobileHeader {...baseProps} />);
    expect(html).toMatch(/<details class="group"><summary [^>]*>.*<span class="sr-only">Menu<\/span><\/summary>/);
    expect(html).toMatch(/<\/summary><div [^>]*><nav aria-label="Main" class="px-4">.*<div><ul class="pb-3 pl-4">/);
    expect(html).toMatch(/href="\/collections\/hot-cups"[^>]*>Hot Cups<\/a>/);
    expect(html).toMatch(/href="\/contact">Contact<\/a>/);
    expect(html).toMatch(/href="\/account\/login">.*Sign in<\/a>/);
    // The drawer opens only with JavaScript, which renders it (the end-to-end shell tests open it).
    expect(html).not.toContain('<dialog');
  });

  it('prefers the mobile navigation when editors wrote one', async () => {
    const mobileHeader = {
      ...header,
      mobile_navigation: [
        {_uid: 'shop', component: 'nav_item' as const, label: 'Shop All', link: {linktype: 'url' as const, url: '/collections/all'}},
      ],
    };
    const html = await render(<MobileHeader {...baseProps} header={mobileHeader} />);
    expect(html).toMatch(/href="\/collections\/all"[^>]*>Shop All<\/a>/);
    expect(html).not.toContain('Hot Cups');
  });

  it('links to the search page until JavaScript can open the search bar', async () => {
    const html = await render(<MobileHeader {...baseProps} />, '/en-ca');
    expect(html).toMatch(/<a aria-label="Search"[^>]*href="\/en-ca\/search">/);
    // The search bar opens only with JavaScript, which renders it.
    expect(html).not.toContain('role="search"');
  });

  it('shares no element id with the desktop header', async () => {
    const html = await render(
      <>
        <Header {...baseProps} />
        <MobileHeader {...baseProps} />
      </>,
    );
    const ids = Array.from(html.matchAll(/\sid="([^"]+)"/g), (match) => match[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('renders without header content', async () => {
    const html = await render(<MobileHeader {...baseProps} header={undefined} />);
    expect(html).toContain('<span class="sr-only">Menu</span>');
    expect(html).not.toContain('<nav');
  });
});
