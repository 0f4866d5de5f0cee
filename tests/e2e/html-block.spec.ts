import {expect, test} from './fixtures';

test.describe('HTML blocks', () => {
  test('Editors’ HTML shows on the page while XSS payloads in it run nothing', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/qa/html-sanitiser');
    await expect(page.getByRole('heading', {level: 1, name: 'HTML sanitiser check'})).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', {name: 'contact us'})).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', {name: '(800) 555-0199'})).toHaveAttribute('href', 'tel:+18005550199');
    await expect(main.getByText('Details', {exact: true})).toBeVisible();

    // Give any handler (load, error, toggle) the chance to fire, then look at what the browser built.
    await page.waitForLoadState('load');
    await main.getByText('styled').hover();
    await expect(page).toHaveTitle('HTML sanitiser check | Green Packaging Co.');
    const found = await main.evaluate((root) => {
      const problems: string[] = [];
      for (const element of root.querySelectorAll('*')) {
        const tag = element.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'style'].includes(tag)) problems.push(tag);
        for (const {name, value} of element.attributes) {
          if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
          if (name === 'style' && /url\(/i.test(value)) problems.push(`${tag}[style]`);
        }
        const href = (element as HTMLAnchorElement).href;
        if (tag === 'a' && href && !/^(https?|mailto|tel):/.test(href)) problems.push(`a[href=${href}]`);
      }
      if (document.getElementById('__remixContext')) problems.push('#__remixContext');
      return problems;
    });
    expect(found).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});
