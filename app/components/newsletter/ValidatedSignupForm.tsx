import {getFormProps} from '@conform-to/react';
import {useValidatedForm} from '~/components/forms';
import {NEWSLETTER_SCHEMAS} from '~/lib/forms/schemas/newsletter';
import type {NewsletterAnswer} from '~/lib/newsletter';
import {SignupFields, type SignupFieldsProps} from './SignupFields';

export type ValidatedSignupFormProps = Omit<SignupFieldsProps, 'form' | 'email' | 'formProps'> & {
  formId: string;
  result: NewsletterAnswer['result'];
};

/** The signup checked in the browser with its action's schema: loaded on first use of the form. */
export function ValidatedSignupForm({formId, result, ...props}: ValidatedSignupFormProps) {
  const [form, fields] = useValidatedForm(NEWSLETTER_SCHEMAS[props.placement], {id: formId, lastResult: result});
  return <SignupFields {...props} form={form} email={fields.email} formProps={getFormProps(form)} />;
}
