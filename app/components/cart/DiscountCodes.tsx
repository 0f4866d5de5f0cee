import {getFormProps, type SubmissionResult} from '@conform-to/react';
import {Form, useFetcher} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {CloseIcon} from '~/components/icons';
import {Field, SubmitButton, useIsSubmitting, useValidatedForm} from '~/components/forms';
import {DiscountCodeForm} from '~/lib/cart/discount';
import {useLocalizedPath} from '~/lib/useLocale';
import {CART_FORM_INPUT, cartFormInput} from './cart-form-input';

/**
 * The discount code form and the codes on the cart as chips. The form posts to the `/cart` action,
 * which says 'This discount code is not valid.' for a code that does not apply and sends the typed
 * code back into the box.
 */
export function DiscountCodes({
  codes,
  lastResult,
}: {
  /** Codes that apply to the cart. */
  codes: string[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const cartPath = useLocalizedPath('/cart');
  const [form, fields] = useValidatedForm(DiscountCodeForm, {id: 'discount-code', lastResult});
  const busy = useIsSubmitting({action: cartPath});

  return (
    <section aria-labelledby="discount-code-heading">
      <h2 id="discount-code-heading" className="sr-only">
        Discount codes
      </h2>
      <Form method="post" action={cartPath} {...getFormProps(form)}>
        <input
          type="hidden"
          name={CART_FORM_INPUT}
          value={cartFormInput({action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: codes}})}
        />
        <Field
          meta={fields.discountCode}
          label="Discount code"
          autoComplete="off"
          addon={
            <SubmitButton busy={busy} className="rounded-l-none">
              Apply
            </SubmitButton>
          }
        />
      </Form>
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
        value={cartFormInput({action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: others}})}
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
