import {describe, expect, it} from 'vitest';
import type {ListItemBlok, ShowMoreListBlok} from '~/lib/content/storyblok/types';
import {ShowMoreList} from './ShowMoreList';
import {renderHtml} from './test-render';

const items = (count: number): ListItemBlok[] =>
  Array.from({length: count}, (_, i) => ({
    _uid: `i${i}`,
    component: 'list-item',
    text: {type: 'doc', content: [{type: 'paragraph', content: [{type: 'text', text: `Item ${i + 1}`}]}]},
  }));

const list = (fields: Partial<ShowMoreListBlok>): ShowMoreListBlok => ({
  _uid: 's',
  component: 'show-more-list',
  items: items(7),
  ...fields,
});

/** The items before the "Show more" button, and after it. */
function split(html: string): [string, string] {
  const at = html.indexOf('<details');
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

describe('ShowMoreList', () => {
  it('shows five items before the button unless the editor says otherwise', () => {
    const [shown, hidden] = split(renderHtml(<ShowMoreList blok={list({})} />));
    expect(shown).toContain('Item 5');
    expect(shown).not.toContain('Item 6');
    expect(hidden).toContain('Show more</summary>');
    expect(hidden).toContain('Item 6');
    expect(hidden).toContain('Item 7');
  });

  it('starts with the count the editor chose and the label they wrote', () => {
    const [shown, hidden] = split(
      renderHtml(<ShowMoreList blok={list({start_count: '2', button_label: 'Show all seven'})} />),
    );
    expect(shown).toContain('Item 2');
    expect(shown).not.toContain('Item 3');
    expect(hidden).toContain('Show all seven</summary>');
  });

  it('has no button when every item already shows', () => {
    const html = renderHtml(<ShowMoreList blok={list({start_count: 10})} />);
    expect(html).toContain('Item 7');
    expect(html).not.toContain('<details');
  });
});
