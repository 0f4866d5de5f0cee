import {CartForm} from '@shopify/hydrogen';
import {storyblokEditable} from '~/lib/content/storyblok/editable';
import type {DealProductFragment} from 'storefrontapi.generated';
import type {CartActionData} from '~/components/cart/AddToCartForm';
import {CartMessages} from '~/components/cart/CartMessages';
import {CouponCode} from '~/components/CouponCode';
import {SubmitButton} from '~/components/forms';
import {DEAL_CHECKOUT_ACTION} from '~/lib/cart/checkout';
import {safeImageSrc} from '~/lib/content/storyblok/images';
import type {ProductDealCardBlok} from '~/lib/content/storyblok/types';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {BlockDataView} from './data-view';
import {dealProductNeed} from './data';
import {CARD, CARD_HEADING} from './looks';
import {text} from './options';

/** The checkout button's label when the editor gives none. */
export const DEFAULT_DEAL_CHECKOUT_LABEL = 'Checkout Now';

type DealVariant = DealProductFragment['variants']['nodes'][number];

/**
 * A product on offer with its coupon: one button adds the product, applies the code and opens the
 * hosted checkout, in one post to the cart (so it works without JavaScript). The product comes from
 * the page's one commerce query; an unknown one leaves a message in the card's place.
 */
export function ProductDealCard({blok}: {blok: ProductDealCardBlok}) {
  const productId = text(blok.product);
  const code = text(blok.coupon_code);
  if (!productId || !code) return null;
  return (
    <div {...storyblokEditable(blok)} className="h-full">
      <BlockDataView<DealProductFragment>
        need={dealProductNeed(productId)}
        fallback={<div className={`${CARD} min-h-96 animate-pulse bg-stone-100`} aria-hidden="true" />}
        failed={<DealMessage>This deal is unavailable right now.</DealMessage>}
      >
        {(product) =>
          product ? (
            <DealCard blok={blok} code={code} product={product} />
          ) : (
            <DealMessage>Unable to find product: {productId}</DealMessage>
          )
        }
      </BlockDataView>
    </div>
  );
}

function DealCard({blok, code, product}: {blok: ProductDealCardBlok; code: string; product: DealProductFragment}) {
  const cartPath = useLocalizedPath('/cart');
  const variant = dealVariant(product.variants.nodes, text(blok.sku));
  const title = text(blok.title) || product.title;
  const image = dealImage(blok, variant, product);
  const sku = text(blok.sku) || variant?.sku || '';
  const variantTitle = text(blok.variant_title) || variant?.title || '';
  const available = Boolean(variant?.availableForSale);

  return (
    <article className={`${CARD} overflow-hidden`}>
      {image ? (
        <div className="aspect-[4/3] overflow-hidden bg-stone-50">
          <img
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-contain p-4"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h3 className={CARD_HEADING}>{title}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-stone-700">
          {sku ? (
            <>
              <dt className="font-medium">SKU</dt>
              <dd>{sku}</dd>
            </>
          ) : null}
          {variantTitle ? (
            <>
              <dt className="font-medium">Variant</dt>
              <dd>{variantTitle}</dd>
            </>
          ) : null}
        </dl>
        <CouponCode code={code} label={text(blok.coupon_code_label)} />
        <div className="mt-auto pt-2">
          <CartForm
            route={cartPath}
            action={DEAL_CHECKOUT_ACTION}
            inputs={variant ? {merchandiseId: variant.id, discountCode: code} : {}}
            fetcherKey={`deal-${blok._uid}`}
          >
            {(fetcher) => (
              <>
                <SubmitButton
                  busy={fetcher.state !== 'idle'}
                  disabled={!available}
                  className="w-full py-3 disabled:bg-stone-400"
                >
                  {available ? text(blok.checkout_label) || DEFAULT_DEAL_CHECKOUT_LABEL : 'Temporarily Unavailable'}
                </SubmitButton>
                <CartMessages errors={(fetcher.data as CartActionData | undefined)?.errors} className="mt-2" />
              </>
            )}
          </CartForm>
        </div>
      </div>
    </article>
  );
}

/** The variant the card's SKU names, else the product's first. */
export function dealVariant(variants: readonly DealVariant[], sku: string): DealVariant | null {
  const wanted = sku.toUpperCase();
  return (wanted && variants.find((variant) => variant.sku?.toUpperCase() === wanted)) || variants[0] || null;
}

/** The editor's picture first, then the variant's, then the product's. */
function dealImage(blok: ProductDealCardBlok, variant: DealVariant | null, product: DealProductFragment) {
  const editorSrc = safeImageSrc(blok.image?.filename);
  if (editorSrc) {
    return {url: editorSrc, alt: text(blok.image?.alt) || text(blok.title), width: undefined, height: undefined};
  }
  const fromShop = variant?.image ?? product.featuredImage;
  if (!fromShop) return null;
  return {
    url: fromShop.url,
    alt: fromShop.altText ?? product.title,
    width: fromShop.width ?? undefined,
    height: fromShop.height ?? undefined,
  };
}

function DealMessage({children}: {children: React.ReactNode}) {
  return <p className="rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-700">{children}</p>;
}
