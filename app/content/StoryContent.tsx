import type {ComponentType} from 'react';
import {ContactStory} from './ContactStory';
import {PageStory} from './PageStory';
import type {Blok, Story} from '~/lib/storyblok/types';

/** Page types by Storyblok component name; unknown ones say so instead of failing. */
const PAGE_TYPES: Record<string, ComponentType<{story: Story<never>}>> = {
  contact: ContactStory,
  page: PageStory,
};

export function StoryContent({story}: {story: Story<Blok>}) {
  const type = story.content.component;
  const PageType = PAGE_TYPES[type];
  if (!PageType) {
    console.warn(`Unknown page type "${type}" in story ${story.full_slug}`);
    return (
      <p role="note" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-800">
        The page &quot;{type}&quot; has not yet been created.
      </p>
    );
  }
  return <PageType story={story as Story<never>} />;
}
