/**
 * The store's index settings, from the committed `algolia/settings.json` (Algolia's own settings
 * format, pushed to a real application by `npm run algolia:settings`), so the sandbox's indexes
 * search, facet, rank and sort as the merchant's do.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {PROJECT_ROOT} from '../config';
import type {SortCriterion} from './engine';

export const SETTINGS_FILE = join(PROJECT_ROOT, 'algolia', 'settings.json');

export interface AlgoliaIndexSettings {
  searchableAttributes?: string[];
  attributesForFaceting?: string[];
  attributeForDistinct?: string;
  customRanking?: string[];
  ranking?: string[];
  replicas?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
}

export interface SettingsFile {
  indexes: Record<string, AlgoliaIndexSettings>;
  querySuggestions: {indexName: string; sourceIndices: {indexName: string}[]};
}

export function loadSettingsFile(path = SETTINGS_FILE): SettingsFile {
  return JSON.parse(readFileSync(path, 'utf8')) as SettingsFile;
}

/** One index's settings; a name the file does not hold is a mistake in the file, said loudly. */
export function settingsOf(file: SettingsFile, indexName: string): AlgoliaIndexSettings {
  const settings = file.indexes[indexName];
  if (!settings) throw new Error(`${SETTINGS_FILE} has no settings for the index ${indexName}`);
  return settings;
}

/** `desc(popularity)` → `{attribute: 'popularity', order: 'desc'}`. */
export function sortCriterion(expression: string): SortCriterion {
  const match = /^(asc|desc)\((.+)\)$/.exec(expression);
  if (!match) throw new Error(`Not a sort criterion: ${expression}`);
  return {order: match[1] as SortCriterion['order'], attribute: match[2]};
}

/** A standard replica's sort: the first ranking criterion when it is `asc(…)` / `desc(…)`. */
export function replicaSort(settings: AlgoliaIndexSettings): SortCriterion | null {
  const first = settings.ranking?.[0];
  return first && /^(asc|desc)\(/.test(first) ? sortCriterion(first) : null;
}
