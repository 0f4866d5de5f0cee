import {expect, hydrated, test} from './fixtures';

test.describe('The FAQ help centre', () => {
  test('A visitor finds a topic on the help centre and opens one of its questions', async ({
    page,
  }) => {
    const response = await page.goto('/faq');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', {level: 1, name: 'Frequently Asked Questions'}),
    ).toBeVisible();

    const topics = page
      .getByRole('region')
      .filter({has: page.getByRole('link', {name: /^View All/})});
    await expect(topics).toHaveCount(6);
    const shipping = page.getByRole('region', {name: 'Orders & Shipping'});
    await expect(shipping.getByRole('link', {name: 'Do you offer free shipping?'})).toHaveAttribute(
      'href',
      '/faq/orders-shipping/do-you-offer-free-shipping',
    );
    const banner = page.getByRole('region', {name: 'Still have a question?'});
    await expect(banner.getByRole('link', {name: 'Contact us'})).toHaveAttribute(
      'href',
      '/contact',
    );

    await page.getByRole('link', {name: 'View All questions about Products & Materials'}).click();
    await expect(page).toHaveURL(/\/faq\/products-materials$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Products & Materials'})).toBeVisible();
    // A list topic shows its questions as links to their own pages.
    await page.getByRole('link', {name: 'How hot can PLA cups and containers get?'}).click();

    await expect(page).toHaveURL(/\/faq\/products-materials\/how-hot-can-pla-get$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(
      'How hot can PLA cups and containers get?',
    );
    await expect(page.getByText(/110°F/).first()).toBeVisible();
    const related = page.getByRole('region', {name: 'Related questions'});
    await expect(related.getByRole('link')).toHaveCount(5);
    await expect(related.getByRole('link', {name: 'What is PLA?'})).toBeVisible();
    const topicsNav = page.getByRole('navigation', {name: 'Help topics'});
    await expect(topicsNav.getByRole('link')).toHaveCount(6);
    await expect(topicsNav.getByRole('link', {name: 'Products & Materials'})).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/faq\/products-materials\/how-hot-can-pla-get$/,
    );
  });

  test('An accordion topic opens one answer at a time, and the open one closes on a click', async ({
    page,
  }) => {
    await page.goto('/faq/composting');
    await expect(page.getByRole('heading', {level: 1, name: 'Composting'})).toBeVisible();
    const first = page
      .getByRole('group')
      .filter({hasText: 'What does “commercially compostable” mean?'});
    const second = page
      .getByRole('group')
      .filter({hasText: 'Can I compost your products at home?'});
    const firstAnswer = first.getByText(/at least 90% of the material/);
    const secondAnswer = second.getByText(/^Some of them\. Uncoated napkins/);

    await expect(firstAnswer).toBeHidden();
    await first.getByRole('heading', {name: 'What does “commercially compostable” mean?'}).click();
    await expect(firstAnswer).toBeVisible();

    await second.getByRole('heading', {name: 'Can I compost your products at home?'}).click();
    await expect(secondAnswer).toBeVisible();
    await expect(firstAnswer).toBeHidden();

    await second.getByRole('heading', {name: 'Can I compost your products at home?'}).click();
    await expect(secondAnswer).toBeHidden();
    await expect(firstAnswer).toBeHidden();
  });

  test('A question page shows its answer as prose, and a related question shows its own @js', async ({page}) => {
    await page.goto('/faq/orders-shipping/how-long-does-shipping-take');
    const answer = page.getByRole('article');
    await expect(answer).toContainText('Orders placed by 1 p.m. Pacific time');
    await hydrated(page);
    // Spaced as prose: its list stands apart from the paragraph above.
    const paragraph = await answer.locator('p').filter({hasText: 'Orders placed by 1 p.m.'}).boundingBox();
    const list = await answer.getByRole('list').boundingBox();
    expect(list!.y - (paragraph!.y + paragraph!.height)).toBeGreaterThanOrEqual(12);

    await page
      .getByRole('region', {name: 'Related questions'})
      .getByRole('link', {name: 'Do you offer free shipping?'})
      .click();
    await expect(page).toHaveURL(/\/faq\/orders-shipping\/do-you-offer-free-shipping$/);
    await expect(answer).toContainText('Standard shipping is free on orders over');
    await expect(answer).not.toContainText('Orders placed by 1 p.m.');
  });

  test('The Canadian help centre answers from its own content @http', async ({request}) => {
    const html = await (
      await request.get('/en-ca/faq/orders-shipping/do-you-offer-free-shipping')
    ).text();
    expect(html).toContain('$200 CAD');
    expect(html).not.toContain('$150');
  });

  test('Unknown topics and questions are 404 pages @http', async ({request}) => {
    for (const path of [
      '/faq/no-such-topic',
      '/faq/composting/no-such-question',
      '/faq/samples/what-happens-in-a-landfill',
      '/en-ca/faq/no-such-topic',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page not found');
    }
  });

});
