import {Link} from '@remix-run/react';
import {AddToCartForm, type CartFetcher} from '~/components/cart/AddToCartForm';
import {CartMessages} from '~/components/cart/CartMessages';
import {useAnnounceAdded} from '~/components/cart/items-added';
import {SubmitButton} from '~/components/forms/SubmitButton';
import {localizePath} from '~/lib/i18n/locale';
import type {ProductOption} from '~/lib/product/options';
import {quantityLimit} from '~/lib/product/quantity';
import {productPath} from '~/lib/product/variants';
import {useLocale} from '~/lib/i18n/useLocale';
import {QuantitySelector} from './QuantitySelector';

export interface FormVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
}

/**
 * Option values as links: each variant has its own address, and choosing one is following its link,
 * a navigation in place (the address replaced, the scroll kept) with JavaScript. Where the options
 * choose within a dialog rather than a page (Quick Shop), `onChoose` takes the click instead.
 */
export function OptionPickers({
  options,
  onChoose,
}: {
  options: ProductOption[];
  onChoose?: (variantId: string) => void;
}) {
  const locale = useLocale();
  const shown = options.filter((option) => option.optionValues.length > 1);
  if (shown.length === 0) return null;
  return (
    <div className="space-y-5">
      {shown.map((option) => {
        const selected = option.optionValues.find((value) => value.selected);
        const headingId = `option-${option.name.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <div key={option.name}>
            <h2 id={headingId} className="text-sm font-semibold text-stone-900">
              {option.name}
              {selected ? <span className="font-normal text-stone-700">: {selected.name}</span> : null}
            </h2>
            <ul aria-labelledby={headingId} className="mt-2 flex flex-wrap gap-2">
              {option.optionValues.map((value) => {
                const {variantId} = value;
                const path = localizePath(productPath(value.handle, variantId), locale);
                // As in Hydrogen's own product form: a combination the product is not made in is
                // no choice; its link would lead to another variant and change the other options.
                if (!value.exists && value.handle === selected?.handle) {
                  return (
                    <li key={value.name}>
                      <span className="inline-flex min-h-11 cursor-not-allowed items-center rounded-md border border-dashed border-stone-200 px-4 py-2 text-sm font-medium text-stone-500 line-through">
                        {value.name}
                        <span className="sr-only"> (unavailable)</span>
                      </span>
                    </li>
                  );
                }
                return (
                  <li key={value.name}>
                    <Link
                      to={path}
                      // Another variant takes this page's place; another product is a page of its own.
                      replace={value.handle === selected?.handle}
                      preventScrollReset
                      onClick={(event) => {
                        if (!onChoose || !variantId || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                        event.preventDefault();
                        onChoose(variantId);
                      }}
                      aria-current={value.selected ? 'true' : undefined}
                      className={`inline-flex min-h-11 items-center rounded-md border px-4 py-2 text-sm font-medium ${
                        value.selected
                          ? 'border-emerald-800 bg-emerald-50 text-emerald-900 ring-1 ring-emerald-800'
                          : value.available
                            ? 'border-stone-300 text-stone-900 hover:border-stone-500'
                            : 'border-dashed border-stone-300 text-stone-500 line-through hover:border-stone-400'
                      }`}
                    >
                      {value.name}
                      {value.available ? null : <span className="sr-only"> (sold out)</span>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Quantity and the add-to-cart button. The page holds the quantity (the frequently-bought-with
 * button adds the same number) and sets it back to 1 when the variant changes.
 */
export function AddToCart({
  variant,
  productTitle,
  buttonText,
  quantity,
  onQuantityChange,
}: {
  variant: FormVariant;
  productTitle: string;
  buttonText: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}) {
  return (
    // One fetcher per variant, so a message about one variant never shows under another.
    <AddToCartForm lines={[{merchandiseId: variant.id, quantity}]} fetcherKey={`add-to-cart-${variant.id}`}>
      {(fetcher) => (
        <AddToCartControls
          fetcher={fetcher}
          variant={variant}
          productTitle={productTitle}
          buttonText={buttonText}
          quantity={quantity}
          onQuantityChange={onQuantityChange}
        />
      )}
    </AddToCartForm>
  );
}

function AddToCartControls({
  fetcher,
  variant,
  productTitle,
  buttonText,
  quantity,
  onQuantityChange,
}: {
  fetcher: CartFetcher;
  variant: FormVariant;
  productTitle: string;
  buttonText: string;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
}) {
  const busy = fetcher.state !== 'idle';
  useAnnounceAdded(fetcher, [{title: productTitle, variantTitle: variant.title, quantity}]);
  return (
    <div className="relative">
      <div className="flex items-end gap-3">
        <QuantitySelector
          id="product-quantity"
          value={quantity}
          max={quantityLimit(variant.quantityAvailable)}
          onChange={onQuantityChange}
        />
        <SubmitButton busy={busy} className="h-12 flex-1 text-lg">
          {buttonText}
        </SubmitButton>
      </div>
      <CartMessages errors={fetcher.data?.errors} warnings={fetcher.data?.warnings} className="mt-3" />
    </div>
  );
}
