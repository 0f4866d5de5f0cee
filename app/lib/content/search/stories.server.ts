import StoryblokClient from 'storyblok-js-client';
import type {AppEnv} from '~/lib/env';
import type {Locale} from '~/lib/i18n/locale';
import type {Story} from '~/lib/content/storyblok/types';

/** The CDN API's largest page. */
const STORIES_PER_PAGE = 100;

/**
 * Published stories as the content indexes need them: whole (not the pages' lean copies), uncached,
 * and read at the space's current cache version (`cv`, from `spaces/me`), as Storyblok advises, so a
 * story just published is read as published, not as the CDN last cached it.
 */
export function createStoryReader(env: Pick<AppEnv, 'STORYBLOK_API_URL' | 'STORYBLOK_PUBLIC_TOKEN'>) {
  const storyblok = new StoryblokClient({
    accessToken: env.STORYBLOK_PUBLIC_TOKEN,
    endpoint: env.STORYBLOK_API_URL,
    cache: {type: 'none'},
    maxRetries: 2,
    timeout: 30,
  });

  async function currentCacheVersion(): Promise<number> {
    const answer = await storyblok.get('cdn/spaces/me', {});
    const version = Number(answer.data?.space?.version);
    if (!Number.isFinite(version)) throw new Error('Storyblok gave no cache version for the space');
    return version;
  }

  return {
    /** Every published story of a locale's folder, page by page; `onPage` hears of each. */
    async localeStories(locale: Locale, onPage: (page: number, pages: number, stories: Story[]) => void) {
      const cv = await currentCacheVersion();
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const answer = await storyblok.get('cdn/stories', {
          starts_with: `${locale.tag}/`,
          version: 'published',
          per_page: STORIES_PER_PAGE,
          page,
          cv,
        });
        const stories = (answer.data?.stories ?? []) as Story[];
        pages = Math.max(1, Math.ceil(Number(answer.total ?? stories.length) / STORIES_PER_PAGE));
        onPage(page, pages, stories);
      }
    },

    /** The published story with that id, or null when the CDN has none. */
    async story(storyId: number): Promise<Story | null> {
      try {
        const answer = await storyblok.get(`cdn/stories/${storyId}`, {
          version: 'published',
          cv: await currentCacheVersion(),
        });
        return (answer.data?.story as Story | undefined) ?? null;
      } catch (error) {
        // The client rejects with a plain `{status, message}`.
        if ((error as {status?: unknown})?.status === 404) return null;
        throw error;
      }
    },
  };
}

/** The Algolia host override as the clients take it, or nothing for Algolia's own hosts. */
export function algoliaHosts(url: string) {
  if (!url) return {};
  const host = new URL(url);
  return {
    hosts: [
      {
        url: host.host,
        protocol: host.protocol === 'http:' ? ('http' as const) : ('https' as const),
        accept: 'readWrite' as const,
      },
    ],
  };
}
