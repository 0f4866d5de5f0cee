import {getFormProps} from '@conform-to/react';
import {Form, Link, useActionData, type MetaFunction} from '@remix-run/react';
import {
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import {AccountCard} from '~/components/account/AccountCard';
import {
  CheckboxField,
  ErrorList,
  Field,
  Honeypot,
  SelectField,
  SubmitButton,
  useValidatedForm,
} from '~/components/forms';
import {customerCallFailed, readLimitedForm} from '~/lib/customer/replies.server';
import {INDUSTRIES, RegisterForm} from '~/lib/customer/schemas';
import {requirePasswords, signIn} from '~/lib/customer/session.server';
import {subscribeToList} from '~/lib/forms/email-marketing.server';
import {isBotSubmission} from '~/lib/forms/honeypot';
import {invalidForm, parseForm, submitFailed} from '~/lib/forms/submission.server';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {RATE_LIMITS} from '~/lib/http/rate-limit.server';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {pageTitle} from '~/lib/content/site';
import type {GlobalContent} from '~/lib/content/storyblok/types';
import {useHydrated} from '~/lib/ui/useHydrated';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import {keepResultWhenUnsent} from '~/lib/forms/unsent';

/** How the marketing team sees where these signups came from. */
const SIGNUP_SOURCE = 'Account Registration';

export const meta: MetaFunction = () => [{title: pageTitle('Create an account')}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

export async function loader({params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  requirePasswords(context.customer, locale);
  if (await context.customer.readToken()) throw redirect(localizePath('/account', locale));
  return null;
}

/**
 * Joining the mailing list comes first and must succeed: an account created while the signup failed
 * would leave the person thinking they had joined. Then the account, then a fresh signed-in session.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  const locale = routeLocale({params, context});
  requirePasswords(context.customer, locale);
  const {formData, refused} = await readLimitedForm(request, RATE_LIMITS.accounts);
  if (refused) return refused;
  if (isBotSubmission(formData)) return redirect(localizePath('/', locale), 303);

  const submission = await parseForm(formData, RegisterForm);
  if (submission.status !== 'success') return invalidForm(submission);
  const {acceptsMarketing, industry, industryOther, ...account} = submission.value;

  if (acceptsMarketing) {
    try {
      const global = (await context.content.getStory<GlobalContent>('global'))?.content;
      await subscribeToList(context.env, {
        email: account.email,
        listId: global?.email_list_id?.trim() ?? '',
        source: SIGNUP_SOURCE,
        properties: {signup: 'true', Industry: industry === 'Other' ? (industryOther ?? 'Other') : (industry ?? '')},
      });
    } catch (error) {
      console.error('Registration: mailing-list signup failed', error instanceof Error ? error.message : 'error');
      return submitFailed(submission);
    }
  }

  try {
    const token = await context.customer.createAccount({...account, acceptsMarketing});
    signIn(context.session, token);
  } catch (error) {
    return customerCallFailed(submission, error);
  }
  return redirect(localizePath('/account', locale), 303);
}

/** A post that got no answer leaves the page as it was, with the submit error over the form. */
export const clientAction = keepResultWhenUnsent;

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [form, fields] = useValidatedForm(RegisterForm, {
    id: 'register',
    lastResult: actionData?.result,
    defaultValue: {acceptsMarketing: true},
  });
  const loginPath = useLocalizedPath('/account/login');
  // With scripts the industry questions follow the checkbox; without, they are always there.
  const joining = !hydrated || fields.acceptsMarketing.value === 'on';
  const other = !hydrated || fields.industry.value === 'Other';

  return (
    <AccountCard
      title="Create an account"
      intro={
        <>
          Already have one?{' '}
          <Link to={loginPath} className="font-semibold text-emerald-800 underline underline-offset-4">
            Sign in
          </Link>
        </>
      }
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <Honeypot />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.firstName} label="First name" autoComplete="given-name" />
          <Field meta={fields.lastName} label="Last name" autoComplete="family-name" />
        </div>
        <Field meta={fields.email} type="email" label="Email" autoComplete="email" />
        <Field meta={fields.password} type="password" label="Password" hint="At least 6 characters." autoComplete="new-password" />
        <Field meta={fields.passwordConfirmation} type="password" label="Confirm password" autoComplete="new-password" />
        <CheckboxField meta={fields.acceptsMarketing} label="Join our newsletter for news and offers" />
        {joining ? (
          <SelectField
            meta={fields.industry}
            label="Industry"
            hint={hydrated ? undefined : 'Needed when you join our mailing list.'}
            options={INDUSTRIES}
            placeholder="Select an option..."
            required={hydrated}
          />
        ) : null}
        {joining && other ? (
          <Field
            meta={fields.industryOther}
            label="Your industry"
            hint={hydrated ? undefined : 'When you chose Other.'}
            required={hydrated}
          />
        ) : null}
        <SubmitButton className="w-full">Create account</SubmitButton>
      </Form>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
