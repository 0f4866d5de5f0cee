import type {Story} from './content-types';
import {absolutizeAssetUrls, addEditableMarkers} from './content-transforms';
import type {ContentVersion} from './stories';

/** A story with every field Storyblok always sends, the seed's values winning. */
export type DeliveredStory = Omit<Story, 'created_at'> & {
  created_at: string | null;
  updated_at: string | null;
  sort_by_date: string | null;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number;
  position: number;
} & Record<string, unknown>;

/**
 * Fields Storyblok always sends that the seed files leave out. A folder's start page (a story at
 * the folder's own slug, like `en-us/blog`) sits inside that folder.
 */
export function withStoryDefaults(
  story: Story,
  parentId: number | null,
  isStartpage = false,
): DeliveredStory {
  const createdAt = story.created_at ?? story.first_published_at ?? story.published_at ?? null;
  return {
    created_at: createdAt,
    updated_at: story.published_at ?? createdAt,
    sort_by_date: null,
    tag_list: [],
    is_startpage: isStartpage,
    parent_id: parentId ?? 0,
    meta_data: null,
    group_id: story.uuid,
    release_id: null,
    lang: 'default',
    path: null,
    alternates: [],
    default_full_slug: null,
    translated_slugs: null,
    position: 0,
    ...story,
  };
}

export interface PresentOptions {
  version: ContentVersion;
  origin: string;
  spaceId: number;
  /** `excluding_fields`: content fields left out of the answer. */
  excludingFields: string[];
}

/** The story as it goes over the wire: absolute asset URLs, editor markers on drafts. */
export function presentStory(story: DeliveredStory, options: PresentOptions): DeliveredStory {
  let content = absolutizeAssetUrls(story.content, options.origin);
  if (options.version === 'draft') content = addEditableMarkers(content, story.id, options.spaceId);
  if (options.excludingFields.length > 0) {
    const excluded = new Set(options.excludingFields);
    content = Object.fromEntries(
      Object.entries(content).filter(([key]) => !excluded.has(key)),
    ) as typeof content;
  }
  return {...story, content};
}
