import type {ContentClient, StoryListParams} from './client.server';
import type {Blok, Story} from './types';

/** The CDN API's largest page. */
const MAX_PER_PAGE = 100;

/**
 * Every story a query matches: one call of 100, and one more per further 100 (the first answer's
 * `total` says how many), made together.
 */
export async function getAllStories<Content extends Blok = Blok>(
  content: ContentClient,
  params: Omit<StoryListParams, 'page' | 'per_page'>,
): Promise<Story<Content>[]> {
  const first = await content.getStories<Content>({...params, per_page: MAX_PER_PAGE});
  const pages = Math.ceil(first.total / MAX_PER_PAGE);
  const rest = await Promise.all(
    Array.from({length: Math.max(0, pages - 1)}, (_, index) =>
      content.getStories<Content>({...params, per_page: MAX_PER_PAGE, page: index + 2}),
    ),
  );
  return [first, ...rest].flatMap((result) => result.stories);
}
