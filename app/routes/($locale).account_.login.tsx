import {getFormProps} from '@conform-to/react';
import {Form, Link, useActionData, useSearchParams, type MetaFunction} from '@remix-run/react';
import {
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {AccountCard} from '~/components/account/AccountCard';
import {ErrorList, Field, SubmitButton, useValidatedForm} from '~/components/forms';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {customerCallFailed, readLimitedForm, tooManyAttempts} from '~/lib/customer/replies.server';
import {LoginForm} from '~/lib/customer/schemas';
import {requirePasswords, signIn} from '~/lib/customer/session.server';
import {CustomerError} from '~/lib/customer/types';
import {invalidForm, parseForm} from '~/lib/forms/submission.server';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {RATE_LIMITS, returnAccountAttempt, takeAccountAttempt} from '~/lib/http/rate-limit.server';
import {safeRedirectPath} from '~/lib/http/redirect';
import {pageTitle} from '~/lib/content/site';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {keepResultWhenUnsent} from '~/lib/forms/unsent';

export const meta: MetaFunction = () => [{title: pageTitle('Sign in')}, {name: 'robots', content: 'noindex'}];

/** A refused attempt's `Retry-After` reaches the browser; the worker adds `no-store` to every account answer. */
export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/** New customer accounts sign in on Shopify's hosted page: this address starts the trip there. */
export async function loader({params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  if (await context.customer.readToken()) throw redirect(localizePath('/account', locale));
  if (!context.customer.passwords) return context.customer.login();
  return null;
}

export async function action({request, params, context}: ActionFunctionArgs) {
  const locale = routeLocale({params, context});
  requirePasswords(context.customer, locale);
  // Every attempt counts, right or wrong: a guesser's failures are what the limit is for.
  const {formData, refused} = await readLimitedForm(request, RATE_LIMITS.login);
  if (refused) return refused;

  const submission = await parseForm(formData, LoginForm);
  if (submission.status !== 'success') return invalidForm(submission);

  const {email, password, redirect: target} = submission.value;
  // A guesser spread over many addresses still meets the account's own budget of wrong passwords.
  const accountLimit = await takeAccountAttempt(email, RATE_LIMITS.loginFailures);
  if (!accountLimit.allowed) return tooManyAttempts(formData, accountLimit);
  try {
    const token = await context.customer.login(email, password);
    signIn(context.session, token);
  } catch (error) {
    // Only a refused password stays counted: a service failure is not the visitor's attempt.
    if (!(error instanceof CustomerError)) await returnAccountAttempt(email, RATE_LIMITS.loginFailures);
    return customerCallFailed(submission, error);
  }
  await returnAccountAttempt(email, RATE_LIMITS.loginFailures);
  const fallback = localizePath('/account', locale);
  return redirect(safeRedirectPath(target, request.url, fallback), 303);
}

/** A post that got no answer leaves the page as it was, with the submit error over the form. */
export const clientAction = keepResultWhenUnsent;

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [form, fields] = useValidatedForm(LoginForm, {id: 'login', lastResult: actionData?.result});
  const forgotPath = useLocalizedPath('/account/forgot');
  const registerPath = useLocalizedPath('/account/register');

  return (
    <AccountCard title="Sign in">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <input type="hidden" name="redirect" value={searchParams.get('redirect') ?? ''} />
        <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
        <Field meta={fields.password} type="password" label="Password" autoComplete="current-password" />
        <SubmitButton className="w-full">Sign in</SubmitButton>
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <Link to={forgotPath} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
        <Link to={registerPath} className="font-semibold text-emerald-800 underline-offset-4 hover:underline">
          Create an account
        </Link>
      </div>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
