import {getFormProps, type SubmissionResult} from '@conform-to/react';
import {useFetcher} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import {Field, SubmitButton, useValidatedForm} from '~/components/forms';
import {CloseIcon} from '~/components/icons';
import {DiscountCodeForm} from '~/lib/cart/discount';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

/** What the `/cart` action answers a discount code with. */
interface DiscountAnswer {
  discount?: SubmissionResult<string[]>;
}

/**
 * The discount code form and the codes on the cart as chips. The form posts to the `/cart` action,
 * which checks the code with the same schema, says 'This discount code is not valid.' for a code
 * that does not apply and sends the typed code back into the box.
 */
export function DiscountCodes({
  codes,
  lastResult,
}: {
  /** Codes that apply to the cart. */
  codes: string[];
  /** The action's answer when the form was posted without JavaScript. */
  lastResult?: SubmissionResult<string[]> | null;
}) {
  return (
    <section aria-labelledby="discount-code-heading">
      <h2 id="discount-code-heading" className="sr-only">
        Discount codes
      </h2>
      <DiscountCodeEntry codes={codes} lastResult={lastResult} />
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

/**
 * A fetcher's form with `CartForm`'s input rather than `CartForm` itself: conform needs the form's
 * id and submit handler, which `CartForm` does not pass on to its form.
 */
function DiscountCodeEntry({codes, lastResult}: {codes: string[]; lastResult?: SubmissionResult<string[]> | null}) {
  const fetcher = useFetcher<DiscountAnswer>({key: 'cart-discount-code'});
  const cartPath = useLocalizedPath('/cart');
  const [form, fields] = useValidatedForm(DiscountCodeForm, {
    id: 'discount-code',
    lastResult: fetcher.data?.discount ?? lastResult,
  });
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={cartPath} {...getFormProps(form)}>
      <input
        type="hidden"
        name={CartForm.INPUT_NAME}
        value={JSON.stringify({action: CartForm.ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: codes}})}
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
    </fetcher.Form>
  );
}

function DiscountChip({code, others}: {code: string; others: string[]}) {
  const cartPath = useLocalizedPath('/cart');
  return (
    <CartForm
      route={cartPath}
      action={CartForm.ACTIONS.DiscountCodesUpdate}
      inputs={{discountCodes: others}}
      fetcherKey={`cart-discount-${code}`}
    >
      {(fetcher) => (
        <span className="inline-flex items-center gap-1 rounded-full border border-emerald-700 bg-emerald-50 py-1 pr-1 pl-3 text-sm font-semibold text-emerald-900">
          {code}
          <button type="submit" disabled={fetcher.state !== 'idle'} className="rounded-full p-1 hover:bg-emerald-100">
            <CloseIcon className="size-4" />
            <span className="sr-only">{`Remove discount code ${code}`}</span>
          </button>
        </span>
      )}
    </CartForm>
  );
}
