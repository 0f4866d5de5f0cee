import {storyblokEditable} from '~/lib/content/storyblok/editable';
import {useId} from 'react';
import type {StoryblokTable, TableBlok} from '~/lib/content/storyblok/types';
import {text} from './options';

/** From this many columns a table keeps a readable width and scrolls sideways on small screens. */
const WIDE_TABLE_COLUMNS = 4;

/**
 * An editor's table, named by its caption, with header cells for screen readers. On a narrow screen it
 * scrolls inside its own box (focusable, so keyboards can scroll it) instead of the page.
 */
export function Table({blok}: {blok: TableBlok}) {
  const captionId = useId();
  const {head, rows} = tableCells(blok.table);
  if (!head.length && !rows.length) return null;
  const caption = text(blok.caption);
  const columns = Math.max(head.length, ...rows.map((row) => row.length));
  return (
    <figure {...storyblokEditable(blok)} className="space-y-2">
      {caption ? (
        <figcaption id={captionId} className="text-sm font-semibold text-stone-700">
          {caption}
        </figcaption>
      ) : null}
      <div
        role="region"
        aria-labelledby={caption ? captionId : undefined}
        aria-label={caption ? undefined : 'Table'}
        // A region that scrolls must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-xl bg-white text-stone-900 ring-1 ring-stone-200"
      >
        <table
          aria-labelledby={caption ? captionId : undefined}
          className={`w-full border-collapse text-left ${columns >= WIDE_TABLE_COLUMNS ? 'min-w-[40rem]' : ''}`}
        >
          {head.length ? (
            <thead className="border-b border-stone-200 bg-stone-100">
              <tr>
                {head.map((cell, index) => (
                  <th key={index} scope="col" className="px-5 py-3 text-sm font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody className={blok.striped ? '[&>tr:nth-child(even)]:bg-stone-50' : ''}>
            {rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b border-stone-100 last:border-b-0">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-5 py-3 align-top font-semibold">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-5 py-3 align-top text-stone-700">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The table field's text, cell by cell; anything that is not text becomes an empty cell. */
export function tableCells(table: StoryblokTable | undefined): {head: string[]; rows: string[][]} {
  const cell = (value: unknown) => (typeof value === 'string' ? value : '');
  const head = Array.isArray(table?.thead) ? table.thead.map((column) => cell(column?.value)) : [];
  const rows = Array.isArray(table?.tbody)
    ? table.tbody.map((row) => (Array.isArray(row?.body) ? row.body.map((column) => cell(column?.value)) : []))
    : [];
  return {head: head.some(Boolean) ? head : [], rows: rows.filter((row) => row.length)};
}
