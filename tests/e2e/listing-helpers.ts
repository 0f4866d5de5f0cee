import type {Locator, Page} from '@playwright/test';
import {expect} from './fixtures';

const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
const filterPanel = (page: Page) => page.getByRole('dialog', {name: 'Filter and sort'});

/** Where a shopper finds the filters and sort: beside the products, or on a phone in the panel 'Filter and sort' opens. */
export async function openFilters(page: Page): Promise<Locator> {
  if (!onPhone(page)) return page.locator('body');
  await page.getByRole('button', {name: /^Filter and sort/}).click();
  await expect(filterPanel(page)).toBeVisible();
  return filterPanel(page);
}

/** Back to the products from the phone's panel. */
export async function closeFilters(page: Page): Promise<void> {
  if (!onPhone(page)) return;
  await filterPanel(page).getByRole('button', {name: /^Show \d+ products?$/}).click();
  await expect(filterPanel(page)).toBeHidden();
}
