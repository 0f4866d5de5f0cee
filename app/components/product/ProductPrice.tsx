import {Money} from '@shopify/hydrogen';
import type {MoneyV2} from '@shopify/hydrogen/storefront-api-types';
import {formatMoneyV2} from '~/lib/i18n/money';
import {pricePerPiece} from '~/lib/product/price';

type MoneyData = Pick<MoneyV2, 'amount' | 'currencyCode'>;

export interface ProductPriceProps {
  price: MoneyData;
  compareAtPrice?: MoneyData | null;
  /** Pieces in the pack, for the price of one. */
  packageSize?: number | null;
  /** Whether to show the price of one piece (the variant has an each price). */
  showEach?: boolean;
  available: boolean;
  className?: string;
}

/** A price as shoppers read it: the sale price against the old one, and what one piece costs. */
export function ProductPrice({price, compareAtPrice, packageSize, showEach = false, available, className = ''}: ProductPriceProps) {
  const onSale = compareAtPrice ? Number(compareAtPrice.amount) > Number(price.amount) : false;
  const each = showEach ? pricePerPiece(price, packageSize) : null;
  const tone = available ? (onSale ? 'text-red-700' : 'text-stone-900') : 'text-stone-500';

  return (
    <div className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 ${className}`}>
      <p className={`text-2xl font-bold ${tone}`}>
        <span className="sr-only">{onSale ? 'Sale price ' : 'Price '}</span>
        <Money data={price} as="span" />
      </p>
      {onSale && compareAtPrice ? (
        <p className="text-lg text-stone-600">
          <span className="sr-only">Regular price </span>
          <Money data={compareAtPrice} as="s" />
        </p>
      ) : null}
      {/* Our own format: Money rounds to cents, and a piece of a pack costs fractions of one. */}
      {each ? (
        <p className={available ? 'text-stone-700' : 'text-stone-500'}>{formatMoneyV2(each, {each: true})} each</p>
      ) : null}
      {available ? null : <p className="text-sm font-semibold text-stone-600">Sold out</p>}
    </div>
  );
}
