import StoryblokClient from 'storyblok-js-client';
import type {AppEnv} from '~/lib/env';
import type {Locale} from '~/lib/locale';
import type {Blok, Story} from './types';

export type ContentVersion = 'published' | 'draft';

export interface ContentClient {
  /** A story under the locale folder (`about` → `en-us/about`), or null when Storyblok has none. */
  getStory<Content extends Blok = Blok>(slug: string): Promise<Story<Content> | null>;
}

/**
 * Reads stories through Storyblok's own client. Drafts use the preview token, which stays on the
 * server; the storefront only asks for drafts once an editor's preview has been verified.
 */
export function createContentClient({
  env,
  locale,
  version = 'published',
}: {
  env: AppEnv;
  locale: Locale;
  version?: ContentVersion;
}): ContentClient {
  const client = new StoryblokClient({
    accessToken:
      version === 'draft' ? env.STORYBLOK_PREVIEW_TOKEN : env.STORYBLOK_PUBLIC_TOKEN,
    endpoint: env.STORYBLOK_API_URL,
    // Hydrogen's cache and the CDN do the caching; an in-memory cache would leak across requests.
    cache: {type: 'none'},
    maxRetries: 2,
    timeout: 10,
  });

  return {
    async getStory<Content extends Blok>(slug: string) {
      const fullSlug = `${locale.tag}/${slug.replace(/^\/+|\/+$/g, '')}`;
      try {
        const result = await client.get(`cdn/stories/${fullSlug}`, {version});
        // The client resolves (not rejects) with a bare message on timeouts.
        if (!result?.data?.story) {
          throw new Error(`Storyblok gave no story for ${fullSlug}`);
        }
        return result.data.story as Story<Content>;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as {status: unknown}).status === 404
  );
}
