import {Link} from '@remix-run/react';
import {Image} from '~/components/Image';
import type {CartLine} from '~/lib/cart/optimistic';
import {isOnSale, showsItemPrice} from '~/lib/cart/totals';
import {formatMoneyV2} from '~/lib/i18n/money';
import {productPath} from '~/lib/product/variants';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {LineQuantityForm} from './LineQuantityForm';
import {RemoveLineForm} from './RemoveLineForm';

export type {CartLine};

/** One line of the cart: what it is (linking to that very variant), its price, quantity and remove. */
export function CartLineItem({line, editable = true}: {line: CartLine; editable?: boolean}) {
  const {merchandise, cost, quantity} = line;
  const href = useLocalizedPath(productPath(merchandise.product.handle, merchandise.id));
  const options = merchandise.selectedOptions.filter((option) => option.value !== 'Default Title');
  const title = merchandise.product.title;

  return (
    <li className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_1fr_auto]">
      <div className="row-span-2 size-20 overflow-hidden rounded-md border border-stone-200 bg-stone-50 sm:size-24">
        {merchandise.image ? (
          <Image
            data={merchandise.image}
            alt={merchandise.image.altText ?? ''}
            width={96}
            height={96}
            className="size-full object-contain"
          />
        ) : null}
      </div>
      <div className="min-w-0">
        <Link to={href} className="font-semibold text-stone-900 hover:text-emerald-800 hover:underline">
          {title}
        </Link>
        {options.length ? (
          <p className="mt-0.5 text-sm text-stone-700">
            {options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
          </p>
        ) : null}
        {showsItemPrice(quantity) ? (
          <p className="mt-0.5 text-sm text-stone-700">
            <span>{formatMoneyV2(merchandise.price)}</span> each
          </p>
        ) : null}
      </div>
      <LinePrice cost={cost} />
      <div className="col-start-2 flex flex-wrap items-end gap-x-4 gap-y-2 sm:col-span-2">
        {editable ? (
          <LineQuantityForm line={line} />
        ) : (
          <p className="text-sm text-stone-700">Quantity: {quantity}</p>
        )}
        <RemoveLineForm lineId={line.id} title={title} />
      </div>
    </li>
  );
}

function LinePrice({cost}: {cost: CartLine['cost']}) {
  if (isOnSale(cost)) {
    return (
      <p className="col-start-2 text-left sm:col-start-3 sm:row-start-1 sm:text-right">
        <span className="sr-only">Sale price </span>
        <span className="font-semibold text-red-800">{formatMoneyV2(cost.totalAmount)}</span>{' '}
        <span className="sr-only">Regular price </span>
        <s className="text-sm text-stone-600">
          <span>{formatMoneyV2(cost.subtotalAmount)}</span>
        </s>
      </p>
    );
  }
  return (
    <p className="col-start-2 font-semibold text-stone-900 sm:col-start-3 sm:row-start-1 sm:text-right">
      <span>{formatMoneyV2(cost.totalAmount)}</span>
    </p>
  );
}
