import type {MetaFunction} from '@remix-run/react';
import type {ActionFunctionArgs, HeadersFunction} from '@shopify/remix-oxygen';
import {PasswordLinkPage} from '~/components/account/PasswordLinkPage';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {loadPasswordLinkPage, setPasswordFromLink} from '~/lib/customer/password-link.server';
import {pageTitle} from '~/lib/content/site';

export const meta: MetaFunction = () => [{title: pageTitle('Activate your account')}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders}) => actionHeaders;

export const loader = loadPasswordLinkPage;

export async function action(args: ActionFunctionArgs) {
  return setPasswordFromLink('activate', args);
}

export default function ActivatePage() {
  return (
    <PasswordLinkPage
      title="Activate your account"
      intro="Choose a password to finish setting up your account."
      formId="activate"
      submitLabel="Activate account"
      doneMessage="Your account is active. Sign in with your new password."
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
