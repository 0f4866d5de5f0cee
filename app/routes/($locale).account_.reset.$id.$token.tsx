import type {MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, HeadersFunction} from '@shopify/remix-oxygen';
import {PasswordLinkPage} from '~/components/account/PasswordLinkPage';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {loadPasswordLinkPage, setPasswordFromLink} from '~/lib/customer/password-link.server';
import {pageTitle} from '~/lib/content/site';

export const meta: MetaFunction = () => [{title: pageTitle('Set a new password')}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

export const loader = loadPasswordLinkPage;

export async function action(args: ActionFunctionArgs) {
  return setPasswordFromLink('reset', args);
}

export default function ResetPage() {
  return (
    <PasswordLinkPage
      title="Set a new password"
      intro="Choose a new password for your account."
      formId="reset"
      submitLabel="Save new password"
      doneMessage="Your password has been changed. Sign in with your new password."
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
