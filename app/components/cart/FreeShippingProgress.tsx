import {freeShippingProgress, type MoneyLike} from '~/lib/cart/totals';
import {formatMoneyV2} from '~/lib/i18n/money';

/** How far the cart is from free shipping, as a bar and a sentence. */
export function FreeShippingProgress({subtotal, threshold}: {subtotal: MoneyLike; threshold: MoneyLike | null}) {
  const progress = freeShippingProgress(subtotal, threshold);
  if (!progress) return null;
  return (
    <div className="rounded-md bg-emerald-50 px-4 py-3">
      <p id="free-shipping-status" className="text-sm text-emerald-950">
        {progress.qualifies ? (
          <strong>Your order qualifies for free shipping!</strong>
        ) : (
          <>
            You are <strong>{formatMoneyV2(progress.remaining)}</strong> away from free shipping.
          </>
        )}
      </p>
      <div
        role="progressbar"
        aria-labelledby="free-shipping-status"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-emerald-100"
      >
        <div className="h-full rounded-full bg-emerald-700" style={{width: `${progress.percent}%`}} />
      </div>
    </div>
  );
}
