import {Link} from '@remix-run/react';
import {Image} from '@shopify/hydrogen';
import {useEffect} from 'react';
import type {FrequentlyBoughtProductFragment} from 'storefrontapi.generated';
import {AddToCartForm, type CartFetcher} from '~/components/cart/AddToCartForm';
import {useAnnounceAdded} from '~/components/cart/items-added';
import {CartMessages} from '~/components/cart/CartMessages';
import {PlusIcon, SpinnerIcon} from '~/components/icons';
import {pushToDataLayer} from '~/lib/analytics/analytics';
import {formatMoneyV2} from '~/lib/i18n/money';
import {positiveNumber, pricePerPiece} from '~/lib/product/price';
import {productPath} from '~/lib/product/variants';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

export interface CurrentItem {
  title: string;
  variantId: string;
  variantTitle: string;
  image: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
}

/**
 * The product the shopper usually needs with this one (lids for cups), and one button adding both,
 * the same number of each.
 */
export function FrequentlyBoughtWith({
  current,
  complementary,
  quantity,
}: {
  current: CurrentItem;
  complementary: FrequentlyBoughtProductFragment;
  quantity: number;
}) {
  const href = useLocalizedPath(productPath(complementary.handle));
  const variant = complementary.selectedOrFirstAvailableVariant;
  if (!variant?.availableForSale) return null;
  const each = pricePerPiece(variant.price, positiveNumber(variant.packageSize?.value));

  return (
    <section aria-labelledby="fbw-heading" className="rounded-lg border border-stone-200 p-5 sm:p-6">
      <h2 id="fbw-heading" className="text-xl font-bold text-stone-900">
        Frequently bought with
      </h2>
      <div className="mt-4 flex flex-col gap-6 md:flex-row md:items-center">
        <div className="flex items-center gap-3">
          <Thumb image={current.image} />
          <PlusIcon className="size-5 shrink-0 text-stone-500" />
          <Thumb image={complementary.featuredImage ?? null} />
        </div>
        <div className="flex-1">
          <Link to={href} className="font-semibold text-stone-900 hover:text-emerald-800 hover:underline">
            {complementary.title}
          </Link>
          <p className="mt-1 text-stone-800">
            <span className="font-semibold">{formatMoneyV2(variant.price)}</span>
            {variant.title !== 'Default Title' ? <span className="text-stone-700"> · {variant.title}</span> : null}
          </p>
          {each ? <p className="text-sm text-stone-700">{formatMoneyV2(each, {each: true})} each</p> : null}
        </div>
        <AddBoth current={current} complementary={complementary} variantId={variant.id} variantTitle={variant.title} quantity={quantity} />
      </div>
    </section>
  );
}

function AddBoth({
  current,
  complementary,
  variantId,
  variantTitle,
  quantity,
}: {
  current: CurrentItem;
  complementary: FrequentlyBoughtProductFragment;
  variantId: string;
  variantTitle: string;
  quantity: number;
}) {
  const lines = [
    {merchandiseId: current.variantId, quantity},
    {merchandiseId: variantId, quantity},
  ];
  return (
    <AddToCartForm lines={lines} fetcherKey={`fbw-${current.variantId}`}>
      {(fetcher) => (
        <AddBothControls
          fetcher={fetcher}
          quantity={quantity}
          onSubmit={() =>
            pushToDataLayer({
              event: 'fbw_click',
              item_id: current.variantId,
              complementary_item_id: variantId,
              quantity,
            })
          }
          addedLines={[
            {title: current.title, variantTitle: current.variantTitle, quantity},
            {title: complementary.title, variantTitle, quantity},
          ]}
        />
      )}
    </AddToCartForm>
  );
}

function AddBothControls({
  fetcher,
  quantity,
  onSubmit,
  addedLines,
}: {
  fetcher: CartFetcher;
  quantity: number;
  onSubmit: () => void;
  addedLines: {title: string; variantTitle: string; quantity: number}[];
}) {
  const busy = fetcher.state !== 'idle';
  useAnnounceAdded(fetcher, addedLines);
  const errors = fetcher.data?.errors;
  useEffect(() => {
    // Spec: a failed add is logged and the button comes back.
    if (errors?.length) console.error('Frequently bought with: add to cart failed', errors);
  }, [errors]);

  return (
    <div className="relative md:w-64">
      <input type="hidden" name="quantity" value={quantity} />
      <button
        type="submit"
        onClick={onSubmit}
        disabled={busy}
        aria-busy={busy || undefined}
        className="relative inline-flex h-12 w-full items-center justify-center rounded-md border-2 border-emerald-800 px-4 font-semibold text-emerald-900 hover:bg-emerald-50 disabled:cursor-wait"
      >
        <span className={busy ? 'opacity-0' : undefined}>Add both to cart</span>
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <SpinnerIcon />
            <span className="sr-only">Adding to cart</span>
          </span>
        ) : null}
      </button>
      {quantity > 1 ? <p className="mt-1 text-center text-xs text-stone-600">{quantity} of each</p> : null}
      <CartMessages errors={errors} warnings={fetcher.data?.warnings} className="mt-3" />
    </div>
  );
}

function Thumb({image}: {image: CurrentItem['image']}) {
  return (
    <div className="size-20 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-stone-50">
      {image ? <Image data={image} alt="" width={80} height={80} className="size-full object-contain" /> : null}
    </div>
  );
}
