import {
  Link,
  redirect,
  useLoaderData,
  useNavigation,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Analytics} from '@shopify/hydrogen';
import {lazy, startTransition, Suspense, useCallback, useMemo, useState} from 'react';
import {BreadcrumbTrail} from '~/components/Breadcrumbs';
import {FrequentlyBoughtWith} from '~/components/product/FrequentlyBoughtWith';
import {ProductDetails} from '~/components/product/ProductDetails';
import {AddToCart, OptionPickers} from '~/components/product/ProductForm';
import {ProductGallery} from '~/components/product/ProductGallery';
import {ProductPrice} from '~/components/product/ProductPrice';
import {
  AlsoLike,
  RatingLine,
  RelatedProducts,
  ReviewsSection,
  SectionNav,
  StreamedStructuredData,
} from '~/components/product/StreamedSections';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {invalidForm, parseForm, submitFailed} from '~/lib/forms/submission.server';
import {keepFormWhenUnsent} from '~/lib/forms/unsent';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {BACK_IN_STOCK, SPECIAL_ORDER, type ProductFormReply} from '~/lib/product/form-intents';
import {BackInStockSchema, SpecialOrderSchema} from '~/lib/product/forms';
import {optionChoices} from '~/lib/product/options';
import {positiveNumber} from '~/lib/product/price';
import {
  fetchOffers,
  fetchProduct,
  fetchProductExtras,
  fetchProductReviews,
  findVariant,
  pageProduct,
  type PageVariant,
} from '~/lib/product/product.server';
import {sendSpecialOrder, signUpForRestock} from '~/lib/product/requests.server';
import {monthAhead, productJsonLd} from '~/lib/product/structured-data';
import {numericId, productPath} from '~/lib/product/variants';
import {pageMeta} from '~/lib/content/meta';
import {pageTitle} from '~/lib/content/site';
import {REVIEWS_PAGE_PARAM} from '~/lib/product/reviews';
import type {GlobalContent} from '~/lib/content/storyblok/types';
import {useLocale, useLocalizedPath} from '~/lib/i18n/useLocale';
import {readFormBody} from '~/lib/http/request-body.server';
import {publicOrigin} from '~/lib/http/public-origin.server';

// Most products are in stock: only a sold-out variant's page downloads the restock forms (and zod and
// conform with them).
const OutOfStock = lazy(() => import('~/components/product/OutOfStock'));

export const meta: MetaFunction<typeof loader> = ({data: page}) => {
  if (!page) return [{title: pageTitle('Page not found')}];
  // Built here rather than with Hydrogen's getSeoMeta, which would bring Hydrogen's whole client.
  return pageMeta({...page.seo, canonicalUrl: page.canonicalUrl, type: 'product'});
};

/**
 * A form posted from the page (add to cart, a restock alert) leaves the product as it was: its data
 * is not asked for again. Another variant is another address, and its data comes with it.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, formMethod, defaultShouldRevalidate}) => {
  if (formMethod && formMethod !== 'GET' && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
};

export async function loader({params, context, request}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const handle = params.handle ?? '';
  const url = new URL(request.url);
  const addressOf = (variantId?: string) => localizePath(productPath(handle, variantId), locale);

  // Shopify's own links to a variant (sales channels, Google Shopping) land on its address here.
  const shopifyVariant = url.searchParams.get('variant');
  if (shopifyVariant !== null) {
    const variant = await findVariant(context, handle, shopifyVariant);
    url.searchParams.delete('variant');
    throw redirect(addressOf(variant?.id) + url.search, 301);
  }

  const variant = params.variantId ? await findVariant(context, handle, params.variantId) : null;
  // A number that is no variant of this product has no page of its own: the product's address has.
  if (params.variantId && !variant) throw redirect(addressOf() + url.search, 302);

  // Started before the product is awaited: they need only the handle.
  const extras = fetchProductExtras(context, handle);
  const offers = fetchOffers(context, handle);

  const product = await fetchProduct(context, handle, variant?.selectedOptions);
  // Every Shopify product has a variant; one without is as good as none.
  const selected = product?.selectedOrFirstAvailableVariant;
  if (!product || !selected) throw new Response('Not found', {status: 404});
  const reviewsPage = Math.floor(positiveNumber(url.searchParams.get(REVIEWS_PAGE_PARAM)) ?? 1);
  const reviews = fetchProductReviews(context, product.id, reviewsPage);
  const page = pageProduct(product);
  const canonicalUrl = new URL(addressOf(), publicOrigin(request, context.env)).href;

  return {
    ...page,
    product: {...page.product, selectedOrFirstAvailableVariant: selected},
    canonicalUrl,
    extras,
    reviews,
    // Built here, so the page's JavaScript does not carry it: it only matters to crawlers.
    structuredData: Promise.all([reviews, offers]).then(([{rating}, variants]) =>
      productJsonLd({
        name: product.title,
        description: product.description,
        url: canonicalUrl,
        images: product.images.nodes.map((image) => image.url),
        brand: page.facts.brand,
        mpn: page.facts.manufacturerSku,
        variants,
        variantUrl: (id) => new URL(addressOf(id), publicOrigin(request, context.env)).href,
        priceValidUntil: monthAhead(new Date()),
        rating,
      }),
    ),
  };
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
    const variant = await findVariant(context, product.handle, submission.value.variant);
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
  // The variant the shopper was looking at: the address's, else the one the bare address shows.
  const named = params.variantId ? await findVariant(context, product.handle, params.variantId) : null;
  const variantId = named?.id ?? product.selectedOrFirstAvailableVariant?.id;
  const productUrl = new URL(localizePath(productPath(product.handle, variantId), locale), publicOrigin(request, context.env)).href;
  const accepted = await sendSpecialOrder(context.env, {
    firstName: submission.value.first_name,
    lastName: submission.value.last_name,
    email: submission.value.email,
    productUrl,
  }).catch(() => false);
  if (!accepted) return reply(intent, submitFailed(submission));
  return sent(intent, submission.reply({resetForm: true}));
}

/** A restock or special-order request that got no answer stays in place with the submit error. */
export const clientAction = keepFormWhenUnsent((result, formData): ProductFormReply | undefined => {
  const intent = formData.get('intent');
  return intent === BACK_IN_STOCK || intent === SPECIAL_ORDER ? {intent, result, sent: false} : undefined;
});

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
  const variant = useShownVariant(product);
  const options = useMemo(() => optionChoices(product, variant), [product, variant]);
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
  const variantImage = product.images.nodes.find((image) => image.id === variant.image?.id) ?? product.images.nodes[0];
  const current = useMemo(
    () => ({title: product.title, variantId: variant.id, variantTitle: variant.title, image: variantImage ?? null}),
    [product.title, variant, variantImage],
  );

  return (
    <>
      <Analytics.ProductView
        data={{
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
        }}
      />
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

          <OptionPickers options={options} />

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
 * The variant the page shows: the loaded one, or, while the shopper's choice of another loads, that
 * one when the page already has it (it is one option away), so the choice shows at once.
 */
function useShownVariant<Variant extends PageVariant>(product: {
  handle: string;
  selectedOrFirstAvailableVariant: Variant;
  adjacentVariants: Variant[];
}) {
  const navigation = useNavigation();
  const locale = useLocale();
  const loaded = product.selectedOrFirstAvailableVariant;
  const pending = navigation.state === 'loading' ? navigation.location.pathname : null;
  if (!pending) return loaded;
  return (
    product.adjacentVariants.find(
      (variant) => localizePath(productPath(product.handle, variant.id), locale) === pending,
    ) ?? loaded
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
