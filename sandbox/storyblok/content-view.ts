/**
 * One version of the space as the CDN API sees it: the stories with Storyblok's default fields
 * filled in, and the folders derived from their slugs.
 */
import {deriveFolders, type Folder} from './folders';
import {withStoryDefaults, type DeliveredStory} from './story-fields';
import type {ContentVersion, StoryStore} from './stories';

export interface ContentView {
  version: ContentVersion;
  stories: DeliveredStory[];
  folders: Folder[];
  byUuid: Map<string, DeliveredStory>;
  /** By id, `find_by=uuid`, or full slug (a folder's start page may end in `/`). */
  find(key: string, findBy: string | null): DeliveredStory | null;
}

export function loadContentView(store: StoryStore, version: ContentVersion): ContentView {
  // Folders come from every story, drafts included, so their ids do not depend on the version.
  const tree = deriveFolders(store.list('draft'));
  const stories = store.list(version).map((story) => {
    const folder = tree.folderAt(story.full_slug);
    return folder
      ? withStoryDefaults(story, folder.id, true)
      : withStoryDefaults(story, tree.parentIdOf(story.full_slug));
  });
  const byUuid = new Map(stories.map((story) => [story.uuid, story]));
  const trim = (slug: string) => slug.replace(/^\/+|\/+$/g, '');

  return {
    version,
    stories,
    folders: tree.folders,
    byUuid,
    find(key, findBy) {
      if (findBy === 'uuid') return byUuid.get(key) ?? null;
      if (/^\d+$/.test(key)) return stories.find((story) => story.id === Number(key)) ?? null;
      const slug = trim(key);
      return stories.find((story) => trim(story.full_slug) === slug) ?? null;
    },
  };
}
