import type {MetaFunction} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {routeLocale} from '~/lib/i18n/locale';
import {pageTitle} from '~/lib/content/site';

export const meta: MetaFunction = () => [{title: pageTitle('Sign in')}, {name: 'robots', content: 'noindex'}];

/**
 * Where Shopify's hosted sign-in sends a new customer account back (the callback address the
 * Customer Account API's client names): the code becomes the session's tokens, then the page the
 * customer set out for. Legacy accounts sign in on the store's own page, so for them it is not found.
 */
export async function loader({params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  if (context.customer.passwords) throw new Response('Not found', {status: 404});
  return context.customer.authorize();
}

export default function AuthorizePage() {
  return null;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
