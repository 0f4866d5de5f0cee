import {readFileSync} from 'node:fs';
import {leanStory} from '../../app/lib/content/storyblok/lean';
import type {Blok, Story} from '../../app/lib/content/storyblok/types';

/**
 * A seeded story (of the US store unless told), as the content client gives it to pages (lean:
 * its block ids are the short ones the forms post).
 */
export function seededStory(slug: string, locale = 'en-us'): Story<Blok> {
  return leanStory(JSON.parse(readFileSync(new URL(`../../sandbox/data/stories/${locale}/${slug}.json`, import.meta.url), 'utf8')));
}

/** The `_uid` of the first block of `component` in `content` (or the content itself). */
export function uidOf(content: unknown, component: string): string {
  const stack = [content];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      if ((value as Blok).component === component) return (value as Blok)._uid;
      stack.push(...Object.values(value));
    }
  }
  throw new Error(`No ${component} block`);
}

/** Where each seeded form lives: the block uids the forms post with. */
export function storyFormUids() {
  return {
    contact: uidOf(seededStory('contact').content, 'contact'),
    printOrder: uidOf(seededStory('custom-print').content, 'custom-print-order-form'),
    printContact: uidOf(seededStory('custom-print').content, 'custom-print-contact-form'),
    productPhotos: uidOf(seededStory('product-photos').content, 'product-photos-form'),
    taxExemption: uidOf(seededStory('tax-exemption').content, 'form-tax-exemption'),
    marketingMaterials: uidOf(seededStory('marketing-materials').content, 'collateral-marketing-materials-form'),
  };
}

/** The seeded datasource entries, as the content API lists them. */
export function seededDatasource(slug: string): {name: string; value: string}[] {
  const file = new URL(`../../sandbox/data/datasources/${slug}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as {entries: {name: string; value: string}[]}).entries;
}
