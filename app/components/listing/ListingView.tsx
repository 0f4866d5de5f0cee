import {Await, Form, Link} from '@remix-run/react';
import {memo, Suspense, useCallback, useState, type ReactNode} from 'react';
import {RatingSummary} from '~/components/Rating';
import {ProductCardView, type CardLayout, type CardProduct} from '~/components/ProductCard';
import type {Alternative, Listing, ListingProduct} from '~/lib/listing/query';
import type {ProductRatingSummary} from '~/lib/product/reviews';
import {appliedCount, type ListingState} from '~/lib/listing/state';
import {useHydrated} from '~/lib/ui/useHydrated';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {useResultEvents} from '~/lib/listing/useResultEvents';
import {FilterGroups} from './FilterGroups';
import {FilterPanel, FilterPanelControl, FILTERS_ID} from './FilterPanel';
import {QuickShop} from './QuickShop';
import {
  AppliedFilters,
  LayoutToggle,
  Pagination,
  SortControls,
  type HrefOf,
} from './ListingControls';
import {useListingDraft} from './useListingDraft';

const FORM_ID = 'listing-filters';
/** Cards in the first row load their pictures at once; they are what the visitor sees first. */
const EAGER_CARDS = 4;
/** Said in place of the filters when search is down and the catalogue lists the products. */
const FILTERS_UNAVAILABLE = 'Filters are unavailable for now: every product of this collection is listed, and sorting still works.';

export interface ListingViewProps {
  /** Null when search failed: the page says so and keeps everything else. */
  listing: Listing | null;
  /** Review totals by product id, streamed in after the products. */
  ratings: Promise<Record<string, ProductRatingSummary>>;
  /** What to offer instead of each sold-out product, by product id. */
  alternatives: Record<string, Alternative>;
  state: ListingState;
  /** The path the listing lives at (its form's action); links add the state's parameters. */
  path: string;
  /** Parameters that are the page's, not the listing's (the search query), kept by every link. */
  pageParams?: URLSearchParams;
  layout: CardLayout;
  currencyCode: string;
  /** Groups shown open even when nothing in them is refined. */
  openParams?: readonly string[];
  /** Above the filters in the sidebar: the collection menu. */
  sidebarTop?: ReactNode;
  /** Said when nothing matches. */
  empty?: ReactNode;
  /** Whether shoppers choose the page size (search shows a fixed number). */
  pageSizes?: boolean;
}

/**
 * A listing: the filter form beside the products, with chips, sort, page size, layout and pages.
 * Everything is a link or a GET form field, so it all works without JavaScript; with it, changes
 * reach the address after a short quiet time instead of on a button.
 */
export function ListingView({
  listing,
  ratings,
  alternatives,
  state,
  path,
  pageParams,
  layout,
  currencyCode,
  openParams = [],
  sidebarTop,
  empty,
  pageSizes = true,
}: ListingViewProps) {
  const hydrated = useHydrated();
  const hrefOf: HrefOf = (search) => {
    const params = new URLSearchParams(pageParams);
    for (const [name, value] of search) params.append(name, value);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  const {draft, apply} = useListingDraft(state, hrefOf, FORM_ID);
  const [panelOpen, setPanelOpen] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  if (!listing) {
    return (
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters">{sidebarTop}</aside>
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-6 text-stone-800"
        >
          We could not load the products just now. Please try again in a moment.
        </p>
      </div>
    );
  }

  const sortControls = (
    <SortControls
      formId={FORM_ID}
      draft={draft}
      hydrated={hydrated}
      pageSizes={pageSizes}
      onChange={(next) => apply(next, {immediately: true})}
    />
  );
  // One form: in the sidebar, or in the phone's panel while that is open.
  const filters = (
    <>
      {sidebarTop}
      <Form
        id={FORM_ID}
        method="get"
        action={path}
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft, {immediately: true});
        }}
      >
        {[...(pageParams ?? [])].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {state.grid !== null ? (
          <input type="hidden" name="grid" value={String(state.grid)} />
        ) : null}
        <h2 className="mb-2 text-lg font-semibold text-stone-900">Filter</h2>
        {listing.withoutFilters ? (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-stone-800">
            {FILTERS_UNAVAILABLE}
          </p>
        ) : (
          <FilterGroups
            groups={listing.groups}
            draft={draft}
            openParams={openParams}
            onChange={apply}
          />
        )}
        <div className="mt-4 flex items-center gap-3">
          {hydrated ? null : (
            <button
              type="submit"
              className="rounded-md bg-emerald-800 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-900"
            >
              Apply filters
            </button>
          )}
          {/* The page's own parameters stay: resetting a search's filters keeps its query. */}
          <a href={hrefOf(new URLSearchParams())} className="text-sm font-semibold text-stone-700 underline">
            Reset
          </a>
        </div>
      </Form>
    </>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      {/* On a phone the filters follow the products, for the control's link without JavaScript,
          and are hidden behind its panel with it. */}
      <aside
        id={FILTERS_ID}
        aria-label="Filters"
        className={`space-y-6 scroll-mt-4 ${hydrated ? 'max-lg:hidden' : 'max-lg:order-last'}`}
      >
        {panelOpen ? null : filters}
      </aside>
      <FilterPanel open={panelOpen} onClose={closePanel} total={listing.total} sort={sortControls}>
        {filters}
      </FilterPanel>

      <section aria-labelledby="listing-products" className="min-w-0">
        {/* The cards' headings are h3s: on a phone, with the filters folded away, this heading
            comes between them and the h1. */}
        <h2 id="listing-products" className="sr-only">
          Products
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-4 border-b border-stone-200 pb-4">
          <FilterPanelControl
            applied={appliedCount(state)}
            hydrated={hydrated}
            expanded={panelOpen}
            onOpen={() => setPanelOpen(true)}
          />
          <p className="text-sm text-stone-700" aria-live="polite">
            {listing.total} {listing.total === 1 ? 'product' : 'products'}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            {/* With JavaScript a phone sorts in the panel; without it, here. */}
            <div className={hydrated ? 'max-lg:hidden' : ''}>{sortControls}</div>
            <LayoutToggle state={state} layout={layout} hrefOf={hrefOf} />
          </div>
        </div>
        <div className="mt-4">
          {listing.withoutFilters ? null : (
            <AppliedFilters state={state} hrefOf={hrefOf} currencyCode={currencyCode} />
          )}
        </div>
        {listing.products.length ? (
          <ProductGrid
            products={listing.products}
            indexName={listing.indexName}
            queryID={listing.queryID}
            ratings={ratings}
            alternatives={alternatives}
            layout={layout}
            currencyCode={currencyCode}
          />
        ) : (
          <div className="mt-10 text-center text-stone-700">
            {empty ?? 'No products match these filters.'}
          </div>
        )}
        <Pagination state={state} page={listing.page} pages={listing.pages} hrefOf={hrefOf} />
      </section>
    </div>
  );
}

