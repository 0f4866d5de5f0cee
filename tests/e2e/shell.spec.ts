import {expect, holdScripts, hydrated, seededGlobal, test} from './fixtures';

const global = seededGlobal();
const header = global.header[0];
const footer = global.footer[0];

/** The first main-menu item with a dropdown, and its links. */
function dropdownItem() {
  const item = header.navigation.find((entry) => entry.children?.length);
  if (!item?.children) throw new Error('The seeded navigation needs an item with children');
  return {...item, children: item.children};
}

test.describe('The store shell', () => {
  test('Shoppers see the header navigation the editors wrote', {tag: '@desktop-layout'}, async ({page}) => {
    await page.goto('/');
    const mainNav = page.getByRole('navigation', {name: 'Main'});
    for (const item of header.navigation) {
      await expect(mainNav.getByRole('link', {name: item.label, exact: true})).toBeVisible();
    }
    await expect(page.getByRole('link', {name: new RegExp(header.phone.replace(/[()]/g, '\\$&'))}).first()).toBeVisible();
  });

  test('Shoppers see the footer the editors wrote, with this year in the copyright', async ({page}) => {
    await page.goto('/');
    const contentinfo = page.getByRole('contentinfo');
    for (const menu of footer.nav_menus) {
      const nav = contentinfo.getByRole('navigation', {name: menu.title});
      await expect(nav).toBeVisible();
      for (const link of menu.links) {
        await expect(nav.getByRole('link', {name: link.label, exact: true})).toBeVisible();
      }
    }
    const year = String(new Date().getFullYear());
    const copyright = footer.copyright_text.replace('{year}', year);
    await expect(contentinfo.getByText(copyright)).toBeVisible();
  });

  test('Dropdowns open after the pointer rests on a menu item', {tag: ['@desktop-layout', '@js']}, async ({page}) => {
    const item = dropdownItem();
    const child = item.children[0];

    await page.goto('/');
    const mainNav = page.getByRole('navigation', {name: 'Main'});
    const childLink = mainNav.getByRole('link', {name: child.label, exact: true});
    await expect(childLink).toBeHidden();

    // Record in the page when the panel opens; the hover starts after `hoverStart`, so the gap can
    // only be longer than the real delay, never shorter.
    const panelId = await mainNav
      .getByRole('button', {name: `Show ${item.label} menu`})
      .getAttribute('aria-controls');
    const hoverStart = await page.evaluate((id) => {
      const panel = document.getElementById(id ?? '') as HTMLElement;
      new MutationObserver(() => {
        if (getComputedStyle(panel).display !== 'none') panel.dataset.openedAt ??= String(performance.now());
      }).observe(panel, {attributes: true});
      return performance.now();
    }, panelId);
    await mainNav.getByRole('link', {name: item.label, exact: true}).hover();
    await expect(childLink).toBeVisible();
    const openedAt = Number(await page.locator(`[id="${panelId}"]`).getAttribute('data-opened-at'));
    expect(openedAt - hoverStart).toBeGreaterThanOrEqual(250);

    await childLink.hover();
    await expect(childLink).toBeVisible();
    await page.getByRole('main').hover({position: {x: 5, y: 400}});
    await expect(childLink).toBeHidden();
  });

  test('Without scripts, a dropdown opens on hover and when its chevron is clicked', {tag: ['@desktop-layout', '@nojs']}, async ({page}) => {
    const item = dropdownItem();
    const child = item.children[0];
    await page.goto('/');
    const mainNav = page.getByRole('navigation', {name: 'Main'});
    const childLink = mainNav.getByRole('link', {name: child.label, exact: true});
    await expect(childLink).toBeHidden();

    await mainNav.getByRole('link', {name: item.label, exact: true}).hover();
    await expect(childLink).toBeVisible();
    await page.getByRole('main').hover({position: {x: 5, y: 400}});
    await expect(childLink).toBeHidden();

    await mainNav.getByRole('button', {name: `Show ${item.label} menu`}).click();
    await page.getByRole('main').hover({position: {x: 5, y: 400}});
    await expect(childLink).toBeVisible();
    await childLink.click();
    await expect(page).toHaveURL(new RegExp(`${child.link.url}$`));
  });

  test('Keyboard users open a dropdown with its button and close it with Escape', {tag: ['@desktop-layout', '@js']}, async ({page}) => {
    const item = dropdownItem();
    await page.goto('/');
    const mainNav = page.getByRole('navigation', {name: 'Main'});
    const toggle = mainNav.getByRole('button', {name: `Show ${item.label} menu`});
    const childLink = mainNav.getByRole('link', {name: item.children[0].label, exact: true});

    // The toggle is a script's button (without scripts the menu's links are reached on hover).
    await hydrated(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(childLink).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(childLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(childLink).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('The search field refuses empty text and otherwise lands on the search page', {tag: '@desktop-layout'}, async ({page}) => {
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('combobox', {name: 'Search products'});
    const submit = page.getByRole('banner').getByRole('button', {name: 'Search', exact: true});

    await submit.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await search.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);

    await search.fill('   ');
    await submit.click();
    await expect(page).toHaveURL(/\/$/);

    await search.fill('compostable cups');
    await submit.click();
    await expect(page).toHaveURL(/\/search\?query=compostable(\+|%20)cups$/);
  });

  test('Shoppers who search for blank text are told so beside the field', {tag: ['@desktop-layout', '@js']}, async ({page, expectAccessible}) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const search = banner.getByRole('combobox', {name: 'Search products'});
    await search.fill('   ');
    // Until the page's scripts run, the browser's own check holds the form back; then the store's message shows.
    await expect(async () => {
      await search.press('Enter');
      await expect(search).toHaveAccessibleDescription('Please enter a search term.', {timeout: 1000});
    }).toPass();
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(banner.getByText('Please enter a search term.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible();

    await search.fill('  compostable cups ');
    await expect(search).not.toHaveAttribute('aria-invalid');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=compostable(\+|%20)cups$/);
  });

  test('The account link signs visitors in', {tag: '@desktop-layout'}, async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', {name: 'Sign in'})).toHaveAttribute(
      'href',
      '/account/login',
    );
  });

  test('Keyboard users can skip straight to the content', {tag: '@desktop-layout'}, async ({page}) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to content'});
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('A visitor typing while the page comes alive does not break it', {tag: '@js'}, async ({page}) => {
    // React hydrates at once in answer to a key. While the page's data was still being decoded, that
    // threw (React error 345) and the page never came alive: a keyboard user tabbing to the skip link
    // as the page loaded met it. Each key is Shift, so focus stays put and the test stays quick.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', {rate: 6});
    const release = await holdScripts(page);
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    release();
    // Keys stop once the wait ends either way, so a page that never comes alive fails on that wait.
    let waiting = true;
    const ready = hydrated(page).finally(() => (waiting = false));
    while (waiting) await page.keyboard.press('Shift');
    await ready;
  });

  test('The back-to-top button appears after scrolling and returns to the top', {tag: '@js'}, async ({page}) => {
    await page.goto('/');
    const backToTop = page.getByRole('button', {name: 'Back to top'});
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back to top and the chat launcher sit in corners of their own, not stacked over the cards', {tag: '@js'}, async ({page}) => {
    await page.goto('/collections/hot-cups');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    const backToTop = page.getByRole('button', {name: 'Back to top'});
    const chat = page.getByRole('button', {name: 'Chat with us'});
    await expect(backToTop).toBeInViewport({ratio: 1});
    await expect(chat).toBeInViewport({ratio: 1});
    const [top, launcher] = [(await backToTop.boundingBox())!, (await chat.boundingBox())!];
    // Side by side at most: no column of the page is covered by both.
    expect(top.x + top.width <= launcher.x || launcher.x + launcher.width <= top.x).toBe(true);
  });

  test('Each route change sends a pageview with the page title', {tag: '@js'}, async ({page}) => {
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => window.dataLayer?.filter((e) => e.event === 'pageview')))
      .toEqual([expect.objectContaining({page_title: await page.title(), page_path: '/'})]);

    await page.getByRole('contentinfo').getByRole('link', {name: 'About Us', exact: true}).click();
    // The router pushes the URL a moment before React commits the new title.
    await expect(page).toHaveTitle(/About/);
    const aboutTitle = await page.title();
    await expect
      .poll(() => page.evaluate(() => window.dataLayer?.filter((e) => e.event === 'pageview').at(-1)))
      .toEqual(expect.objectContaining({page_title: aboutTitle, page_path: '/about'}));
    expect(await page.evaluate(() => window.dataLayer?.some((e) => e.event === 'optimize.activate'))).toBe(true);
  });
});

