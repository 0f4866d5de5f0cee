import type {Page} from '@playwright/test';
import {expect, hydrated, SHELL_DATA_REQUESTS, test} from './fixtures';

/** Scrolls down the whole page, so lazy images and anything else below the fold load. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

test.describe('The home page', () => {
  test('Shoppers find categories, reasons to buy from us and where to go next', async ({page}) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toContainText('Compostable packaging');

    const slides = main.getByRole('region', {name: 'Featured'}).getByRole('group');
    await expect(slides).toHaveCount(2);
    await expect(slides.first().getByRole('heading', {name: 'Built for the morning rush'})).toBeVisible();

    await expect(main.getByRole('link', {name: 'Start a print order'})).toHaveAttribute('href', '/custom-print');
    await expect(main.getByRole('link', {name: 'Choose samples'})).toHaveAttribute('href', '/free-samples');

    const reasons = main.getByRole('list').filter({hasText: 'Made from plants'});
    await expect(reasons.getByRole('listitem')).toHaveCount(6);
    await expect(reasons.getByRole('link', {name: 'Made from plants'})).toHaveAttribute('href', '/why-compostable');

    const testimonial = main.getByRole('figure').filter({hasText: 'Maria Lopez'});
    await expect(testimonial).toContainText('We cut our landfill waste by a third');
    await expect(testimonial).toContainText('Owner, Lopez Coffee, Portland');

    await expect(main.getByRole('link', {name: 'Find a composting location'})).toHaveAttribute(
      'href',
      '/composting-locations',
    );
    await expect(main.getByRole('link', {name: 'Shop all products'})).toHaveAttribute('href', '/collections/all');
    await expect(main.getByRole('link', {name: 'Read the blog'})).toHaveAttribute('href', '/blog');
  });

  test('Below the fold, the collection and product cards show what the store sells', {tag: '@js'}, async ({page}) => {
    await page.goto('/');
    const main = page.getByRole('main');
    // Four collections and four products, one Storefront API call's answers, streamed in after the page.
    await expect(main.getByRole('link', {name: 'Food Containers', exact: true})).toHaveAttribute(
      'href',
      '/collections/food-containers',
    );
    await expect(main.getByRole('link', {name: 'Tableware', exact: true})).toHaveAttribute('href', '/collections/tableware');
    const clamshell = main.getByRole('article').filter({has: page.getByRole('link', {name: 'Bagasse Clamshell 9 x 9 in'})});
    await expect(clamshell).toContainText('$16.49');
    await expect(main.getByRole('link', {name: '16 oz PLA Cold Cup', exact: true})).toHaveAttribute(
      'href',
      '/products/16-oz-pla-cold-cup',
    );
  });

  test('A link in the page opens the next page in place, and Back brings the page back whole', {
    tag: '@js',
  }, async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const recentPost = 'Running a Small Compost Pile Behind Your Café';
    await page.evaluate(() => Object.assign(window, {sameDocument: true}));
    // Resting on a link fetches its page ahead (`prefetch="intent"`).
    const shopHotCups = page.getByRole('main').getByRole('link', {name: 'Shop Hot Cups', exact: true});
    await shopHotCups.hover();
    await expect(page.locator('link[rel="prefetch"][href*="/collections/hot-cups.data"]')).toBeAttached();
    await shopHotCups.click();
    await expect(page).toHaveURL(/\/collections\/hot-cups$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Hot Cups');

    await page.goBack();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toContainText('Compostable packaging');
    await expect(main.getByRole('list').filter({hasText: 'Made from plants'}).getByRole('listitem')).toHaveCount(6);
    await expect(main.getByRole('figure').filter({hasText: 'Maria Lopez'})).toBeVisible();
    await expect(main.getByRole('link', {name: recentPost, exact: true})).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('Keyboard users reach every slide, with or without scripts', async ({page}) => {
    await page.goto('/');
    const lastSlideButton = page.getByRole('region', {name: 'Featured'}).getByRole('link', {name: 'Shop tableware'});
    await lastSlideButton.focus();
    await expect(lastSlideButton).toBeInViewport();
  });

  test('Shoppers step through the slides with the buttons and dots', {tag: '@js'}, async ({page}) => {
    await page.goto('/');
    const slider = page.getByRole('region', {name: 'Featured'});
    const previous = slider.getByRole('button', {name: 'Previous slide'});
    const next = slider.getByRole('button', {name: 'Next slide'});
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(slider.getByRole('button', {name: 'Go to slide 2'})).toHaveAttribute('aria-current', 'true');
    await expect(slider.getByRole('heading', {name: 'Catering without the plastic'})).toBeInViewport({ratio: 0.9});
    await expect(next).toBeDisabled();
    await slider.getByRole('button', {name: 'Go to slide 1'}).click();
    await expect(slider.getByRole('heading', {name: 'Built for the morning rush'})).toBeInViewport({ratio: 0.9});
  });

  test('On a phone the next slide peeks in and a swipe brings it over', {tag: ['@mobile-layout', '@js']}, async ({
    page,
  }) => {
    await page.goto('/');
    const slider = page.getByRole('region', {name: 'Featured'});
    const [first, second] = [slider.getByRole('group').first(), slider.getByRole('group').nth(1)];
    await first.scrollIntoViewIfNeeded();
    await expect(second).toBeInViewport();
    await expect(second).not.toBeInViewport({ratio: 0.5});

    const box = await first.boundingBox();
    if (!box) throw new Error('The first slide has no box');
    await expect(slider.getByRole('button', {name: 'Next slide'})).toBeEnabled();
    // A finger's swipe to the left, which the phone's browser scrolls and snaps by itself.
    const touch = await page.context().newCDPSession(page);
    const [from, to, y] = [box.x + box.width * 0.8, box.x + box.width * 0.1, box.y + box.height / 2];
    await touch.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x: from, y}]});
    for (let step = 1; step <= 8; step++) {
      const x = from + ((to - from) * step) / 8;
      await touch.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [{x, y}]});
    }
    await touch.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    await expect(slider.getByRole('button', {name: 'Go to slide 2'})).toHaveAttribute('aria-current', 'true');
    await expect(second).toBeInViewport({ratio: 0.9});
  });
});

test.describe('The about page', () => {
  test('Visitors read our story, follow its numbers and find the warehouse tour', async ({page}) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', {level: 1})).toHaveText('About Green Packaging Co.');

    for (const [heading, link, href] of [
      ['40 million cups a year', 'Shop hot cups', '/collections/hot-cups'],
      ['1,200 tons kept out of landfill', 'Why compostable', '/why-compostable'],
      ['Ships from Portland', 'Shipping policy', '/policies/shipping-policy'],
    ]) {
      const card = main.getByRole('article').filter({has: page.getByRole('heading', {name: heading})});
      await expect(card.getByRole('link', {name: link})).toHaveAttribute('href', href);
    }

    // The tour is a link to the video until it is played; no player is framed yet.
    const tour = main.getByRole('link', {name: /A tour of the Green Packaging Co\. warehouse/});
    await expect(tour).toHaveAttribute('href', 'https://www.youtube.com/watch?v=greenpack001');
    await expect(main.getByTitle('A tour of the Green Packaging Co. warehouse')).toHaveCount(0);

    const social = main.getByRole('list', {name: 'Social media'});
    for (const network of ['Instagram', 'LinkedIn', 'YouTube']) {
      await expect(social.getByRole('link', {name: network})).toHaveAttribute('target', '_blank');
    }
  });

  test('The warehouse tour loads YouTube only when the visitor presses play', {tag: '@js'}, async ({page}) => {
    const youtube: string[] = [];
    await page.route(/youtube/, (route) => {
      youtube.push(route.request().url());
      // Stand in for the player: the test machine has no internet.
      return route.fulfill({contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>'});
    });
    await page.goto('/about');
    await scrollThrough(page);
    expect(youtube).toEqual([]);

    await page.getByRole('link', {name: /A tour of the Green Packaging Co\. warehouse/}).click();
    const player = page.getByTitle('A tour of the Green Packaging Co. warehouse');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/greenpack001?autoplay=1&rel=0');
    await expect(player.contentFrame().getByText('Playing')).toBeVisible();
    expect(youtube).toEqual(['https://www.youtube-nocookie.com/embed/greenpack001?autoplay=1&rel=0']);
  });
});

test.describe('The guide to compostable packaging', () => {
  test('Visitors find their way through the guide and read every habit', async ({page}) => {
    await page.goto('/why-compostable');
    const main = page.getByRole('main');

    const breadcrumb = main.getByRole('navigation', {name: 'Breadcrumb'});
    await expect(breadcrumb.getByRole('link', {name: 'Home'})).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Why Compostable')).toHaveAttribute('aria-current', 'page');

    const onThisPage = main.getByRole('navigation', {name: 'On this page'});
    await onThisPage.getByRole('link', {name: 'Certifications'}).click();
    await expect(page).toHaveURL(/#certifications$/);
    await expect(main.getByRole('heading', {name: 'Certifications we rely on'})).toBeInViewport();

    const materials = main.getByRole('table', {name: 'How common food-service materials end their life'});
    await expect(materials.getByRole('columnheader', {name: 'Breaks down in'})).toBeVisible();
    await expect(materials.getByRole('row', {name: /^Bagasse/})).toContainText('Commercial or home compost, 60-90 days');

    await expect(main.getByRole('link', {name: 'BPI Certified Compostable (opens in a new tab)'})).toHaveAttribute(
      'href',
      'https://bpiworld.org',
    );

    await expect(main.getByRole('heading', {name: 'Buy matching lids'})).toBeVisible();
    await expect(main.getByRole('heading', {name: 'Tell your customers'})).toBeHidden();
    await main.getByText('Show all five').click();
    await expect(main.getByRole('heading', {name: 'Tell your customers'})).toBeVisible();
    await expect(main.getByText('Show all five')).toBeHidden();
  });

  test('The tooltip explains itself to keyboard users, and Escape puts it away', async ({page, javaScriptEnabled}) => {
    await page.goto('/why-compostable');
    const trigger = page.getByRole('button', {name: 'Commercial vs home compost'});
    const tip = page.getByRole('tooltip');
    await expect(tip).toBeHidden();
    await trigger.focus();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Commercial facilities reach 55 °C');
    await expect(trigger).toHaveAccessibleDescription(/Commercial facilities reach 55 °C/);
    // Putting it away without moving focus needs a script; without one, moving on does it.
    if (javaScriptEnabled) {
      // Escape works once the tooltip's script runs; until then the key does nothing, so press again.
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(tip).toBeHidden({timeout: 500});
      }).toPass();
      await expect(trigger).toBeFocused();
    }
  });

  test('On a phone a tap opens the tooltip and a tap elsewhere closes it', {tag: ['@mobile-layout', '@js']}, async ({
    page,
  }) => {
    await page.goto('/why-compostable');
    // A tap pins the tooltip and keeps it on screen once scripts run; before that it shows by CSS.
    await hydrated(page);
    const tip = page.getByRole('tooltip');
    await page.getByRole('button', {name: 'Commercial vs home compost'}).tap();
    await expect(tip).toBeVisible();
    await expect(tip).toBeInViewport({ratio: 1});
    await page.getByRole('heading', {name: 'Compare the materials'}).tap();
    await expect(tip).toBeHidden();
  });

  test('On a phone the page’s own navigation stays at the top while reading', {tag: ['@mobile-layout', '@js']}, async ({
    page,
  }) => {
    await page.goto('/why-compostable');
    const onThisPage = page.getByRole('navigation', {name: 'On this page'});
    await page.getByRole('heading', {name: 'Five habits of a compost-friendly counter'}).scrollIntoViewIfNeeded();
    await expect(onThisPage).toBeInViewport();
    expect((await onThisPage.boundingBox())?.y).toBe(0);
  });

  test('On a wide screen the page’s own navigation stays where it is', {tag: ['@desktop-layout', '@js']}, async ({
    page,
  }) => {
    await page.goto('/why-compostable');
    await page.getByRole('heading', {name: 'Five habits of a compost-friendly counter'}).scrollIntoViewIfNeeded();
    await expect(page.getByRole('navigation', {name: 'On this page'})).not.toBeInViewport();
  });
});

test.describe('Tables and card rows', () => {
  test('On a phone a table wider than the screen says it scrolls sideways', {tag: '@mobile-layout'}, async ({page}) => {
    await page.goto('/why-compostable');
    const figure = page.getByRole('figure').filter({has: page.getByRole('table', {name: 'How common food-service materials end their life'})});
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.getByText('Scroll sideways to see every column')).toBeVisible();
    // The cue is true: the last column starts beyond the table's box.
    await expect(figure.getByRole('columnheader', {name: 'Breaks down in'})).not.toBeInViewport({ratio: 1});
  });

  test('On a wide screen a table that fits gives no scrolling cue', {tag: '@desktop-layout'}, async ({page}) => {
    await page.goto('/why-compostable');
    await expect(page.getByRole('table', {name: 'How common food-service materials end their life'})).toBeVisible();
    await expect(page.getByText('Scroll sideways to see every column')).toBeHidden();
  });

  test('No card on the home page sits alone on its row', {tag: ['@desktop-layout', '@js']}, async ({page}) => {
    await page.goto('/');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.getByRole('heading', {name: '16 oz PLA Cold Cup'})).toBeVisible();
    const tops = await Promise.all((await cards.all()).map(async (card) => Math.round((await card.boundingBox())!.y)));
    expect(tops.length).toBeGreaterThan(1);
    for (const top of tops) expect(tops.filter((other) => Math.abs(other - top) < 2).length, `cards at y=${top}`).toBeGreaterThan(1);
  });
});

test.describe('The custom printing page', () => {
  test('Visitors read each step of a print order in its tab, and one answer at a time', async ({page}) => {
    await page.goto('/custom-print');
    const main = page.getByRole('main');
    await expect(main.getByRole('tablist')).toBeVisible();
    await expect(main.getByText('Tell us the product, the quantity')).toBeVisible();
    await expect(main.getByText('Our designers return a digital proof')).toBeHidden();
    await main.getByRole('tab', {name: '2. Proof'}).click();
    await expect(main.getByText('Our designers return a digital proof')).toBeVisible();
    await expect(main.getByText('Tell us the product, the quantity')).toBeHidden();

    const firstAnswer = main.getByText('Water-based inks are part of the BPI certification');
    const secondAnswer = main.getByText('Coasters start at 1,000');
    await expect(firstAnswer).toBeVisible();
    await expect(secondAnswer).toBeHidden();
    await main.getByText('Can I order fewer than the minimum?').click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();
  });

  test('Keyboard users move between tabs with the arrow keys', {tag: '@js'}, async ({page}) => {
    await page.goto('/custom-print');
    const [quote, proof, ship] = ['1. Quote', '2. Proof', '3. Print & ship'].map((name) =>
      page.getByRole('tab', {name}),
    );
    await expect(quote).toHaveAttribute('aria-selected', 'true');
    // Until the page has hydrated the keys do nothing; keep trying until they do.
    await expect(async () => {
      await quote.focus();
      await page.keyboard.press('ArrowRight');
      await expect(proof).toBeFocused({timeout: 500});
    }).toPass();
    await expect(proof).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', {name: '2. Proof'})).toContainText('digital proof');
    await page.keyboard.press('End');
    await expect(ship).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(quote).toBeFocused();
    await expect(quote).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', {name: '1. Quote'})).toBeFocused();
  });
});

const SHOPIFY_CONSENT_SCRIPT = 'https://cdn.shopify.com/shopifycloud/consent-tracking-api/';

test.describe('What content pages load', () => {
  test('Blocks make no request of their own while a page loads', {tag: ['@desktop-layout', '@js']}, async ({
    page,
  }) => {
    for (const path of ['/', '/about', '/why-compostable', '/custom-print']) {
      const requests: {url: string; type: string}[] = [];
      const record = (request: {url(): string; resourceType(): string}) =>
        requests.push({url: request.url(), type: request.resourceType()});
      page.on('request', record);
      await page.goto(path);
      await scrollThrough(page);
      page.off('request', record);

      // Hydrogen's analytics loads Shopify's Customer Privacy API on every page (Analytics.Provider).
      const ours = (url: string) =>
        ['127.0.0.1', 'localhost'].includes(new URL(url).hostname) || url.startsWith(SHOPIFY_CONSENT_SCRIPT);
      expect(requests.filter((request) => !ours(request.url)), `${path}: requests to other sites`).toEqual([]);
      // Only the shell fetches (`SHELL_DATA_REQUESTS`: Remix's route manifest, Hydrogen's analytics).
      expect(
        requests.filter(
          (request) =>
            ['fetch', 'xhr', 'websocket', 'eventsource'].includes(request.type) &&
            !SHELL_DATA_REQUESTS.test(new URL(request.url).pathname),
        ),
        `${path}: data requests`,
      ).toEqual([]);
    }
  });
});

test.describe('Screenshots for review', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['about', '/about'],
    ['contact', '/contact'],
  ]) {
    test(`The ${name} page as shoppers see it, photographed whole`, {tag: '@js'}, async ({page}, testInfo) => {
      await page.goto(path);
      await scrollThrough(page);
      const file = testInfo.outputPath(`${name}-${page.viewportSize()?.width}.png`);
      await page.screenshot({path: file, fullPage: true});
      await testInfo.attach(`${name}-${page.viewportSize()?.width}`, {path: file, contentType: 'image/png'});
    });
  }
});
