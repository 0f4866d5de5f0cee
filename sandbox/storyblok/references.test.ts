import {describe, expect, test} from 'vitest';
import {resolveRelations, type ReferenceSource} from './references';
import {withStoryDefaults, type DeliveredStory} from './story-fields';

function story(n: number, content: Record<string, unknown>): DeliveredStory {
  return withStoryDefaults(
    {
      id: n,
      uuid: `uuid-${n}`,
      name: `Story ${n}`,
      slug: `story-${n}`,
      full_slug: `en-us/story-${n}`,
      published_at: null,
      first_published_at: null,
      content: {_uid: `uid-${n}`, component: 'card', ...content},
    },
    null,
  );
}

function sourceOf(stories: DeliveredStory[]): ReferenceSource {
  return {byUuid: new Map(stories.map((item) => [item.uuid, item])), present: (item) => item};
}

describe('resolve_relations', () => {
  test('more than 50 relations are sent as rel_uuids for the client to fetch', () => {
    const related = Array.from({length: 60}, (_, index) => story(index + 1, {}));
    const list = story(100, {component: 'list', items: related.map((item) => item.uuid)});
    const result = resolveRelations([list], 'list.items', 2, sourceOf([...related, list]));
    expect(result).toEqual({rels: [], rel_uuids: related.map((item) => item.uuid)});
  });

  test('level 2 brings the relations of related stories, level 1 does not', () => {
    const author = story(1, {component: 'author'});
    const category = story(2, {component: 'category', owner: author.uuid});
    const post = story(3, {component: 'post', category: category.uuid});
    const source = sourceOf([author, category, post]);
    const fields = 'post.category,category.owner';
    expect(resolveRelations([post], fields, 1, source).rels.map((item) => item.uuid)).toEqual([
      category.uuid,
    ]);
    expect(resolveRelations([post], fields, 2, source).rels.map((item) => item.uuid)).toEqual([
      category.uuid,
      author.uuid,
    ]);
  });
});