test.describe('The mobile header', {tag: '@mobile-layout'}, () => {

  test('The drawer opens from the menu button and closes on route change', async ({page}) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', {name: 'Open menu'}).click();
    const drawer = page.getByRole('dialog', {name: 'Menu'});
    await expect(drawer).toBeVisible();
    // Sections open one at a time in the drawer.
    await expect(drawer.getByRole('link', {name: 'Single Wall Hot Cups'})).toBeHidden();
    await drawer.getByRole('button', {name: 'Show Hot Cups menu'}).click();
    await expect(drawer.getByRole('link', {name: 'Single Wall Hot Cups'})).toBeVisible();

    await drawer.getByRole('link', {name: 'Contact', exact: true}).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(drawer).toBeHidden();
  });

  test('The open drawer has no serious accessibility violations', async ({page, expectAccessible}) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', {name: 'Open menu'}).click();
    await expect(page.getByRole('dialog', {name: 'Menu'})).toBeVisible();
    await expectAccessible();
  });

  test('The search bar opens, searches and closes on route change', async ({page}) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', {name: /search/i}).first().click();
    const search = page.getByRole('banner').getByRole('combobox', {name: 'Search products'});
    await expect(search).toBeVisible();
    // Each search field belongs to its own form: the bar's ids are its own.
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    await search.fill('soup containers');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=soup(\+|%20)containers$/);
    await expect(search).toBeHidden();
  });
});
