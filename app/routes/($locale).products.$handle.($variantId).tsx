import {
  Link,
  useLoaderData,
  useParams,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {startTransition, Suspense, useCallback, useEffect, useMemo, useState} from 'react';
import {useAnalyticsView} from '~/components/AnalyticsViews';
import {BreadcrumbTrail} from '~/components/Breadcrumbs';
import {AddToCart, OptionPickers} from '~/components/product/ProductForm';
import {ProductGallery} from '~/components/product/ProductGallery';
import {ProductPrice} from '~/components/product/ProductPrice';
import {
  AlsoLike,
  loadStreamedSections,
  RatingLine,
  RelatedProducts,
  ReviewsSection,
  SectionNav,
  StreamedStructuredData,
} from '~/components/product/StreamedSections';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {invalidForm, parseForm, submitFailed} from '~/lib/forms/submission.server';
import {hydratedLater} from '~/lib/hydrated-later';
import {lazyComponent} from '~/lib/lazy-components';
import {localizePath, routeLocale} from '~/lib/locale';
import {
  BACK_IN_STOCK,
  BackInStockSchema,
  SPECIAL_ORDER,
  SpecialOrderSchema,
  type ProductFormReply,
} from '~/lib/product/forms';
import {positiveNumber} from '~/lib/product/price';
import {
  fetchProduct,
  fetchProductExtras,
  fetchProductReviews,
  pageProduct,
} from '~/lib/product/product.server';
import {sendSpecialOrder, signUpForRestock} from '~/lib/product/requests.server';
import {monthAhead, productJsonLd} from '~/lib/product/structured-data';
import {productOptions} from '~/lib/product/options';
import {numericId, pickVariant, productPath} from '~/lib/product/variants';
import {pageMeta} from '~/lib/meta';
import {pageTitle} from '~/lib/site';
import {REVIEWS_PAGE_PARAM} from '~/lib/reviews';
import type {GlobalContent} from '~/lib/storyblok/types';
import {useLocalizedPath} from '~/lib/useLocale';
import {readFormBody} from '~/lib/request-body.server';
import {publicOrigin} from '~/lib/public-origin.server';

// Most products are in stock: only the pages of sold-out ones download the restock forms.
const OutOfStock = lazyComponent(() => import('~/components/product/OutOfStock').then((module) => module.default));

/*
 * Below the fold and nothing to operate before the shopper scrolls to them, so not in the page's
 * first download: the description and specifications, and the box adding the lids usually bought
 * with the product (a plain form that adds both until its code arrives). A chosen variant or quantity
 * reaches them in a transition; the box's props are memoized in the page for that reason.
 */
const ProductDetails = hydratedLater(() =>
  import('~/components/product/ProductDetails').then((module) => module.ProductDetails),
);
const FrequentlyBoughtWith = hydratedLater(() =>
  import('~/components/product/FrequentlyBoughtWith').then((module) => module.FrequentlyBoughtWith),
);

/*
 * The code below the fold is fetched as soon as this module runs: a shopper who follows a link here
 * gets the page whole, with its details, instead of watching them fill in after it. It still never
 * holds up hydration.
 */
if (typeof document !== 'undefined') {
  void ProductDetails.load();
  void FrequentlyBoughtWith.load();
  void loadStreamedSections();
}

export const meta: MetaFunction<typeof loader> = ({data: page}) => {
  if (!page) return [{title: pageTitle('Page not found')}];
  // Built here rather than with Hydrogen's getSeoMeta, which would bring Hydrogen's whole client.
  return pageMeta({...page.seo, canonicalUrl: page.canonicalUrl, type: 'product'});
};

/**
 * Choosing another variant only changes the last segment of the address: the page already has every
 * variant, so it switches at once instead of asking the server for the same product again. The same
 * goes for adding to the cart or sending a restock form from this page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate}) => {
  const sameProduct =
    currentParams.handle === nextParams.handle &&
    currentParams.locale === nextParams.locale &&
    currentUrl.search === nextUrl.search;
  return sameProduct ? false : defaultShouldRevalidate;
};

export async function loader({params, context, request}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const handle = params.handle ?? '';
  const url = new URL(request.url);

  // Started before the product is awaited: it needs only the handle.
  const extras = fetchProductExtras(context, handle);
  const product = await fetchProduct(context, handle);
  if (!product) throw new Response('Not found', {status: 404});
  const reviewsPage = Math.floor(positiveNumber(url.searchParams.get(REVIEWS_PAGE_PARAM)) ?? 1);
  const reviews = fetchProductReviews(context, product.id, reviewsPage);
  const page = pageProduct(product);
  const canonicalUrl = new URL(localizePath(productPath(product.handle), locale), publicOrigin(request, context.env)).href;

  return {
    ...page,
    canonicalUrl,
    extras,
    reviews,
    // Built here, so the page's JavaScript does not carry it: it only matters to crawlers.
    structuredData: reviews.then(({rating}) =>
      productJsonLd({
        name: product.title,
        description: product.description,
        url: canonicalUrl,
        images: product.images.nodes.map((image) => image.url),
        brand: page.facts.brand,
        mpn: page.facts.manufacturerSku,
        variants: product.variants.nodes,
        variantUrl: (id) => new URL(localizePath(productPath(product.handle, id), locale), publicOrigin(request, context.env)).href,
        priceValidUntil: monthAhead(new Date()),
        rating,
      }),
    ),
  };
}

/**
 * A product with a sold-out variant fetches its restock forms' code with its data, so a shopper who
 * follows a link to it sees the form with the page instead of a moment after it.
 */
export async function clientLoader({serverLoader}: ClientLoaderFunctionArgs) {
  const page = await serverLoader<typeof loader>();
  const soldOut = !page.product.availableForSale || page.product.variants.nodes.some((variant) => !variant.availableForSale);
  if (soldOut) await OutOfStock.load();
  return page;
}

export async function action({request, params, context}: ActionFunctionArgs) {
  const locale = routeLocale({params, context});
  const formData = await readFormBody(request);
  const intent = formData.get('intent');
  if (intent !== BACK_IN_STOCK && intent !== SPECIAL_ORDER) {
    throw new Response('Unknown form', {status: 400});
  }
  const product = await fetchProduct(context, params.handle ?? '');
  if (!product) throw new Response('Not found', {status: 404});

  if (intent === BACK_IN_STOCK) {
    const submission = await parseForm(formData, BackInStockSchema);
    if (submission.status !== 'success') return reply(intent, invalidForm(submission));
    const variant = product.variants.nodes.find((candidate) => numericId(candidate.id) === submission.value.variant);
    if (!variant) {
      return reply(intent, data({result: submission.reply({formErrors: [VARIANT_GONE]})}, {status: 400}));
    }
    try {
      await signUpForRestock(context.env, {
        email: submission.value.email,
        subscribe: submission.value.subscribe,
        productId: numericId(product.id),
        variantId: numericId(variant.id),
        listId: await emailListId(context),
      });
    } catch {
      return reply(intent, submitFailed(submission));
    }
    return sent(intent, submission.reply({resetForm: true}));
  }

  const submission = await parseForm(formData, SpecialOrderSchema);
  if (submission.status !== 'success') return reply(intent, invalidForm(submission));
  const {variant} = pickVariant(product.variants.nodes, params.variantId);
  const productUrl = new URL(localizePath(productPath(product.handle, variant?.id), locale), publicOrigin(request, context.env)).href;
  const accepted = await sendSpecialOrder(context.env, {
    firstName: submission.value.first_name,
    lastName: submission.value.last_name,
    email: submission.value.email,
    productUrl,
  }).catch(() => false);
  if (!accepted) return reply(intent, submitFailed(submission));
  return sent(intent, submission.reply({resetForm: true}));
}

const VARIANT_GONE = 'This item is no longer available. Please reload the page and try again.';

type FormResponse = ReturnType<typeof invalidForm>;

/** A failed form's answer, labelled with the form it belongs to. */
function reply(intent: ProductFormReply['intent'], response: FormResponse) {
  const body: ProductFormReply = {intent, result: response.data.result, sent: false};
  return data(body, response.init ?? undefined);
}

function sent(intent: ProductFormReply['intent'], result: ProductFormReply['result']) {
  const body: ProductFormReply = {intent, result, sent: true};
  return data(body);
}

/** The list newsletter subscribers join, from the global story; a restock alert works without it. */
async function emailListId(context: ActionFunctionArgs['context']): Promise<string | null> {
  const global = await context.content.getStory<GlobalContent>('global').catch(() => null);
  const listId = global?.content.email_list_id;
  return typeof listId === 'string' && listId.trim() ? listId.trim() : null;
}

export default function ProductPage() {
  const {product, facts, breadcrumbs, brandHandle, complementary, extras, reviews, structuredData} =
    useLoaderData<typeof loader>();
  const variants = product.variants.nodes;
  const [variantId, chooseVariant] = useChosenVariant();
  const variant = pickVariant(variants, variantId).variant ?? variants[0];
  const options = useMemo(
    () => productOptions(product, variant, variants),
    [product, variant, variants],
  );
  const [quantity, setQuantity] = useState(1);
  // Back to one when the shopper picks another variant; not when the page first comes alive, which
  // would throw away a quantity typed before the scripts ran.
  const [quantityFor, setQuantityFor] = useState(variant.id);
  if (quantityFor !== variant.id) {
    setQuantityFor(variant.id);
    setQuantity(1);
  }
  // Sections below stream in and may still be hydrating when the shopper starts typing; as a
  // transition the change waits for them instead of throwing away their server HTML.
  const changeQuantity = useCallback((next: number) => startTransition(() => setQuantity(next)), []);

  const available = product.availableForSale && variant.availableForSale;
  const packageSize = positiveNumber(variant.packageSize?.value);
  const packaging = useMemo(
    () => ({
      packageSize: packageSize ?? facts.packaging.packageSize,
      packageType: variant.packageType?.value ?? facts.packaging.packageType,
      packQuantity: positiveNumber(variant.packQuantity?.value) ?? facts.packaging.packQuantity,
    }),
    [packageSize, variant, facts],
  );
  const brandPath = useLocalizedPath(`/collections/compostable-brands/${brandHandle ?? ''}`);
  const customPrintPath = useLocalizedPath('/custom-print');
  useAnalyticsView(
    {
      type: 'product',
      data: {
        products: [
          {
            id: product.id,
            title: product.title,
            price: variant.price.amount,
            vendor: product.vendor,
            variantId: variant.id,
            variantTitle: variant.title,
            sku: variant.sku ?? undefined,
            quantity: 1,
          },
        ],
      },
    },
    variant.id,
  );
  const variantImage = product.images.nodes.find((image) => image.id === variant.image?.id) ?? product.images.nodes[0];
  const current = useMemo(
    () => ({title: product.title, variantId: variant.id, variantTitle: variant.title, image: variantImage ?? null}),
    [product.title, variant, variantImage],
  );

  return (
    <>
      <div className="border-b border-stone-200 bg-stone-50">
        <BreadcrumbTrail steps={breadcrumbs} className="mx-auto max-w-7xl px-4 py-3 sm:px-6" />
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.images.nodes} title={product.title} selectedImageId={variant.image?.id} />

        <div className="space-y-6">
          <div className="space-y-2">
            {facts.brand && brandHandle ? (
              <Link to={brandPath} className="text-sm font-semibold tracking-wide text-emerald-800 uppercase hover:underline">
                {facts.brand}
              </Link>
            ) : null}
            <h1 className="text-3xl font-bold text-stone-900 lg:text-4xl">{product.title}</h1>
            {facts.subtitle ? <p className="text-lg text-stone-700">{facts.subtitle}</p> : null}
            <p className="text-sm text-stone-700">
              SKU: <span className="font-medium text-stone-900">{variant.sku}</span>
            </p>
            <RatingLine reviews={reviews} />
          </div>

          <ProductPrice
            price={variant.price}
            compareAtPrice={variant.compareAtPrice}
            packageSize={packageSize}
            showEach={Boolean(variant.eachPrice?.value)}
            available={available}
          />

          <OptionPickers options={options} onChoose={chooseVariant} />

          {available ? (
            <AddToCart
              variant={variant}
              productTitle={product.title}
              buttonText={facts.addToCartText}
              quantity={quantity}
              onQuantityChange={changeQuantity}
            />
          ) : (
            <Suspense fallback={null}>
              <OutOfStock variantId={numericId(variant.id)} specialOrder={facts.customOutOfStockForm} />
            </Suspense>
          )}

          {facts.hasCustomPrinting ? (
            <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-stone-800">
              Want your logo on it?{' '}
              <Link to={customPrintPath} className="font-semibold text-emerald-900 underline">
                Custom printing is available
              </Link>
            </p>
          ) : null}
        </div>
      </div>

      <SectionNav extras={extras} reviews={reviews} />

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6">
        <ProductDetails title={product.title} descriptionHtml={product.descriptionHtml} facts={facts} packaging={packaging} />

        {complementary && available ? (
          <FrequentlyBoughtWith current={current} complementary={complementary} quantity={quantity} />
        ) : null}

        <RelatedProducts extras={extras} />
        <ReviewsSection reviews={reviews} />
        <AlsoLike extras={extras} />
      </div>

      <StreamedStructuredData data={structuredData} />
    </>
  );
}

/**
 * The variant the page shows: the one in the address, until the shopper chooses another. Choosing
 * replaces the address in place rather than navigating. A navigation, even to the same route, would
 * update the router's context while the streamed sections below may still be hydrating, and React
 * would throw their server HTML away (error 421); the page already holds every variant anyway.
 */
function useChosenVariant() {
  const {variantId} = useParams();
  const [chosen, setChosen] = useState(variantId);
  useEffect(() => setChosen(variantId), [variantId]);
  const choose = useCallback((id: string, path: string) => {
    // The router's own entry state stays, so back, forward and later navigations work as before.
    window.history.replaceState(window.history.state, '', path + window.location.search);
    startTransition(() => setChosen(numericId(id)));
  }, []);
  return [chosen, choose] as const;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
