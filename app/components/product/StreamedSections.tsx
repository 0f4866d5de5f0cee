import {Await} from '@remix-run/react';
import {memo, Suspense, type ReactNode} from 'react';
import {ProductCardPlaceholder} from '~/components/ProductCardPlaceholder';
import {RatingSummary} from '~/components/Rating';
import {StructuredData} from '~/components/StructuredData';
import type {ProductExtras, ProductReviews as Reviews} from '~/lib/product/product.server';
import {ProductReviews} from './ProductReviews';
import {ProductCardSection} from './ProductSection';

/*
 * The parts of the product page that stream in after it. Each takes nothing but its promise and is
 * memoized, so a quantity typed while one still hydrates never re-renders it: React would throw its
 * server HTML away and render it again (React error 421).
 */

type ExtrasPromise = Promise<ProductExtras | null>;
type ReviewsPromise = Promise<Reviews>;

/** Streams a part in once its data is there; a failure shows the fallback. */
function Streamed<Value>({
  resolve,
  fallback,
  children,
}: {
  resolve: Promise<Value>;
  fallback: ReactNode;
  children: (value: Value) => ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={fallback}>
        {(value) => children(value as Value)}
      </Await>
    </Suspense>
  );
}

/** The stars and review count by the title; the product's own count leads to its reviews. */
export const RatingLine = memo(function RatingLine({reviews}: {reviews: ReviewsPromise}) {
  return (
    <Streamed resolve={reviews} fallback={<div className="h-5" />}>
      {({rating}) =>
        rating === null ? null : rating.storeLevel ? (
          <RatingSummary {...rating} />
        ) : (
          <a href="#reviews" className="inline-block text-stone-800 underline-offset-2 hover:underline">
            <RatingSummary {...rating} />
          </a>
        )
      }
    </Streamed>
  );
});

/** Jump links to the sections below the fold, only to those the product has. */
export const SectionNav = memo(function SectionNav({extras, reviews}: {extras: ExtrasPromise; reviews: ReviewsPromise}) {
  return (
    <Streamed resolve={extras} fallback={<SectionLinks related={false} reviews={false} />}>
      {(loaded) => (
        <Streamed resolve={reviews} fallback={<SectionLinks related={Boolean(loaded?.related.length)} reviews={false} />}>
          {({page}) => <SectionLinks related={Boolean(loaded?.related.length)} reviews={Boolean(page?.totalReviews)} />}
        </Streamed>
      )}
    </Streamed>
  );
});

function SectionLinks({related, reviews}: {related: boolean; reviews: boolean}) {
  const links = [
    {href: '#productDetails', label: 'Product Details'},
    ...(related ? [{href: '#relatedProducts', label: 'Related Products'}] : []),
    ...(reviews ? [{href: '#reviews', label: 'Reviews'}] : []),
  ];
  return (
    <nav aria-label="Product sections" className="border-y border-stone-200 bg-white">
      {/* On a phone the links share the row, wrapping their words, so none is cut off out of sight. */}
      <ul className="mx-auto grid max-w-7xl auto-cols-fr grid-flow-col gap-2 px-4 sm:flex sm:gap-6 sm:px-6">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="flex h-full items-center justify-center border-b-2 border-transparent py-3 text-center font-semibold text-stone-800 hover:border-emerald-800 hover:text-emerald-900 max-sm:text-sm sm:whitespace-nowrap"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const RelatedProducts = memo(function RelatedProducts({extras}: {extras: ExtrasPromise}) {
  return (
    <Streamed resolve={extras} fallback={<CardRowPlaceholder />}>
      {(loaded) =>
        loaded?.related.length ? (
          <ProductCardSection id="relatedProducts" title="Related Products" products={loaded.related} />
        ) : null
      }
    </Streamed>
  );
});

export const ReviewsSection = memo(function ReviewsSection({reviews}: {reviews: ReviewsPromise}) {
  return (
    <Streamed resolve={reviews} fallback={null}>
      {({page}) =>
        page === null ? (
          <p className="text-stone-700">Reviews are unavailable right now. Please try again later.</p>
        ) : page.totalReviews > 0 ? (
          <ProductReviews reviews={page} />
        ) : null
      }
    </Streamed>
  );
});

export const AlsoLike = memo(function AlsoLike({extras}: {extras: ExtrasPromise}) {
  return (
    <Streamed resolve={extras} fallback={<CardRowPlaceholder />}>
      {(loaded) =>
        loaded?.suggested.length ? <ProductCardSection title="You Might Also Like" products={loaded.suggested} /> : null
      }
    </Streamed>
  );
});

export const StreamedStructuredData = memo(function StreamedStructuredData({data}: {data: Promise<unknown>}) {
  return (
    <Streamed resolve={data} fallback={null}>
      {(value) => <StructuredData data={value} />}
    </Streamed>
  );
});

function CardRowPlaceholder() {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-6">
      {Array.from({length: 4}, (_, index) => (
        <ProductCardPlaceholder key={index} />
      ))}
    </div>
  );
}
