import type {SubmissionResult} from '@conform-to/react';
import {useFetcher} from '@remix-run/react';
import {plainForm, useValidateOnFirstUse} from '~/components/forms';
import {CloseIcon} from '~/components/icons';
import {DISCOUNT_CODE_CONSTRAINTS} from '~/lib/forms/constraints';
import {useLocalizedPath} from '~/lib/useLocale';
import {CART_ACTIONS, CART_FORM_INPUT, cartFormInput} from './cart-form-input';
import {DiscountCodeFields} from './DiscountCodeFields';

const FORM_ID = 'discount-code';
const loadValidatedDiscountCodeForm = () => import('./ValidatedDiscountCodeForm');

/**
 * The discount code form and the codes on the cart as chips. The form posts to the `/cart` action,
 * which says 'This discount code is not valid.' for a code that does not apply and sends the typed
 * code back into the box. Its schema loads the first time the form is used (`useValidateOnFirstUse`),
 * so the cart page does not download zod for a form most visits leave alone.
 */
export function DiscountCodes({
  codes,
  lastResult,
}: {
  /** Codes that apply to the cart. */
  codes: string[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const {loaded, triggers} = useValidateOnFirstUse(FORM_ID, loadValidatedDiscountCodeForm);
  const plain = plainForm(FORM_ID, lastResult, DISCOUNT_CODE_CONSTRAINTS);

  return (
    <section aria-labelledby="discount-code-heading">
      <h2 id="discount-code-heading" className="sr-only">
        Discount codes
      </h2>
      {loaded ? (
        <loaded.ValidatedDiscountCodeForm codes={codes} formId={FORM_ID} lastResult={lastResult} />
      ) : (
        <DiscountCodeFields codes={codes} form={plain.form} discountCode={plain.fields.discountCode} formProps={triggers} />
      )}
      {codes.length ? (
        <ul aria-label="Applied discount codes" className="mt-3 flex flex-wrap gap-2">
          {codes.map((code) => (
            <li key={code}>
              <DiscountChip code={code} others={codes.filter((other) => other !== code)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DiscountChip({code, others}: {code: string; others: string[]}) {
  const fetcher = useFetcher({key: `cart-discount-${code}`});
  const cartPath = useLocalizedPath('/cart');
  return (
    <fetcher.Form method="post" action={cartPath}>
      <input
        type="hidden"
        name={CART_FORM_INPUT}
        value={cartFormInput({action: CART_ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: others}})}
      />
      <span className="inline-flex items-center gap-1 rounded-full border border-emerald-700 bg-emerald-50 py-1 pr-1 pl-3 text-sm font-semibold text-emerald-900">
        {code}
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-full p-1 hover:bg-emerald-100"
        >
          <CloseIcon className="size-4" />
          <span className="sr-only">{`Remove discount code ${code}`}</span>
        </button>
      </span>
    </fetcher.Form>
  );
}
