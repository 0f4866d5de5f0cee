import {readdirSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import type {Locator, Page} from '@playwright/test';
import {DEVON, registerNewCustomer, signIn} from './account-helpers';
import {asNewVisitor, expect, hydrated, sendOnceReady, test} from './fixtures';
import {elementsPastTheScreenEdge} from './seed-pages';

/*
 * Guarantee 14: axe (WCAG 2.1 A and AA) finds nothing, of any impact, on every page of the store,
 * including form error states, at desktop and phone sizes; on the phone each state must also fit
 * the screen (the seed-pages spec checks that only for one CMS story of each block type). Every
 * file in `app/routes/` has a line here: the states of the page it serves, or why it serves no
 * page. A new route without a line fails the first test.
 */

const ROUTES_DIR = fileURLToPath(new URL('../../app/routes', import.meta.url));

const REQUIRED = 'This field is required.';
/** Seeded, in stock, with two options (Size, Pack): its 16 oz sleeve of 50 is variant 800083. */
const CUPS = '/products/im-compostable-pla-cold-cups';
const CUPS_TITLE = 'Green Print PLA Cold Cups';

/** One state of a page: how to reach it from a fresh visitor, ending once it shows. */
interface PageState {
  name: string;
  open: (page: Page) => Promise<void>;
}

type RouteEntry = {pages: PageState[]} | {notAPage: string};

/** Opens `path` and waits for its main heading, so the check runs on the page, not a blank. */
function visit(path: string, heading: string | RegExp, name = path): PageState {
  return {
    name,
    open: async (page) => {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
    },
  };
}

/** Signs in as Devon (88 orders) through the sign-in form's endpoint, then opens `path`. */
async function signedInAsDevon(page: Page, path: string) {
  const response = await page.request.post('/account/login', {
    headers: {'oxygen-buyer-ip': await asNewVisitor(page)},
    form: {email: DEVON.email, password: DEVON.password},
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  await page.goto(path);
}

async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('main').getByRole('button', {name: 'Add to cart'}).click();
  await expect(page.getByRole('dialog', {name: 'Added to your cart'}).first()).toBeVisible();
}

const ROUTES: Record<string, RouteEntry> = {
  '_index.tsx': {pages: [visit('/', /./, 'the home page')]},
  // CMS pages: the seed-pages spec checks one per block type on a phone and the rest on a desktop.
  '$.tsx': {
    pages: [
      {
        name: 'the contact form showing its errors',
        open: async (page) => {
          await page.goto('/contact');
          await sendOnceReady(page.getByRole('button', {name: 'Send message'}));
          await expect(page.getByText(REQUIRED).first()).toBeVisible();
        },
      },
      // Every route's error boundary hands off to the same one, so one not-found page stands for all.
      visit('/no-such-page', /./, 'the not-found page'),
    ],
  },
  '($locale).account.tsx': {
    pages: [
      {
        name: 'the account layout around a new customer’s empty overview',
        open: async (page) => {
          await registerNewCustomer(page, await asNewVisitor(page));
          await page.goto('/account');
          await expect(page.getByText('You haven’t placed any orders yet.')).toBeVisible();
        },
      },
    ],
  },
  '($locale).account._index.tsx': {
    pages: [
      {
        name: 'the overview of a customer with many orders',
        open: async (page) => {
          await signedInAsDevon(page, '/account');
          await expect(page.getByRole('region', {name: 'Orders', exact: true})).toBeVisible();
        },
      },
    ],
  },
  '($locale).account.addresses.tsx': {
    pages: [
      {
        name: 'the new-address form showing its errors',
        open: async (page) => {
          await registerNewCustomer(page, await asNewVisitor(page));
          await page.goto('/account/addresses');
          await hydrated(page);
          await page.getByRole('link', {name: 'Add an address'}).click();
          const form = page.getByRole('dialog', {name: 'Add an address'});
          await sendOnceReady(form.getByRole('button', {name: 'Save address'}));
          await expect(form.getByText(REQUIRED).first()).toBeVisible();
        },
      },
    ],
  },
  '($locale).account.deals.tsx': {
    pages: [
      {
        name: 'the account’s deals',
        open: async (page) => {
          await registerNewCustomer(page, await asNewVisitor(page));
          await page.goto('/account/deals');
          await expect(page.getByRole('heading', {level: 1})).toBeVisible();
        },
      },
    ],
  },
  '($locale).account.orders.$orderNumber.tsx': {
    pages: [
      {
        name: 'an order with five lines',
        open: async (page) => {
          await signedInAsDevon(page, '/account/orders/1097');
          await expect(page.getByRole('heading', {name: 'Order #1097'})).toBeVisible();
        },
      },
    ],
  },
  '($locale).account.orders.$orderNumber_.invoice.tsx': {
    pages: [
      {
        // The customer's own order goes straight on to the invoice service; only this state is ours.
        name: 'the invoice of an order that is not the customer’s',
        open: async (page) => {
          await signedInAsDevon(page, '/account/orders/99999/invoice');
          await expect(page.getByRole('heading', {name: 'Invoice not found'})).toBeVisible();
        },
      },
    ],
  },
  '($locale).account_.activate.$id.$token.tsx': {
    pages: [visit('/account/activate/1/sometoken', 'Activate your account')],
  },
  '($locale).account_.forgot.tsx': {
    pages: [
      {
        name: 'the reset request showing its error',
        open: async (page) => {
          await page.goto('/account/forgot');
          await sendOnceReady(page.getByRole('button', {name: 'Send the reset link'}));
          await expect(page.getByText(REQUIRED)).toBeVisible();
        },
      },
    ],
  },
  '($locale).account_.login.tsx': {
    pages: [
      {
        name: 'the sign-in page after a wrong password',
        open: async (page) => {
          await signIn(page, {email: DEVON.email, password: 'not-his-password'});
          await expect(page.getByRole('alert')).toHaveText('Incorrect Password');
        },
      },
    ],
  },
  '($locale).account_.logout.tsx': {pages: [visit('/account/logout', /./, 'the sign-out page')]},
  '($locale).account_.register.tsx': {
    pages: [
      {
        name: 'the registration form showing its errors',
        open: async (page) => {
          await page.goto('/account/register');
          await sendOnceReady(page.getByRole('button', {name: 'Create account'}));
          await expect(page.getByText(REQUIRED).first()).toBeVisible();
        },
      },
    ],
  },
  '($locale).account_.reset.$id.$token.tsx': {
    pages: [
      {
        name: 'the new-password form refusing a confirmation that differs',
        open: async (page) => {
          await page.goto('/account/reset/1/sometoken');
          await page.getByLabel('New password', {exact: true}).fill('abcdef');
          await page.getByLabel('Confirm new password').fill('abcdeg');
          await sendOnceReady(page.getByRole('button', {name: 'Save new password'}));
          await expect(page.getByText('The passwords do not match.')).toBeVisible();
        },
      },
    ],
  },
  '($locale).account_.authorize.tsx': {notAPage: 'completes the hosted sign-in of new customer accounts with a redirect'},
  '($locale).api.chat.tsx': {notAPage: 'the chat widget’s endpoint (POST, JSON); the widget is on every page'},
  '($locale).api.exit-preview.tsx': {notAPage: 'ends an editor preview with a redirect'},
  '($locale).api.newsletter.tsx': {notAPage: 'the footer form’s endpoint; answers with a redirect back'},
  '($locale).api.quick-shop.$handle.tsx': {
    notAPage: 'JSON for a card’s Quick Shop; the dialog is checked on the collection page',
  },
  '($locale).api.suggestions.tsx': {notAPage: 'JSON for the header search’s suggestions'},
  '($locale).blog.$slug.tsx': {
    pages: [visit('/blog/pfas-bans-2025-update', /./, 'a post')],
  },
  '($locale).blog._index.tsx': {pages: [visit('/blog', /./, 'the blog')]},
  '($locale).blog.archive.$year.tsx': {pages: [visit('/blog/archive/2025', /2025/)]},
  '($locale).blog.categories.$slug.tsx': {pages: [visit('/blog/categories/events', /./)]},
  '($locale).cart_.$lines.tsx': {
    pages: [visit('/cart/999999:1,800083:2', 'Some items could not be added as asked', 'a cart link with an unknown item')],
  },
  '($locale).cart.tsx': {
    pages: [
      {
        name: 'a cart with a line, refusing an expired code',
        open: async (page) => {
          await addToCart(page, `${CUPS}/800083`);
          await page.goto('/cart');
          await page.getByRole('textbox', {name: 'Discount code'}).fill('SUMMER2025');
          await page.getByRole('button', {name: 'Apply'}).click();
          await expect(page.getByText('This discount code is not valid.')).toBeVisible();
        },
      },
    ],
  },
  '($locale).collections.$handle.tsx': {
    pages: [
      {
        name: 'a refined collection with a Quick Shop open',
        open: async (page) => {
          await page.goto('/collections/single-wall-hot-cups?size=12');
          await hydrated(page);
          await page.getByRole('button', {name: /^Quick Shop/}).first().click();
          await expect(page.getByRole('dialog').getByRole('button', {name: /add to cart/i})).toBeEnabled();
        },
      },
    ],
  },
  '($locale).collections.compostable-brands.$brand.tsx': {
    pages: [visit('/collections/compostable-brands/leafline', /./, 'a brand’s collection')],
  },
  '($locale).discount.$code.tsx': {notAPage: 'applies a code and redirects'},
  '($locale).faq.$category.$question.tsx': {
    pages: [visit('/faq/orders-shipping/do-you-offer-free-shipping', /./, 'a question')],
  },
  '($locale).faq.$category._index.tsx': {pages: [visit('/faq/composting', /./, 'a topic')]},
  '($locale).faq._index.tsx': {pages: [visit('/faq', /./, 'the help centre')]},
  '($locale).privacy-choices.tsx': {pages: [visit('/privacy-choices', 'Your privacy choices')]},
  '($locale).products.$handle.($variantId).tsx': {
    pages: [visit(`${CUPS}/800083`, new RegExp(CUPS_TITLE), 'a product with two options')],
  },
  '($locale).search.tsx': {
    pages: [visit('/search?query=cup', /./, 'results'), visit('/search?query=xyzzy', /./, 'no results')],
  },
  '($locale).sitemap.$type.$page[.xml].tsx': {notAPage: 'an XML sitemap'},
  '($locale).sitemap._index.tsx': {pages: [visit('/sitemap', 'Sitemap', 'the sitemap page')]},
  '[robots.txt].tsx': {notAPage: 'robots.txt'},
  '[sitemap.xml].tsx': {notAPage: 'the XML sitemap index'},
  'api.storyblok-webhook.tsx': {notAPage: 'Storyblok’s story webhook (POST, JSON, signed)'},
};

test('Every route file has a line in the accessibility sweep, as pages to check or as not a page', {tag: '@http'}, () => {
  const files = readdirSync(ROUTES_DIR).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  expect(files.filter((file) => !(file in ROUTES)), 'route files the sweep does not know').toEqual([]);
  expect(Object.keys(ROUTES).filter((file) => !files.includes(file)), 'lines for route files that are gone').toEqual([]);
});

test.describe('Accessibility sweep', () => {
  for (const [file, entry] of Object.entries(ROUTES)) {
    if (!('pages' in entry)) continue;
    test(`People using assistive technology meet no WCAG 2.1 A or AA barrier on the pages of ${file}`, {tag: '@js'}, async ({
      page,
      expectAccessible,
    }, testInfo) => {
      test.slow();
      await asNewVisitor(page);
      for (const state of entry.pages) {
        await test.step(state.name, async () => {
          await state.open(page);
          await hydrated(page);
          await expectAccessible({anyImpact: true});
          if (testInfo.project.name === 'mobile') expect(await elementsPastTheScreenEdge(page)).toEqual([]);
        });
      }
    });
  }
});

/** Presses `key` until `target` has the focus, as a keyboard user would, and checks they can see where it is. */
async function keyTo(page: Page, target: Locator, key = 'Tab', most = 150) {
  for (let presses = 0; presses <= most; presses += 1) {
    const there = (await target.count()) > 0 && (await target.first().evaluate((element) => element === document.activeElement));
    if (there) {
      await expectFocusVisible(target.first());
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${most} presses of ${key} never reached ${target.toString()}`);
}

/** The focused control shows an outline or a ring a sighted keyboard user can follow. */
async function expectFocusVisible(target: Locator) {
  const indicator = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {focusVisible: element.matches(':focus-visible'), outline, ring: style.boxShadow !== 'none'};
  });
  expect(indicator.focusVisible && (indicator.outline || indicator.ring), `focus indicator of ${target.toString()}`).toBe(true);
}

test('A keyboard-only shopper finds a product, picks a size, adds it and reaches checkout with it', {
  tag: ['@js', '@desktop-layout'],
}, async ({page}) => {
  test.slow();
  await asNewVisitor(page);
  await page.goto('/');
  await hydrated(page);

  const search = page.getByRole('banner').getByRole('combobox', {name: 'Search products'});
  await keyTo(page, search);
  await page.keyboard.type('green print pla cold cups');
  const product = page.getByRole('option', {name: new RegExp(CUPS_TITLE)});
  await expect(product).toBeVisible();
  for (let presses = 0; presses < 10 && (await product.getAttribute('aria-selected')) !== 'true'; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(product).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {level: 1, name: new RegExp(CUPS_TITLE)})).toBeVisible();

  const main = page.getByRole('main');
  await keyTo(page, main.getByRole('link', {name: '20 oz', exact: true}));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('link', {name: '20 oz', exact: true})).toHaveAttribute('aria-current', 'true');
  await keyTo(page, main.getByRole('link', {name: 'Sleeve of 50', exact: true}));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/im-compostable-pla-cold-cups\/800085$/);

  await keyTo(page, main.getByRole('button', {name: 'Add to cart'}));
  await page.keyboard.press('Enter');
  const added = page.getByRole('dialog', {name: 'Added to your cart'});
  await expect(added).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(added).toBeHidden();

  const cartLink = page.getByRole('banner').getByRole('link', {name: /^Cart, 1 item$/});
  await keyTo(page, cartLink, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const miniCart = page.getByRole('dialog', {name: 'Your cart'});
  await expect(miniCart).toContainText(CUPS_TITLE);
  await keyTo(page, miniCart.getByRole('link', {name: 'View cart'}));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', {level: 1, name: 'Cart'})).toBeVisible();

  await keyTo(page, page.getByRole('button', {name: 'Checkout'}));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkouts\//);
  await expect(page.getByRole('heading', {level: 1, name: 'Checkout'})).toBeVisible();
  const line = page.getByRole('table', {name: 'Items in your order'}).getByRole('row').filter({hasText: CUPS_TITLE});
  await expect(line).toContainText('20 oz / Sleeve of 50');
  await expect(line.getByRole('cell').first()).toHaveText('1');
});
