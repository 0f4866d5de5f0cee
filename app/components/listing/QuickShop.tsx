import {Link, useFetcher} from '@remix-run/react';
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {QuickShopProductQuery} from 'storefrontapi.generated';
import {AddToCart, OptionPickers} from '~/components/product/ProductForm';
import {ProductPrice} from '~/components/product/ProductPrice';
import {Dialog} from '~/components/ui/Dialog';
import {pushToDataLayer} from '~/lib/analytics/analytics';
import {productOptions} from '~/lib/product/options';
import {positiveNumber} from '~/lib/product/price';
import {pickVariant, numericId} from '~/lib/product/variants';
import {useHydrated} from '~/lib/ui/useHydrated';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

type QuickShopProduct = NonNullable<QuickShopProductQuery['product']>;
type QuickShopVariant = QuickShopProduct['variants']['nodes'][number];

/** The card starts loading its product this far before it scrolls into view. */
const PRELOAD_MARGIN = '0px 0px 25% 0px';

/**
 * A card's Quick Shop: a button that opens the product's options, quantity and add-to-cart in a
 * dialog, the product page's own form and cart action. Its data loads once, when the card comes near
 * the viewport (or on the first press, whichever is sooner). Without JavaScript it is a link to
 * the product page, where the same form works.
 */
export function QuickShop({
  handle,
  title,
  onAdded,
}: {
  handle: string;
  title: string;
  /** Hears of each clean add to cart from the dialog (a listing's conversion event). */
  onAdded?: () => void;
}) {
  const hydrated = useHydrated();
  const productPath = useLocalizedPath(`/products/${handle}`);
  const dataPath = useLocalizedPath(`/api/quick-shop/${handle}`);
  const fetcher = useFetcher<{product: QuickShopProduct}>({key: `quick-shop-${handle}`});
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  const {load: loadData, state, data} = fetcher;
  const load = useCallback(() => {
    if (state === 'idle' && !data) loadData(dataPath);
  }, [loadData, state, data, dataPath]);

  useEffect(() => {
    const element = anchor.current;
    if (!element || !hydrated) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        load();
      },
      {rootMargin: PRELOAD_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, load]);

  const product = data?.product ?? null;
  // Once per opening, as soon as the product is known (it may still be loading as the dialog opens).
  const announced = useRef(false);
  const isOpen = useRef(false);
  useEffect(() => {
    if (!open || !isOpen.current || !product || announced.current) return;
    announced.current = true;
    pushToDataLayer(selectItemEvent(product));
  }, [open, product]);
  // The dialog closes itself (Escape, overlay, button) and is closed by a clean add; count it once.
  const close = useCallback(() => {
    if (!isOpen.current) return;
    isOpen.current = false;
    setOpen(false);
    if (announced.current && product) pushToDataLayer(selectItemEvent(product));
    announced.current = false;
  }, [product]);
  const added = useCallback(() => {
    onAdded?.();
    close();
  }, [onAdded, close]);

  const buttonClass =
    'inline-flex w-full items-center justify-center rounded-md border border-emerald-800 px-3 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-50';
  return (
    <div ref={anchor}>
      {hydrated ? (
        <button
          type="button"
          aria-haspopup="dialog"
          className={buttonClass}
          onClick={() => {
            load();
            isOpen.current = true;
            setOpen(true);
          }}
        >
          Quick Shop<span className="sr-only">: {title}</span>
        </button>
      ) : (
        <Link to={productPath} className={buttonClass}>
          Quick Shop<span className="sr-only">: {title}</span>
        </Link>
      )}
      {open ? (
        <Dialog open onClose={close} title={title} className="w-[min(40rem,94vw)] p-6">
          {product ? (
            <QuickShopForm product={product} onAdded={added} />
          ) : (
            <div aria-busy="true" className="mt-4 space-y-3">
              <p className="sr-only">Loading</p>
              <div className="h-8 w-1/3 animate-pulse rounded bg-stone-100" />
              <div className="h-11 w-2/3 animate-pulse rounded bg-stone-100" />
              <div className="h-12 w-full animate-pulse rounded bg-stone-100" />
            </div>
          )}
        </Dialog>
      ) : null}
    </div>
  );
}

function QuickShopForm({product, onAdded}: {product: QuickShopProduct; onAdded: () => void}) {
  const variants = product.variants.nodes;
  const [variantId, setVariantId] = useState<string | undefined>();
  const variant =
    pickVariant(variants, variantId ? numericId(variantId) : undefined).variant ?? variants[0];
  const options = useMemo(() => productOptions(product, variant, variants), [product, variant, variants]);
  const [quantity, setQuantity] = useState(1);
  useEffect(() => setQuantity(1), [variant.id]);
  useCloseOnAdded(variant, onAdded);
  const available = product.availableForSale && variant.availableForSale;
  const productPath = useLocalizedPath(`/products/${product.handle}`);

  return (
    <div className="mt-4 space-y-5">
      <ProductPrice
        price={variant.price}
        compareAtPrice={variant.compareAtPrice}
        packageSize={positiveNumber(variant.packageSize?.value)}
        showEach={Boolean(variant.eachPrice?.value)}
        available={available}
      />
      <OptionPickers options={options} onChoose={(id) => setVariantId(id)} />
      {available ? (
        <AddToCart
          variant={variant}
          productTitle={product.title}
          buttonText={product.addToCartText?.value || 'Add to cart'}
          quantity={quantity}
          onQuantityChange={setQuantity}
        />
      ) : (
        <p className="font-semibold text-stone-700">Temporarily Unavailable</p>
      )}
      <Link
        to={productPath}
        className="inline-block text-sm font-semibold text-emerald-800 underline"
      >
        View Product Details
      </Link>
    </div>
  );
}

/** The product form's fetcher is keyed by variant; a clean answer from it closes the dialog. */
function useCloseOnAdded(variant: QuickShopVariant, onAdded: () => void) {
  const fetcher = useFetcher<{errors: string[]; warnings: string[]}>({
    key: `add-to-cart-${variant.id}`,
  });
  const shown = useRef(fetcher.data);
  useEffect(() => {
    const {data, state} = fetcher;
    if (state !== 'idle' || !data || data === shown.current) return;
    shown.current = data;
    if (data.errors.length === 0 && data.warnings.length === 0) onAdded();
  }, [fetcher, onAdded]);
}

/** Analytics' `select_item`, pushed as the dialog opens and as it closes. */
function selectItemEvent(product: QuickShopProduct) {
  const variant =
    product.variants.nodes.find((each) => each.availableForSale) ?? product.variants.nodes[0];
  return {
    event: 'select_item',
    ecommerce: {
      items: [
        {
          item_id: numericId(product.id),
          item_name: product.title,
          item_brand: product.brand?.value ?? product.vendor,
          item_variant: variant?.title,
          price: variant ? Number(variant.price.amount) : undefined,
        },
      ],
    },
  };
}
