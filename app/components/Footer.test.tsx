import {renderWithRouter as render} from '../../tests/render';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import {Footer} from '~/components/Footer';
import {copyrightText} from '~/components/FooterParts';
import type {FooterBlok} from '~/lib/content/storyblok/types';


const footer: FooterBlok = {
  _uid: 'footer',
  component: 'footer',
  nav_menus: [
    {
      _uid: 'company',
      component: 'footer_nav_menu',
      title: 'Company',
      links: [
        {_uid: 'about', component: 'nav_link', label: 'About Us', link: {linktype: 'story', cached_url: 'en-us/about'}},
        {_uid: 'faq', component: 'nav_link', label: 'FAQ', link: {linktype: 'url', url: '/faq'}},
      ],
    },
  ],
  information_lists: [
    {
      _uid: 'contact',
      component: 'information_list',
      title: 'Contact',
      items: [
        {_uid: 'phone', component: 'information_item', label: 'Phone', text: '(800) 555-0199', link: {linktype: 'url', url: 'tel:8005550199'}},
        {_uid: 'hours', component: 'information_item', label: 'Hours', text: 'Mon–Fri 9a–6p ET'},
      ],
    },
  ],
  social_icons: [
    {_uid: 'fb', component: 'social_icon', network: 'facebook', link: {linktype: 'url', url: 'https://facebook.com/greenpackaging'}},
    {_uid: 'li', component: 'social_icon', network: 'linkedin', link: {linktype: 'url', url: 'https://linkedin.com/company/gp'}},
  ],
  payment_options: ['visa', 'apple_pay'],
  badges: [
    {_uid: 'bpi', component: 'badge', image: {filename: 'https://a.storyblok.com/bpi.png', alt: 'BPI certified compostable'}},
  ],
  copyright_text: '© {year} Green Packaging Co. All rights reserved.',
  copyright_nav: [
    {_uid: 'privacy', component: 'nav_link', label: 'Privacy Policy', link: {linktype: 'url', url: '/privacy'}},
  ],
};


// The footer's parts are a chunk of their own, which the server starts loading as the module runs.
beforeAll(() => vi.dynamicImportSettled());

describe('Footer', () => {
  it('renders each menu as a navigation landmark named by its title', async () => {
    const html = await render(<Footer footer={footer} />);
    expect(html).toMatch(/<nav aria-label="Company"><h2[^>]*>Company<\/h2>/);
    expect(html).toMatch(/href="\/about"[^>]*>About Us<\/a>/);
    expect(html).toMatch(/href="\/faq"[^>]*>FAQ<\/a>/);
  });

  it('localizes the footer links for the Canadian store', async () => {
    const html = await render(<Footer footer={footer} />, '/en-ca');
    expect(html).toMatch(/href="\/en-ca\/about"[^>]*>About Us<\/a>/);
  });

  it('lists information with labels, linking the items that have a link', async () => {
    const html = await render(<Footer footer={footer} />);
    expect(html).toMatch(/Phone: <\/span><a href="tel:8005550199"[^>]*>\(800\) 555-0199<\/a>/);
    expect(html).toMatch(/Hours: <\/span><span[^>]*>Mon–Fri 9a–6p ET<\/span>/);
  });

  it('names each social link and opens it safely in a new tab', async () => {
    const html = await render(<Footer footer={footer} />);
    expect(html).toContain(
      '<a href="https://facebook.com/greenpackaging" target="_blank" rel="noopener noreferrer" aria-label="Facebook"',
    );
    expect(html).toContain('aria-label="LinkedIn"');
  });

  it('lists the payment methods by name', async () => {
    const html = await render(<Footer footer={footer} />);
    expect(html).toMatch(/<ul aria-label="Payment methods"[^>]*><li[^>]*>Visa<\/li><li[^>]*>Apple Pay<\/li><\/ul>/);
  });

  it('shows badges with their alt text', async () => {
    const html = await render(<Footer footer={footer} />);
    expect(html).toContain('alt="BPI certified compostable"');
  });

  it('gives a badge the size its asset address names', async () => {
    const image = {filename: 'https://a.storyblok.com/f/100001/160x160/5a6b7c8d9e/bpi.svg', alt: 'BPI'};
    const html = await render(<Footer footer={{...footer, badges: [{_uid: 'bpi', component: 'badge', image}]}} />);
    expect(html).toMatch(/<img src="[^"]+bpi.svg" alt="BPI" width="160" height="160"/);
  });

  it('ends the badges with the security seal, its image from the issuer’s host', async () => {
    const seal = {url: 'https://seal.example/trust', issuer: 'Seal Co'};
    const html = await render(<Footer footer={footer} securitySeal={seal} />);
    expect(html).toMatch(
      /<ul aria-label="Certifications".*alt="BPI certified compostable".*<li><img src="https:\/\/seal\.example\/trust\/seal\.svg" alt="Secured by Seal Co"[^>]*><\/li><\/ul>/,
    );
    const sealOnly = await render(<Footer footer={{...footer, badges: []}} securitySeal={seal} />);
    expect(sealOnly).toContain('aria-label="Certifications"');
  });

  it('puts the current year in the copyright line, next to the legal links', async () => {
    const html = await render(<Footer footer={footer} />);
    expect(html).toContain(`<p>© ${new Date().getFullYear()} Green Packaging Co. All rights reserved.</p>`);
    expect(html).toMatch(/<nav aria-label="Legal">.*href="\/privacy"[^>]*>Privacy Policy<\/a>/);
    expect(copyrightText('© {year} GP', new Date('2031-06-01'))).toBe('© 2031 GP');
  });

  it('renders a footer with only its required content', async () => {
    const minimal: FooterBlok = {_uid: 'f', component: 'footer', nav_menus: [], copyright_text: '© {year} GP'};
    const html = await render(<Footer footer={minimal} />);
    expect(html).toContain(`© ${new Date().getFullYear()} GP`);
    expect(html).not.toContain('Payment methods');
    expect(html.match(/<nav aria-label="[^"]*"/g)).toEqual(['<nav aria-label="Country"']);
  });

  it('offers the same page in the other country’s store', async () => {
    const html = await render(<Footer footer={footer} />, '/en-ca/about?ref=x');
    expect(html).toContain('href="/about?ref=x">United States (USD)</a>');
    expect(html).toMatch(/aria-current="true"[^>]*href="\/en-ca\/about\?ref=x">Canada \(CAD\)<\/a>/);
  });

  it('leaves out social networks it has no name for rather than render an unlabelled link', async () => {
    const unknown = {
      ...footer,
      social_icons: [{_uid: 'mys', component: 'social_icon', network: 'myspace', link: {url: 'https://myspace.com'}}],
    } as unknown as FooterBlok;
    const html = await render(<Footer footer={unknown} />);
    expect(html).not.toContain('myspace');
  });
});