/**
 * The cards, apart from the filters: each holds a streamed rating, and a filter change must not
 * re-render them while they still hydrate (React would throw their server HTML away, error #421),
 * so the grid only renders again when the loader's answer or the layout changes.
 */
const ProductGrid = memo(function ProductGrid({
  products,
  indexName,
  queryID,
  ratings,
  alternatives,
  layout,
  currencyCode,
}: {
  products: ListingProduct[];
  indexName: string;
  queryID: string | null;
  ratings: ListingViewProps['ratings'];
  alternatives: ListingViewProps['alternatives'];
  layout: CardLayout;
  currencyCode: string;
}) {
  const events = useResultEvents(indexName, queryID);
  return (
    <ul
      className={`mt-6 grid gap-4 ${
        layout === 'grid' ? 'grid-cols-2 sm:gap-6 md:grid-cols-3' : 'grid-cols-1'
      }`}
    >
      {products.map((product, index) => (
        // A click on any of the card's links or its Quick Shop is a click on the result; the
        // choices inside the Quick Shop dialog are not.
        <li key={product.id} onClickCapture={(event) => isResultControl(event.target) && events.clicked(product)}>
          <ProductCardView
            product={cardProduct(product, currencyCode)}
            layout={layout}
            eager={index < EAGER_CARDS}
            rating={
              <Suspense fallback={null}>
                <Await resolve={ratings} errorElement={null}>
                  {(byId) =>
                    byId[product.id] ? (
                      <RatingSummary
                        average={byId[product.id].average}
                        count={byId[product.id].count}
                      />
                    ) : null
                  }
                </Await>
              </Suspense>
            }
            actions={
              <>
                {alternatives[product.id] ? (
                  <AlternativeLink product={product} alternative={alternatives[product.id]} />
                ) : null}
                {/* The list form on a phone has no room for it; the details link is there. */}
                <div className={layout === 'list' ? 'max-md:hidden' : ''}>
                  <QuickShop
                    handle={product.handle}
                    title={product.title}
                    onAdded={() => events.addedToCart(product)}
                  />
                </div>
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
});

function isResultControl(target: EventTarget): boolean {
  const control = target instanceof Element ? target.closest('a, button') : null;
  return control !== null && control.closest('dialog') === null;
}

function AlternativeLink({
  product,
  alternative,
}: {
  product: ListingProduct;
  alternative: Alternative;
}) {
  const href = useLocalizedPath(`/products/${alternative.handle}`);
  return (
    <p className="mb-2 text-sm">
      <Link
        to={href}
        prefetch="intent"
        className="font-semibold text-emerald-800 underline hover:text-emerald-900"
      >
        View Alternative
        <span className="sr-only">
          {' '}
          to {product.title}: {alternative.title}
        </span>
      </Link>
    </p>
  );
}

function cardProduct(product: ListingProduct, currencyCode: string): CardProduct {
  return {
    handle: product.handle,
    title: product.title,
    brand: product.brand,
    // The title beside it names the product; the picture would only repeat it.
    image: product.image ? {url: product.image, altText: ''} : null,
    price: product.price,
    compareAtPrice: null,
    eachPrice: product.eachPrice,
    currencyCode,
    available: product.available,
  };
}
