import {Link} from '@remix-run/react';
import {CloseIcon} from '~/components/icons';
import {filterLabel, FILTERS, rangePrefix} from '~/lib/listing/filters';
import {
  PAGE_SIZES,
  SORT_OPTIONS,
  appliedCount,
  listingSearchParams,
  withChange,
  withoutRefinements,
  withoutValue,
  type ListingState,
} from '~/lib/listing/state';

export type HrefOf = (search: URLSearchParams) => string;

/** The applied refinements as removable chips, and 'Clear all' (inert while there is nothing). */
export function AppliedFilters({
  state,
  hrefOf,
  currencyCode,
}: {
  state: ListingState;
  hrefOf: HrefOf;
  currencyCode: string;
}) {
  const count = appliedCount(state);
  const chips = FILTERS.flatMap((filter) => {
    if (filter.type !== 'rangeSlider') {
      return (state.refinements[filter.param] ?? []).map((value) => ({
        key: `${filter.param}:${value}`,
        label: `${filter.label}: ${filterLabel(filter, value)}`,
        href: hrefOf(listingSearchParams(withoutValue(state, filter.param, value))),
      }));
    }
    const range = state.ranges[filter.param];
    if (!range) return [];
    const prefix = rangePrefix(filter, currencyCode);
    const text =
      range.min !== null && range.max !== null
        ? `${prefix}${range.min} to ${prefix}${range.max}`
        : range.min !== null
        ? `from ${prefix}${range.min}`
        : `up to ${prefix}${range.max}`;
    return [
      {
        key: filter.param,
        label: `${filter.label}: ${text}`,
        href: hrefOf(listingSearchParams(withoutValue(state, filter.param))),
      },
    ];
  });
  const clearHref = hrefOf(listingSearchParams(withoutRefinements(state)));

  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Applied filters" role="group">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={chip.href}
          preventScrollReset
          replace
          className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-stone-50 px-3 py-1 text-sm text-stone-800 hover:border-stone-500"
        >
          {chip.label}
          <CloseIcon className="size-3.5" />
          <span className="sr-only">(remove)</span>
        </Link>
      ))}
      {count > 0 ? (
        <Link
          to={clearHref}
          preventScrollReset
          replace
          className="text-sm font-semibold text-emerald-800 underline"
        >
          Clear all ({count})
        </Link>
      ) : (
        // A phone has no room to spare above its products for a control that does nothing yet.
        <span aria-disabled="true" className="text-sm text-stone-500 max-lg:hidden">
          Clear all (0)
        </span>
      )}
    </div>
  );
}

/** Sort and page size, as controls of the filter form (`form` attribute), so they submit with it. */
export function SortControls({
  formId,
  draft,
  hydrated,
  pageSizes,
  onChange,
}: {
  formId: string;
  draft: ListingState;
  hydrated: boolean;
  pageSizes: boolean;
  onChange: (next: ListingState) => void;
}) {
  const selectClass = 'border border-stone-400 bg-white px-2 py-1.5 text-sm text-stone-900';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="flex items-center gap-2 text-sm text-stone-700">
        Sort by
        <select
          name="sort"
          form={formId}
          value={draft.sort}
          onChange={(event) =>
            onChange(withChange(draft, {sort: event.currentTarget.value as ListingState['sort']}))
          }
          className={selectClass}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {pageSizes ? (
        <label className="flex items-center gap-2 text-sm text-stone-700">
          Show
          <select
            name="per_page"
            form={formId}
            value={draft.perPage}
            onChange={(event) =>
              onChange(withChange(draft, {perPage: Number(event.currentTarget.value)}))
            }
            className={selectClass}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {hydrated ? null : (
        <button
          type="submit"
          form={formId}
          className="rounded-md border border-stone-400 px-3 py-1.5 text-sm font-semibold text-stone-900"
        >
          Apply
        </button>
      )}
    </div>
  );
}

/** List or grid, as links, so the choice is in the address and needs no JavaScript. */
export function LayoutToggle({
  state,
  layout,
  hrefOf,
}: {
  state: ListingState;
  layout: 'grid' | 'list';
  hrefOf: HrefOf;
}) {
  const option = (value: 'grid' | 'list', label: string) => {
    const current = layout === value;
    return (
      <Link
        to={hrefOf(listingSearchParams({...state, grid: value === 'grid'}))}
        preventScrollReset
        replace
        aria-current={current ? 'true' : undefined}
        className={`px-3 py-1.5 text-sm font-semibold ${
          current ? 'bg-emerald-800 text-white' : 'bg-white text-stone-800 hover:bg-stone-100'
        }`}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav
      aria-label="Layout"
      className="inline-flex overflow-hidden rounded-md border border-stone-400"
    >
      {option('list', 'List')}
      {option('grid', 'Grid')}
    </nav>
  );
}

/** Pages as links, three either side of the current one; nothing when there is one page. */
export function Pagination({
  state,
  page,
  pages,
  hrefOf,
}: {
  state: ListingState;
  page: number;
  pages: number;
  hrefOf: HrefOf;
}) {
  if (pages <= 1) return null;
  const hrefFor = (target: number) => hrefOf(listingSearchParams({...state, page: target}));
  const first = Math.max(1, page - 3);
  const last = Math.min(pages, page + 3);
  const numbers = Array.from({length: last - first + 1}, (_, index) => first + index);
  const linkClass =
    'inline-flex min-w-10 justify-center rounded-md border px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap justify-center gap-2">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          rel="prev"
          className={`${linkClass} border-stone-300 text-stone-800`}
        >
          Previous
        </Link>
      ) : null}
      {numbers.map((number) => (
        <Link
          key={number}
          to={hrefFor(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          className={`${linkClass} ${
            number === page
              ? 'border-emerald-800 bg-emerald-800 text-white'
              : 'border-stone-300 text-stone-800'
          }`}
        >
          {number}
        </Link>
      ))}
      {page < pages ? (
        <Link
          to={hrefFor(page + 1)}
          rel="next"
          className={`${linkClass} border-stone-300 text-stone-800`}
        >
          Next
        </Link>
      ) : null}
    </nav>
  );
}
