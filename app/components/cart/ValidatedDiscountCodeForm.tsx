import {getFormProps, type SubmissionResult} from '@conform-to/react';
import {useValidatedForm} from '~/components/forms';
import {DiscountCodeForm} from '~/lib/cart/discount';
import {DiscountCodeFields} from './DiscountCodeFields';

/** The discount code form checked in the browser with the cart action's schema: loaded on first use. */
export function ValidatedDiscountCodeForm({
  codes,
  formId,
  lastResult,
}: {
  codes: string[];
  formId: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useValidatedForm(DiscountCodeForm, {id: formId, lastResult});
  return <DiscountCodeFields codes={codes} form={form} discountCode={fields.discountCode} formProps={getFormProps(form)} />;
}
