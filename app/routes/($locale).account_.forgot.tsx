import {getFormProps} from '@conform-to/react';
import {Form, Link, useActionData, type MetaFunction} from '@remix-run/react';
import {data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AccountCard} from '~/components/account/AccountCard';
import {ErrorList, Field, Honeypot, SubmitButton, useValidatedForm} from '~/components/forms';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {customerCallFailed, readLimitedForm} from '~/lib/customer/replies.server';
import {ForgotForm} from '~/lib/customer/schemas';
import {requirePasswords} from '~/lib/customer/session.server';
import {CustomerError} from '~/lib/customer/types';
import {isBotSubmission} from '~/lib/forms/honeypot';
import {invalidForm, parseForm} from '~/lib/forms/submission.server';
import {routeLocale} from '~/lib/i18n/locale';
import {RATE_LIMITS} from '~/lib/http/rate-limit.server';
import {pageTitle} from '~/lib/content/site';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {keepResultWhenUnsent} from '~/lib/forms/unsent';

export const meta: MetaFunction = () => [{title: pageTitle('Reset your password')}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

export async function loader({params, context}: LoaderFunctionArgs) {
  requirePasswords(context.customer, routeLocale({params, context}));
  return null;
}

/**
 * Sends Shopify's reset email. The answer is the same whether or not the address has an account,
 * so the form cannot be used to find out who shops here.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  requirePasswords(context.customer, routeLocale({params, context}));
  const {formData, refused} = await readLimitedForm(request, RATE_LIMITS.accounts);
  if (refused) return refused;
  const submission = await parseForm(formData, ForgotForm);
  if (submission.status !== 'success') return invalidForm(submission);
  if (isBotSubmission(formData)) return data({result: submission.reply(), sentTo: submission.value.email});

  try {
    await context.customer.sendResetEmail(submission.value.email);
  } catch (error) {
    if (!(error instanceof CustomerError)) return customerCallFailed(submission, error);
  }
  return data({result: submission.reply(), sentTo: submission.value.email});
}

/** A post that got no answer leaves the page as it was, with the submit error over the form. */
export const clientAction = keepResultWhenUnsent;

export default function ForgotPage() {
  const actionData = useActionData<typeof action>();
  const sentTo = actionData && 'sentTo' in actionData ? String(actionData.sentTo) : null;
  const [form, fields] = useValidatedForm(ForgotForm, {id: 'forgot', lastResult: actionData?.result});
  const loginPath = useLocalizedPath('/account/login');

  if (sentTo) {
    return (
      <AccountCard title="Check your email">
        <p role="status" className="text-stone-800">
          If {sentTo} has an account with us, we have sent it a link to reset the password. It may take a
          minute to arrive.
        </p>
        <Form method="post" className="mt-6">
          <Honeypot />
          <input type="hidden" name="email" value={sentTo} />
          <SubmitButton className="w-full">Resend the email</SubmitButton>
        </Form>
        <Link to={loginPath} className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4">
          Back to sign in
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard title="Reset your password" intro="We will email you a link to set a new password.">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <Honeypot />
        <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
        <SubmitButton className="w-full">Send the reset link</SubmitButton>
      </Form>
      <Link to={loginPath} className="mt-6 inline-block text-sm font-semibold text-emerald-800 underline underline-offset-4">
        Back to sign in
      </Link>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
