import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Page} from '@playwright/test';
import type {Blok, Story} from '../../app/lib/content/storyblok/types';

const STORIES = fileURLToPath(new URL('../../sandbox/data/stories', import.meta.url));

/** Stories that are data for other pages (the header and footer, authors, composting sites), not pages. */
const DATA_TYPES = new Set(['global', 'author', 'composter']);

export interface SeedPage {
  /** The address shoppers visit: `/about`, `/en-ca/about`, `/` for the home story. */
  path: string;
  /** The story's page type (`page`, `contact`, `blog-post`…). */
  type: string;
  /** The story's name, to name the test. */
  name: string;
  locale: 'en-us' | 'en-ca';
  /** Every block type in the story, nested ones included. */
  blocks: string[];
}

/** Every page of the seed content, in both stores, in a stable order. */
export function seedPages(): SeedPage[] {
  const pages: SeedPage[] = [];
  for (const locale of ['en-us', 'en-ca'] as const) {
    for (const file of storyFiles(join(STORIES, locale))) {
      const story = JSON.parse(readFileSync(file, 'utf8')) as Story<Blok>;
      if (DATA_TYPES.has(story.content.component)) continue;
      const slug = relative(join(STORIES, locale), file).replace(/\.json$/, '');
      const path = slug === 'home' ? '/' : `/${slug}`;
      pages.push({
        path: locale === 'en-us' ? path : `/en-ca${path === '/' ? '' : path}`,
        type: story.content.component,
        name: story.name,
        locale,
        blocks: [...blockTypes(Object.values(story.content))],
      });
    }
  }
  return pages;
}

/** The `component` of every block below `value`, however deep. */
function blockTypes(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) blockTypes(item, found);
  } else if (value && typeof value === 'object') {
    const {component} = value as {component?: unknown};
    if (typeof component === 'string') found.add(component);
    for (const child of Object.values(value)) blockTypes(child, found);
  }
  return found;
}

/**
 * The fewest pages (near enough: each pick adds the most types not yet seen) that between them hold
 * every page type and every block type of `pages`, in the order given.
 */
export function pagesCoveringEveryType(pages: SeedPage[]): SeedPage[] {
  const typesOf = (page: SeedPage) => [`page:${page.type}`, ...page.blocks.map((block) => `block:${block}`)];
  const missing = new Set(pages.flatMap(typesOf));
  const chosen: SeedPage[] = [];
  while (missing.size > 0) {
    const gain = (page: SeedPage) => typesOf(page).filter((type) => missing.has(type)).length;
    const best = pages.reduce((most, page) => (gain(page) > gain(most) ? page : most));
    chosen.push(best);
    for (const type of typesOf(best)) missing.delete(type);
  }
  return pages.filter((page) => chosen.includes(page));
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory()
        ? storyFiles(join(dir, entry.name))
        : entry.name.endsWith('.json')
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** The "has not yet been created" messages in a page's HTML, as `block:name` and `page:type`. */
export function notYetCreated(html: string): string[] {
  // React separates the text parts it joins with empty comments.
  const text = html.replaceAll('<!-- -->', '').replaceAll('&quot;', '"');
  return [
    ...[...text.matchAll(/The component "([^"]+)" has not yet been created\./g)].map((match) => `block:${match[1]}`),
    ...[...text.matchAll(/The page "([^"]+)" has not yet been created\./g)].map((match) => `page:${match[1]}`),
  ];
}

/**
 * Elements that reach past the left or right edge of the screen, where a visitor would have to
 * scroll sideways to see them. What an ancestor clips (a carousel's hidden slides, a table's own
 * scroll box) cannot be seen and does not count, nor does anything invisible.
 */
export async function elementsPastTheScreenEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > screen) {
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide`);
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(element).visibility === 'hidden') continue;
      let [left, right] = [box.left, box.right];
      for (let ancestor = element.parentElement; ancestor && right > left; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX === 'visible') continue;
        const clip = ancestor.getBoundingClientRect();
        [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      }
      if (right > left && (right > screen + 1 || left < -1)) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        found.push(`<${element.tagName.toLowerCase()}> "${name}" spans ${Math.round(left)}–${Math.round(right)}px`);
      }
    }
    return found;
  });
}
