import {getFormProps, type SubmissionResult} from '@conform-to/react';
import {useActionData, useFetcher} from '@remix-run/react';
import {useEffect, useState} from 'react';
import {CheckboxField, ErrorList, Field, SubmitButton, useValidatedForm} from '~/components/forms';
import {BACK_IN_STOCK, SPECIAL_ORDER, type ProductFormReply} from '~/lib/product/form-intents';
import {
  BACK_IN_STOCK_RESET_MS,
  BACK_IN_STOCK_SUCCESS,
  BackInStockSchema,
  SPECIAL_ORDER_SUCCESS,
  SpecialOrderSchema,
} from '~/lib/product/forms';

/**
 * What replaces the purchase form when the product or the chosen variant cannot be bought: restock
 * alerts, or for special-order products a request form the team answers by email.
 */
export default function OutOfStock({variantId, specialOrder}: {variantId: string; specialOrder: boolean}) {
  return (
    <section aria-labelledby="out-of-stock-heading" className="rounded-lg border border-stone-200 bg-stone-50 p-5">
      <h2 id="out-of-stock-heading" className="text-lg font-bold text-stone-900">
        Temporarily Unavailable
      </h2>
      {specialOrder ? <SpecialOrderForm /> : <BackInStockForm variantId={variantId} />}
    </section>
  );
}

/** The reply to this form, whether it came back to a fetcher (JavaScript) or to the page (without). */
function useReply(intent: ProductFormReply['intent']) {
  const fetcher = useFetcher<ProductFormReply>({key: intent});
  const pageReply = useActionData<ProductFormReply | undefined>();
  const reply = fetcher.data ?? (pageReply?.intent === intent ? pageReply : undefined);
  return {fetcher, reply, busy: fetcher.state !== 'idle'};
}

function BackInStockForm({variantId}: {variantId: string}) {
  const {fetcher, reply, busy} = useReply(BACK_IN_STOCK);
  // The reply whose thank-you has had its time; the form after it starts empty.
  const [acknowledged, setAcknowledged] = useState<ProductFormReply | null>(null);
  const thanking = reply?.sent === true && reply !== acknowledged;

  useEffect(() => {
    if (!thanking) return;
    const timer = setTimeout(() => setAcknowledged(reply ?? null), BACK_IN_STOCK_RESET_MS);
    return () => clearTimeout(timer);
  }, [thanking, reply]);

  return (
    <div className="mt-2">
      <p className="text-stone-700">Sign up to receive restock notifications.</p>
      {thanking ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
          {BACK_IN_STOCK_SUCCESS}
        </p>
      ) : (
        <BackInStockFields
          fetcher={fetcher}
          variantId={variantId}
          busy={busy}
          lastResult={reply && !reply.sent ? reply.result : undefined}
          subscribeByDefault={acknowledged === null}
        />
      )}
    </div>
  );
}

function BackInStockFields({
  fetcher,
  variantId,
  busy,
  lastResult,
  subscribeByDefault,
}: {
  fetcher: ReturnType<typeof useReply>['fetcher'];
  variantId: string;
  busy: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  subscribeByDefault: boolean;
}) {
  const [form, fields] = useValidatedForm(BackInStockSchema, {
    id: BACK_IN_STOCK,
    lastResult,
    defaultValue: {subscribe: subscribeByDefault},
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} aria-label="Restock alert" className="mt-4 space-y-3">
      <input type="hidden" name="intent" value={BACK_IN_STOCK} />
      <input type="hidden" name="variant" value={variantId} />
      <ErrorList id={form.errorId} errors={form.errors} alert />
      <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
      <CheckboxField meta={fields.subscribe} label="Also send me news and offers" />
      <SubmitButton busy={busy} className="w-full">
        Notify me
      </SubmitButton>
    </fetcher.Form>
  );
}

function SpecialOrderForm() {
  const {fetcher, reply, busy} = useReply(SPECIAL_ORDER);
  const [form, fields] = useValidatedForm(SpecialOrderSchema, {
    id: SPECIAL_ORDER,
    lastResult: reply && !reply.sent ? reply.result : undefined,
  });

  if (reply?.sent) {
    return (
      <p role="status" className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-emerald-900">
        {SPECIAL_ORDER_SUCCESS}
      </p>
    );
  }
  return (
    <div className="mt-2">
      <h3 className="font-semibold text-stone-900">Contact Us to Purchase</h3>
      <p className="mt-1 text-stone-700">
        This is a special order product. To order, fill out the fields below and a member of our team will be in touch.
      </p>
      <fetcher.Form method="post" {...getFormProps(form)} aria-label="Special order request" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value={SPECIAL_ORDER} />
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field meta={fields.first_name} label="First name" autoComplete="given-name" />
          <Field meta={fields.last_name} label="Last name" autoComplete="family-name" />
        </div>
        <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
        <SubmitButton busy={busy} className="w-full">
          Send request
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}
