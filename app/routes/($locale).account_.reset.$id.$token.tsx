import {Link, useActionData, type MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {AccountCard} from '~/components/account/AccountCard';
import {NewPasswordForm} from '~/components/account/NewPasswordForm';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {isLinkParams, setPasswordFromLink} from '~/lib/customer/password-link.server';
import {routeLocale} from '~/lib/locale';
import {pageTitle} from '~/lib/site';
import {useLocalizedPath} from '~/lib/useLocale';

export const meta: MetaFunction = () => [{title: pageTitle('Set a new password')}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

/** The link from Shopify's email; its token is checked when the form is sent. */
export async function loader({params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  if (!isLinkParams(params)) throw new Response('Not found', {status: 404});
  return null;
}

export async function action({request, params, context}: ActionFunctionArgs) {
  routeLocale({params, context});
  return setPasswordFromLink('reset', request, params, context);
}

export default function ResetPage() {
  const actionData = useActionData<typeof action>();
  const loginPath = useLocalizedPath('/account/login');
  if (actionData && 'done' in actionData) {
    return (
      <AccountCard title="Set a new password">
        <p role="status" className="text-stone-800">
          Your password has been changed. Sign in with your new password.
        </p>
        <Link
          to={loginPath}
          className="mt-6 inline-flex w-full justify-center rounded-md bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          Sign in
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Set a new password" intro="Choose a new password for your account.">
      <NewPasswordForm id="reset" lastResult={actionData?.result} submitLabel="Save new password" />
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
