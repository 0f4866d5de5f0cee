import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {expect, test as base, type Page} from '@playwright/test';
import type {GlobalContent, Story} from '../../app/lib/storyblok/types';

/** The seeded global story, so tests can check that the shell renders what editors wrote. */
export function seededGlobal(locale = 'en-us'): GlobalContent {
  const path = new URL(`../../sandbox/data/stories/${locale}/global.json`, import.meta.url);
  return (JSON.parse(readFileSync(path, 'utf8')) as Story<GlobalContent>).content;
}

export const test = base.extend<{
  expectAccessible: (page: Page) => Promise<void>;
}>({
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      const {violations} = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          help: violation.help,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        }));
      expect(serious).toEqual([]);
    });
  },
});

export {expect};

/** Run a test only in the named Playwright projects. */
export function onlyIn(projects: string[]) {
  test.skip(
    ({}, testInfo) => !projects.includes(testInfo.project.name),
    `only in ${projects.join(', ')}`,
  );
}
