import {STORY_FORM_KINDS} from '~/lib/forms/story-forms';
import type {Blok} from '~/lib/storyblok/types';
import {blockNamesIn} from './registry';

/**
 * How many of a page's top-level blocks make its first screen. Their code comes with the page (its
 * head preloads it) and hydrates with it; the blocks below hydrate once their own code has arrived,
 * fetched as the page comes alive (`PageBlocks`).
 */
export const FIRST_SCREEN_BLOCKS = 2;

/**
 * Blocks holding a form come with the page wherever they are, so that scripts take over what a
 * visitor types or picks at once: a form's fields can depend on one another (a quote's quantities on
 * its product), and its messages are the scripts' own.
 */
const FORM_BLOCKS = new Set<string>([...Object.keys(STORY_FORM_KINDS), 'samples']);

/** Whether the page's top-level block at `index` hydrates after the page, once its code arrives. */
export function hydratesLater(blok: Blok, index: number): boolean {
  return index >= FIRST_SCREEN_BLOCKS && !blockNamesIn(blok).some((name) => FORM_BLOCKS.has(name));
}
