import {createElement} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {blockComponent} from '../../app/blocks/registry';
import {renderHtml} from '../../app/blocks/test-render';
import {StoryContent} from '../../app/content/StoryContent';
import type {Story} from '../../app/lib/content/storyblok/types';
import {knownBlockTypes, loadComponentSchema} from '../../sandbox/storyblok/component-schema';
import {PENDING_BLOCK_TYPES, PENDING_PAGE_TYPES} from '../pending-blocks';

const schema = loadComponentSchema();

describe('The list of block and page types still owned by open work', () => {
  it('leaves no block type of the content model both unregistered and unlisted', () => {
    const unbuilt = [...knownBlockTypes(schema)].filter((name) => !blockComponent(name));
    expect(unbuilt.filter((name) => !PENDING_BLOCK_TYPES.includes(name))).toEqual([]);
  });

  it.each(PENDING_BLOCK_TYPES)('names "%s", a block type of the content model nobody has registered yet', (name) => {
    expect(knownBlockTypes(schema), `"${name}" is not a block type of the content model`).toContain(name);
    expect(
      blockComponent(name),
      `"${name}" is registered now: delete it from tests/pending-blocks.ts`,
    ).toBeUndefined();
  });

  it.each(PENDING_PAGE_TYPES)('names "%s", a page type of the content model still unrendered', (name) => {
    expect(schema.get(name)?.is_root, `"${name}" is not a page type of the content model`).toBe(true);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const story = {id: 1, uuid: 'u', name, slug: name, full_slug: `en-us/${name}`, published_at: null, first_published_at: null, content: {_uid: 'c', component: name}};
    expect(
      renderHtml(createElement(StoryContent, {story: story as Story})),
      `"${name}" renders now: delete it from tests/pending-blocks.ts`,
    ).toContain('has not yet been created');
  });
});
