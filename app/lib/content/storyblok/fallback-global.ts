import {SITE_NAME} from '~/lib/content/site';
import type {GlobalContent, NavItemBlok, NavLinkBlok} from './types';

const link = (label: string, url: string): NavLinkBlok => ({
  _uid: `fallback-${url}`,
  component: 'nav_link',
  label,
  link: {url, linktype: 'url', cached_url: url},
});
const item = (label: string, url: string): NavItemBlok => ({...link(label, url), component: 'nav_item'});

/**
 * The header and footer when the global story cannot be read and no copy of it is kept (a content
 * outage on a store that has not read it yet): the store's own pages, which need no content to
 * list products, search or check out, and the name in place of the logo.
 */
export const FALLBACK_GLOBAL: GlobalContent = {
  _uid: 'global-fallback',
  component: 'global',
  header: [
    {
      _uid: 'header-fallback',
      component: 'header',
      logo: {filename: '', alt: SITE_NAME},
      phone: '',
      navigation: [
        item('Shop All', '/collections/all'),
        item('Search', '/search'),
        item('Blog', '/blog'),
        item('FAQ', '/faq'),
      ],
    },
  ],
  footer: [
    {
      _uid: 'footer-fallback',
      component: 'footer',
      nav_menus: [
        {
          _uid: 'footer-fallback-shop',
          component: 'footer_nav_menu',
          title: 'Shop',
          links: [link('All Products', '/collections/all'), link('Search', '/search'), link('Cart', '/cart')],
        },
        {
          _uid: 'footer-fallback-help',
          component: 'footer_nav_menu',
          title: 'Help',
          links: [link('FAQ', '/faq'), link('Contact Us', '/contact'), link('Account', '/account')],
        },
      ],
      copyright_text: `© {year} ${SITE_NAME}`,
    },
  ],
};
