/** Storyblok's link object: the short form of a story or folder used by `/links` and `resolve_links=link`. */
import type {Folder} from './folders';
import type {DeliveredStory} from './story-fields';

export interface LinkObject {
  id: number;
  uuid: string;
  slug: string;
  path: string | null;
  parent_id: number | null;
  name: string;
  is_folder: boolean;
  published: boolean;
  is_startpage: boolean;
  position: number;
  real_path: string;
  published_at?: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export function storyLink(story: DeliveredStory, withDates = false): LinkObject {
  const path = typeof story.path === 'string' && story.path ? story.path : null;
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    path,
    parent_id: story.parent_id || null,
    name: story.name,
    is_folder: false,
    published: story.published_at !== null,
    is_startpage: story.is_startpage,
    position: story.position,
    real_path: `/${(path ?? story.full_slug).replace(/^\/+/, '')}`,
    ...(withDates
      ? {
          published_at: story.published_at,
          created_at: story.created_at,
          updated_at: story.updated_at,
        }
      : {}),
  };
}

export function folderLink(folder: Folder, withDates = false): LinkObject {
  return {
    id: folder.id,
    uuid: folder.uuid,
    slug: folder.slug,
    path: null,
    parent_id: folder.parent_id,
    name: folder.name,
    is_folder: true,
    published: false,
    is_startpage: false,
    position: 0,
    real_path: `/${folder.slug}`,
    ...(withDates ? {published_at: null, created_at: null, updated_at: null} : {}),
  };
}
