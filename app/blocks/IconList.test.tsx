import {describe, expect, it} from 'vitest';
import type {IconListItemBlok} from '~/lib/content/storyblok/types';
import {IconList} from './IconList';
import {renderHtml} from './test-render';

const item = (n: number): IconListItemBlok => ({
  _uid: `i${n}`,
  component: 'icon-list-item',
  icon: {filename: '/f/1/160x160/abc/icon.svg'},
  label: `Reason ${n}`,
});

describe('IconList', () => {
  it('shows at most six icons, whatever the editor adds', () => {
    const html = renderHtml(
      <IconList blok={{_uid: 'l', component: 'icon-list', items: [1, 2, 3, 4, 5, 6, 7, 8].map(item)}} />,
    );
    expect(html.match(/<li/g)).toHaveLength(6);
    expect(html).toContain('Reason 6');
    expect(html).not.toContain('Reason 7');
  });

  it('makes the whole item its link when one is set', () => {
    const html = renderHtml(
      <IconList
        blok={{
          _uid: 'l',
          component: 'icon-list',
          items: [{...item(1), link: {linktype: 'url', url: '/why-compostable'}}, item(2)],
        }}
      />,
    );
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toMatch(/<a [^>]*href="\/why-compostable"[^>]*>Reason 1<\/a>/);
  });
});
