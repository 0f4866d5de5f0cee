import {Link, type MetaFunction} from '@remix-run/react';
import {data, redirect, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {AccountHandle} from './($locale).account';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {signedInvoiceUrl} from '~/lib/customer/invoice.server';
import {orderNumberOf} from '~/lib/customer/orders';
import {requireToken} from '~/lib/customer/session.server';
import {routeLocale} from '~/lib/i18n/locale';
import {pageTitle} from '~/lib/content/site';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

export const handle: AccountHandle = {accountCrumb: 'Invoice'};

export const meta: MetaFunction = () => [
  {title: pageTitle('Invoice not found')},
  {name: 'robots', content: 'noindex'},
];

/**
 * The only way to an invoice (guarantee 4): the order must be the signed-in customer's, asked of
 * the account module with their token, and only then does the customer go on to the invoice
 * service, at an address signed for this order and a few minutes. Anyone else's order number is a
 * 404, the same as a number no order has.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  const token = await requireToken(context, request);
  const orderNumber = orderNumberOf(params.orderNumber);
  const order = orderNumber === null ? null : await context.customer.getOrder(token, orderNumber);
  if (!order) return data(null, {status: 404});
  return redirect(await signedInvoiceUrl(context.env, order.id), 303);
}

/** Shown only when the order is not the customer's; their own goes straight to the invoice. */
export default function InvoiceNotFound() {
  const overview = useLocalizedPath('/account');
  return (
    <div>
      <h1 className="text-3xl font-bold text-stone-900">Invoice not found</h1>
      <p className="mt-6 text-stone-700">There is no order with this number in your account.</p>
      <Link to={overview} className="mt-6 inline-block font-semibold text-emerald-800 underline underline-offset-4">
        See your orders
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
