import {getFormProps, type SubmissionResult} from '@conform-to/react';
import {Form} from '@remix-run/react';
import {ErrorList, Field, SubmitButton, useValidatedForm} from '~/components/forms';
import {NewPasswordForm as NewPasswordSchema} from '~/lib/customer/schemas';

/**
 * Password and confirmation, for the reset and activation links. The submit button is disabled
 * while the form is on its way, so a second press is never a second submit.
 */
export function NewPasswordForm({id, lastResult, submitLabel}: {id: string; lastResult?: SubmissionResult<string[]> | null; submitLabel: string}) {
  const [form, fields] = useValidatedForm(NewPasswordSchema, {id, lastResult});
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <ErrorList id={form.errorId} errors={form.errors} alert />
      <Field meta={fields.password} type="password" label="New password" hint="At least 6 characters." autoComplete="new-password" />
      <Field meta={fields.passwordConfirmation} type="password" label="Confirm new password" autoComplete="new-password" />
      <SubmitButton className="w-full">{submitLabel}</SubmitButton>
    </Form>
  );
}
