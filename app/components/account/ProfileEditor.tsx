import {getFormProps, type SubmissionResult} from '@conform-to/react';
import {Form} from '@remix-run/react';
import {ErrorList, Field, SubmitButton, useValidatedForm} from '~/components/forms';
import {EditorFrame} from './EditorFrame';
import {NameForm, ProfileForm} from '~/lib/customer/schemas';
import type {AccountUser} from '~/lib/customer/types';

/** The overview's action's answer to the last save. */
type LastResult = SubmissionResult<string[]> | undefined;

/**
 * The account overview's edit-information form, in its `EditorFrame`. A chunk of its own, with its
 * schema: the overview loads it only for the address that opens it (`?edit=profile`).
 */
export function ProfileEditor({
  user,
  passwords,
  closePath,
  lastResult,
  asDialog,
}: {
  user: AccountUser;
  /** Whether the account has a password (legacy accounts); new ones change only the name here. */
  passwords: boolean;
  closePath: string;
  lastResult: LastResult;
  /** See `EditorFrame`. */
  asDialog: boolean;
}) {
  return (
    <EditorFrame title="Edit information" closePath={closePath} asDialog={asDialog} dialogClassName="w-[min(36rem,94vw)] p-6">
      {passwords ? <PasswordProfileForm user={user} lastResult={lastResult} /> : <NameOnlyForm user={user} lastResult={lastResult} />}
    </EditorFrame>
  );
}

function PasswordProfileForm({user, lastResult}: {user: AccountUser; lastResult: LastResult}) {
  const [form, fields] = useValidatedForm(ProfileForm, {
    id: 'profile',
    lastResult,
    defaultValue: {firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? ''},
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 space-y-4">
      <ErrorList id={form.errorId} errors={form.errors} alert />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.firstName} label="First name" autoComplete="given-name" />
        <Field meta={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
      <Field meta={fields.password} type="password" label="Password" hint="Your current password, or a new one of at least 6 characters." autoComplete="new-password" />
      <Field meta={fields.passwordConfirmation} type="password" label="Confirm password (when changing it)" autoComplete="new-password" />
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}

/** New customer accounts sign in by a code sent to their email address, which Shopify's own pages change. */
function NameOnlyForm({user, lastResult}: {user: AccountUser; lastResult: LastResult}) {
  const [form, fields] = useValidatedForm(NameForm, {
    id: 'profile',
    lastResult,
    defaultValue: {firstName: user.firstName ?? '', lastName: user.lastName ?? ''},
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-4 space-y-4">
      <ErrorList id={form.errorId} errors={form.errors} alert />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.firstName} label="First name" autoComplete="given-name" />
        <Field meta={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <p className="text-sm text-stone-700">
        You sign in with {user.email ?? 'your email address'} and a code sent to it. The address itself is
        changed in your Shopify account.
      </p>
      <SubmitButton>Save</SubmitButton>
    </Form>
  );
}
