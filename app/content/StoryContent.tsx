import {Suspense, type ComponentType} from 'react';
import {lazyWithPreload} from '~/lib/ui/lazy-with-preload';
import {preloadBlocks} from '~/blocks/registry';
import type {Blok, ShownStory} from '~/lib/content/storyblok/types';

type PageTypeProps = {story: ShownStory<never>};

/**
 * Page types by Storyblok component name, each a chunk of its own like the blocks (the contact
 * page's form would otherwise come with every page).
 */
const PAGE_TYPES: Record<string, ReturnType<typeof lazyWithPreload<PageTypeProps>>> = {
  contact: lazyWithPreload(() =>
    import('./ContactStory').then((module) => module.ContactStory as ComponentType<PageTypeProps>),
  ),
  page: lazyWithPreload(() => import('./PageStory').then((module) => module.PageStory as ComponentType<PageTypeProps>)),
};

/** Fetches a page type's code ahead of rendering; never rejects (a failed chunk fails where it renders). */
export function preloadPageType(type: unknown): Promise<void> {
  const pageType = typeof type === 'string' && Object.hasOwn(PAGE_TYPES, type) ? PAGE_TYPES[type] : undefined;
  return pageType ? pageType.preload().then(() => {}, () => {}) : Promise.resolve();
}

export function preloadAllPageTypes(): Promise<void> {
  return Promise.allSettled(Object.values(PAGE_TYPES).map((pageType) => pageType.preload())).then(() => {});
}

/** Unknown page types say so instead of failing. */
export function StoryContent({story}: {story: ShownStory<Blok>}) {
  const type = story.content.component;
  const PageType = Object.hasOwn(PAGE_TYPES, type) ? PAGE_TYPES[type] : undefined;
  // Its code, and its blocks', start loading as the page first renders (see `PageBlocks`).
  void preloadPageType(type);
  void preloadBlocks(story.content);
  if (!PageType) {
    console.warn(`Unknown page type "${type}" in story ${story.full_slug}`);
    return (
      <p role="note" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-800">
        The page &quot;{type}&quot; has not yet been created.
      </p>
    );
  }
  // Its own boundary, as each block has: while the page hydrates, the chunk may still be on its way.
  return (
    <Suspense fallback={null}>
      <PageType story={story as ShownStory<never>} />
    </Suspense>
  );
}
