import {Link} from '@remix-run/react';
import type {MappedProductOptions} from '@shopify/hydrogen';
import {useCallback, useEffect, useRef, useState} from 'react';
import {AddToCartForm, type CartFetcher} from '~/components/cart/AddToCartForm';
import {CartMessages} from '~/components/cart/CartMessages';
import {SubmitButton} from '~/components/forms/SubmitButton';
import {CheckIcon} from '~/components/icons';
import {Popover} from '~/components/ui/Popover';
import {localizePath} from '~/lib/locale';
import {quantityLimit} from '~/lib/product/quantity';
import {productPath} from '~/lib/product/variants';
import {useLocale, useLocalizedPath} from '~/lib/useLocale';
import {QuantitySelector} from './QuantitySelector';

export interface FormVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  quantityAvailable?: number | null;
}

/**
 * Option values as links: each variant has its own address, and without JavaScript choosing one is
 * following its link. With JavaScript `onChoose` takes the click instead, so the page switches
 * variant at once (see the product route).
 */
export function OptionPickers({
  options,
  onChoose,
}: {
  options: MappedProductOptions[];
  onChoose: (variantId: string, path: string) => void;
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
                const variantId = value.variant?.id;
                const path = localizePath(productPath(value.handle, variantId), locale);
                return (
                  <li key={value.name}>
                    <a
                      href={path}
                      onClick={(event) => {
                        if (!variantId || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                        event.preventDefault();
                        onChoose(variantId, path);
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
                    </a>
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
  const added = useAddedNotice(fetcher);
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
      <ItemsAdded
        open={added.open}
        onClose={added.close}
        lines={[{title: productTitle, variantTitle: variant.title, quantity}]}
      />
    </div>
  );
}

/** Opens the confirmation each time an add comes back clean. */
export function useAddedNotice(fetcher: CartFetcher) {
  const [open, setOpen] = useState(false);
  // The answer already shown: the fetcher keeps it while the page revalidates, and after.
  const shown = useRef(fetcher.data);
  useEffect(() => {
    const {data, state} = fetcher;
    if (state !== 'idle' || !data || data === shown.current) return;
    shown.current = data;
    if (data.errors.length === 0 && data.warnings.length === 0) setOpen(true);
  }, [fetcher]);
  return {open, close: useCallback(() => setOpen(false), [])};
}

export interface AddedLine {
  title: string;
  variantTitle?: string;
  quantity: number;
}

/** The confirmation under the button: what went in, and the way to the cart. */
export function ItemsAdded({open, onClose, lines}: {open: boolean; onClose: () => void; lines: AddedLine[]}) {
  const cartPath = useLocalizedPath('/cart');
  return (
    <Popover open={open} onClose={onClose} label="Added to your cart" className="top-full right-0 left-0 mt-3">
      <p className="flex items-center gap-2 pr-8 font-semibold text-emerald-900">
        <CheckIcon className="size-5" />
        Added to your cart
      </p>
      <ul className="mt-2 space-y-1 text-sm text-stone-800">
        {lines.map((line) => (
          <li key={`${line.title} ${line.variantTitle}`}>
            {line.title}
            {line.variantTitle && line.variantTitle !== 'Default Title' ? ` (${line.variantTitle})` : ''} × {line.quantity}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex gap-3">
        <Link
          to={cartPath}
          className="flex-1 rounded-md bg-emerald-800 px-4 py-2 text-center font-semibold text-white hover:bg-emerald-900"
        >
          View cart
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="flex-1 rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50"
        >
          Keep shopping
        </button>
      </div>
    </Popover>
  );
}
