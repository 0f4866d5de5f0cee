import {describe, expect, it} from 'vitest';
import type {Story} from '~/lib/content/storyblok/types';
import {contentRecord, isSearchable, localeOfStory} from './records';

function story(fullSlug: string, content: Story['content']): Story {
  return {
    id: 7,
    uuid: 'u-7',
    name: 'Story name',
    slug: fullSlug.split('/').at(-1) ?? '',
    full_slug: fullSlug,
    published_at: '2026-01-02T00:00:00.000Z',
    first_published_at: '2026-01-01T00:00:00.000Z',
    content,
  };
}

describe('content records', () => {
  it('leave out the global story, QA fixtures and stories outside the locale folders', () => {
    expect(isSearchable(story('en-us/about', {_uid: 'a', component: 'page'}))).toBe(true);
    expect(isSearchable(story('en-ca/blog/post', {_uid: 'a', component: 'blog-post'}))).toBe(true);
    expect(isSearchable(story('en-us/global', {_uid: 'a', component: 'global'}))).toBe(false);
    expect(isSearchable(story('en-us/qa/blocks', {_uid: 'a', component: 'page'}))).toBe(false);
    expect(isSearchable(story('fr-fr/about', {_uid: 'a', component: 'page'}))).toBe(false);
    expect(localeOfStory('en-ca/faq')?.tag).toBe('en-ca');
  });

  it('carry the SEO fields (the name when there is no title) and the prose, not the settings', () => {
    const record = contentRecord(
      story('en-us/about', {
        _uid: 'a',
        component: 'page',
        seo: {title: '', description: 'Who we are'},
        body: [
          {_uid: 'b', component: 'heading', text: 'Our story', level: 'h2'},
          {
            _uid: 'c',
            component: 'rich-text-block',
            content: {type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text: 'Since 2009.'}]}]},
            link: {url: 'https://example.com', linktype: 'url'},
          },
          {_uid: 'd', component: 'heading', text: 'Our story'},
        ],
      }),
    );
    expect(record).toEqual({
      objectID: '7',
      id: 7,
      uuid: 'u-7',
      name: 'Story name',
      slug: 'about',
      full_slug: 'en-us/about',
      component: 'page',
      tag_list: [],
      content: {component: 'page', seo: {title: 'Story name', description: 'Who we are'}, text: 'Our story Since 2009.'},
      first_published_at: '2026-01-01T00:00:00.000Z',
      published_at: '2026-01-02T00:00:00.000Z',
    });
  });
});
