import {Form} from '@remix-run/react';
import type {FormHTMLAttributes} from 'react';
import {Field, SubmitButton, useIsSubmitting, type FieldControlMeta, type FormControlMeta} from '~/components/forms';
import {useLocalizedPath} from '~/lib/useLocale';
import {CART_ACTIONS, CART_FORM_INPUT, cartFormInput} from './cart-form-input';

export interface DiscountCodeFieldsProps {
  /** Codes that apply to the cart, kept when another is added. */
  codes: string[];
  form: FormControlMeta;
  discountCode: FieldControlMeta;
  /** conform's form props once validated; the first-use triggers before. */
  formProps: Pick<
    FormHTMLAttributes<HTMLFormElement>,
    'id' | 'onSubmit' | 'noValidate' | 'onFocus' | 'onPointerEnter' | 'aria-invalid' | 'aria-describedby'
  >;
}

/** The discount code form's markup, the same before and after its schema loads. */
export function DiscountCodeFields({codes, form, discountCode, formProps}: DiscountCodeFieldsProps) {
  const cartPath = useLocalizedPath('/cart');
  const busy = useIsSubmitting({action: cartPath});
  return (
    <Form method="post" action={cartPath} id={form.id} {...formProps}>
      <input
        type="hidden"
        name={CART_FORM_INPUT}
        value={cartFormInput({action: CART_ACTIONS.DiscountCodesUpdate, inputs: {discountCodes: codes}})}
      />
      <Field
        meta={discountCode}
        label="Discount code"
        autoComplete="off"
        addon={
          <SubmitButton busy={busy} className="rounded-l-none">
            Apply
          </SubmitButton>
        }
      />
    </Form>
  );
}
