import type {ComponentType} from 'react';
import {lazyComponents} from '~/lib/lazy-components';
import type {Blok, ShownStory} from '~/lib/storyblok/types';

/**
 * Page types by Storyblok component name, each a chunk of its own like the blocks (the contact
 * page's form would otherwise come with every page). Its module is `app/content/<Name>Story.tsx`.
 */
const PAGE_TYPES = lazyComponents<{story: ShownStory<never>}>({
  contact: () => import('./ContactStory').then((module) => module.ContactStory as ComponentType<{story: ShownStory<never>}>),
  page: () => import('./PageStory').then((module) => module.PageStory as ComponentType<{story: ShownStory<never>}>),
});

export const loadAllPageTypes = PAGE_TYPES.loadAll;
export const loadPageTypes = PAGE_TYPES.load;

/** Unknown page types say so instead of failing. */
export function StoryContent({story}: {story: ShownStory<Blok>}) {
  const type = story.content.component;
  // Outside any boundary, so a navigation keeps the old page until the new one can show whole.
  PAGE_TYPES.waitFor([type]);
  const PageType = PAGE_TYPES.component(type);
  if (!PageType) {
    console.warn(`Unknown page type "${type}" in story ${story.full_slug}`);
    return (
      <p role="note" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-800">
        The page &quot;{type}&quot; has not yet been created.
      </p>
    );
  }
  return <PageType story={story as ShownStory<never>} />;
}
