import {describe, expect, it} from 'vitest';
import type {TableBlok} from '~/lib/content/storyblok/types';
import {Table, tableCells} from './Table';
import {renderHtml} from './test-render';

const cell = (value: unknown) => ({_uid: 'c', component: '_table_col' as const, value: value as string});

const table: TableBlok = {
  _uid: 't',
  component: 'table',
  caption: 'Shipping rates',
  table: {
    thead: [
      {_uid: 'h1', component: '_table_head', value: 'Order subtotal'},
      {_uid: 'h2', component: '_table_head', value: 'Ground'},
    ],
    tbody: [{_uid: 'r1', component: '_table_row', body: [cell('Under $75'), cell('$12.95')]}],
  },
};

describe('Table', () => {
  it('names the table by its caption and marks column and row headers', () => {
    const html = renderHtml(<Table blok={table} />);
    expect(html).toMatch(/<figcaption id="([^"]+)"[^>]*>Shipping rates<\/figcaption>[\s\S]*<table aria-labelledby="\1"/);
    expect(html).toContain('<th scope="col" class="px-5 py-3 text-sm font-semibold">Order subtotal</th>');
    expect(html).toMatch(/<th scope="row"[^>]*>Under \$75<\/th><td[^>]*>\$12\.95<\/td>/);
  });

  it('scrolls inside a region a keyboard can reach', () => {
    expect(renderHtml(<Table blok={table} />)).toMatch(/role="region"[^>]*tabindex="0"/);
  });

  it('reads text cells only and drops an empty header row', () => {
    expect(
      tableCells({
        thead: [{_uid: 'h', component: '_table_head', value: ''}],
        tbody: [{_uid: 'r', component: '_table_row', body: [cell('a'), cell(42), cell(null)]}],
      }),
    ).toEqual({head: [], rows: [['a', '', '']]});
    expect(tableCells(undefined)).toEqual({head: [], rows: []});
  });

  it('renders nothing for an empty table', () => {
    expect(renderHtml(<Table blok={{...table, table: {thead: [], tbody: []}}} />)).toBe('');
  });
});
