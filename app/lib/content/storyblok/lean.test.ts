import {describe, expect, it} from 'vitest';
import {leanStory, withoutCopiedMobileNavigation} from './lean';
import type {HeaderBlok, NavItemBlok, Story} from './types';

const story = {
  id: 1002,
  uuid: '4ff41b7a-2145-4df0-9f55-41c56ef3e52d',
  name: 'Home',
  slug: 'home',
  full_slug: 'en-us/home',
  published_at: '2025-04-02T16:20:11.000Z',
  first_published_at: '2024-11-18T14:05:42.000Z',
  created_at: '2024-11-18T14:05:42.000Z',
  alternates: [],
  group_id: '4ff41b7a-2145-4df0-9f55-41c56ef3e52d',
  parent_id: 129537886,
  translated_slugs: null,
  content: {
    _uid: '359faa7e-7990-455a-8ae5-ab5e36fc307f',
    component: 'page',
    _editable: '<!--#storyblok#{"name": "page"}-->',
    body: [
      {
        _uid: '1a5cdaf4-e87f-4604-bff7-5e1ae0c0d1ba',
        component: 'button',
        label: 'Shop Hot Cups',
        link: {id: '', url: '/collections/hot-cups', linktype: 'url', fieldtype: 'multilink', cached_url: '/collections/hot-cups'},
        story_link: {
          id: '9e1c',
          url: '',
          linktype: 'story',
          fieldtype: 'multilink',
          cached_url: 'en-us/contact',
          anchor: 'form',
          story: {name: 'Contact', uuid: 'abc', full_slug: 'en-us/contact', content: {component: 'page'}},
        },
        image: {id: 5001, alt: 'A cup', name: '', focus: '', title: '', filename: 'https://a.example/f/1/2x2/a.png', copyright: '', fieldtype: 'asset', is_external_url: false},
        blank: '',
      },
    ],
  },
} as unknown as Story;

describe('leanStory', () => {
  const lean = leanStory(story) as unknown as Record<string, unknown> & {content: {body: Record<string, unknown>[]}};

  it('keeps the story fields pages read and drops the API’s bookkeeping', () => {
    expect(Object.keys(lean).sort()).toEqual(
      ['content', 'first_published_at', 'full_slug', 'id', 'name', 'published_at', 'slug', 'uuid'].sort(),
    );
  });

  it('drops the editor’s annotations and shortens block ids to their first eight characters', () => {
    expect(lean.content).not.toHaveProperty('_editable');
    expect(lean.content).toMatchObject({_uid: '359faa7e', component: 'page'});
    expect(lean.content.body[0]._uid).toBe('1a5cdaf4');
  });

  it('reduces links to what makes their address, and a linked story to its slug', () => {
    const [button] = lean.content.body;
    expect(button.link).toEqual({linktype: 'url', url: '/collections/hot-cups'});
    expect(button.story_link).toEqual({
      linktype: 'story',
      cached_url: 'en-us/contact',
      anchor: 'form',
      story: {full_slug: 'en-us/contact'},
    });
  });

  it('keeps an asset’s address and text, and a block’s own empty fields', () => {
    const [button] = lean.content.body;
    expect(button.image).toEqual({alt: 'A cup', filename: 'https://a.example/f/1/2x2/a.png'});
    expect(button.blank).toBe('');
  });

  it('gives the same lean story each time, so a posted block id still names its block', () => {
    expect(leanStory(story)).toEqual(lean);
  });
});

describe('withoutCopiedMobileNavigation', () => {
  const item = (uid: string, label: string, childUid: string): NavItemBlok =>
    ({
      _uid: uid,
      component: 'nav_item',
      label,
      link: {linktype: 'url', url: '/collections/cups'},
      children: [{_uid: childUid, component: 'nav_link', label: 'Hot cups', link: {linktype: 'url', url: '/collections/hot-cups'}}],
    }) as NavItemBlok;
  const header = (mobile: NavItemBlok[] | undefined) =>
    ({_uid: 'h', component: 'header', phone: '', logo: {filename: ''}, navigation: [item('a', 'Cups', 'a1')], mobile_navigation: mobile}) as HeaderBlok;

  it('leaves out a mobile navigation that copies the main one, which the phone header falls back to', () => {
    expect(withoutCopiedMobileNavigation(header([item('b', 'Cups', 'b1')])).mobile_navigation).toEqual([]);
  });

  it('keeps a mobile navigation of its own, and a header without one', () => {
    const own = header([item('b', 'Cups and lids', 'b1')]);
    expect(withoutCopiedMobileNavigation(own)).toBe(own);
    const shorter = header([]);
    expect(withoutCopiedMobileNavigation(shorter)).toBe(shorter);
    const none = header(undefined);
    expect(withoutCopiedMobileNavigation(none)).toBe(none);
  });
});
