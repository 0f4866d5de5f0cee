import {Link, useLoaderData, useLocation, useRouteLoaderData} from '@remix-run/react';
import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {Deferred} from '~/components/Deferred';
import {DownloadIcon, ExternalLinkIcon, SpinnerIcon} from '~/components/icons';
import {Pagination} from '~/components/Pagination';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {NO_ORDERS, ORDERS_ERROR} from '~/components/account/texts';
import {invoiceUrl} from '~/lib/customer/invoice.server';
import {ORDERS_FETCHED, pageOf, statusLabel} from '~/lib/customer/orders';
import {requireToken} from '~/lib/customer/session.server';
import {formatLongDate} from '~/lib/dates';
import {routeLocale} from '~/lib/locale';
import {formatMoney} from '~/lib/money';
import {useLocalizedPath} from '~/lib/useLocale';
import type {loader as accountLoader} from './($locale).account';

export async function loader({request, params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  const token = requireToken(context, request);
  const page = new URL(request.url).searchParams.get('page');
  // Streamed: the details panel shows at once, the table when Shopify answers.
  const orders = context.customer.getOrders(token, {first: ORDERS_FETCHED}).then(({orders: all}) => {
    const shown = pageOf(all, page);
    return {
      page: shown.page,
      pageCount: shown.pageCount,
      rows: shown.items.map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        name: order.name,
        processedAt: order.processedAt,
        financialStatus: order.financialStatus,
        fulfillmentStatus: order.fulfillmentStatus,
        statusUrl: order.statusUrl,
        total: formatMoney(Number(order.totalPrice.amount), order.totalPrice.currencyCode),
        invoiceUrl: invoiceUrl(context.env, order.id),
      })),
    };
  });
  return {orders: orders.catch((error: unknown) => {
    console.error('Account orders unavailable:', error instanceof Error ? error.message : 'error');
    return null;
  })};
}

export default function AccountOverview() {
  const {orders} = useLoaderData<typeof loader>();
  const account = useRouteLoaderData<typeof accountLoader>('routes/($locale).account');
  const user = account?.user;
  return (
    <div className="space-y-10">
      <h1 className="text-3xl font-bold text-stone-900">My account</h1>
      {user ? (
        <section aria-labelledby="account-details" className="rounded-lg border border-stone-200 p-6">
          <h2 id="account-details" className="text-xl font-semibold text-stone-900">
            Account details
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <Detail term="Name" value={[user.firstName, user.lastName].filter(Boolean).join(' ') || user.displayName} />
            <Detail term="Email" value={user.email} />
            <Detail term="Phone" value={user.phone} />
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="recent-orders">
        <h2 id="recent-orders" className="text-xl font-semibold text-stone-900">
          Recent orders
        </h2>
        <Deferred
          resolve={orders}
          fallback={
            <p className="mt-6 flex items-center gap-2 text-stone-700" role="status">
              <SpinnerIcon /> Loading your orders…
            </p>
          }
        >
          {(result) =>
            result === null ? (
              <p className="mt-6 text-stone-700" role="alert">
                {ORDERS_ERROR} {NO_ORDERS}
              </p>
            ) : result.rows.length === 0 ? (
              <p className="mt-6 text-stone-700">{NO_ORDERS}</p>
            ) : (
              <OrdersTable {...result} />
            )
          }
        </Deferred>
      </section>
    </div>
  );
}

function Detail({term, value}: {term: string; value: string | null | undefined}) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-600">{term}</dt>
      <dd className="mt-1 break-words text-stone-900">{value || '—'}</dd>
    </div>
  );
}

type OrdersResult = NonNullable<Awaited<Awaited<ReturnType<typeof loader>>['orders']>>;

function OrdersTable({rows, page, pageCount}: OrdersResult) {
  const {pathname} = useLocation();
  const orderPath = useLocalizedPath('/account/orders');
  const cell = 'px-3 py-3 text-left align-top';
  return (
    <>
      {/* A focusable scroll area: on a phone the table scrolls sideways, keyboard included. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="mt-6 overflow-x-auto rounded-lg border border-stone-200" tabIndex={0} role="region" aria-label="Orders">
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">Your orders, newest first, page {page} of {pageCount}</caption>
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className={cell}>Order</th>
              <th scope="col" className={cell}>Date</th>
              <th scope="col" className={cell}>Payment status</th>
              <th scope="col" className={cell}>Fulfilment status</th>
              <th scope="col" className={`${cell} text-right`}>Total</th>
              <th scope="col" className={cell}>Invoice</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((order) => (
              <tr key={order.id}>
                <th scope="row" className={cell}>
                  <Link to={`${orderPath}/${order.orderNumber}`} className="font-semibold text-emerald-800 underline underline-offset-4">
                    {order.name}
                  </Link>
                </th>
                <td className={cell}>{formatLongDate(order.processedAt)}</td>
                <td className={cell}>{statusLabel(order.financialStatus)}</td>
                <td className={cell}>
                  <a href={order.statusUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-emerald-800 underline underline-offset-4">
                    {statusLabel(order.fulfillmentStatus)}
                    <ExternalLinkIcon className="size-4" />
                    <span className="sr-only">(order {order.name} status, opens in a new tab)</span>
                  </a>
                </td>
                <td className={`${cell} text-right tabular-nums`}>{order.total}</td>
                <td className={cell}>
                  <a href={order.invoiceUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-emerald-800 underline underline-offset-4">
                    <DownloadIcon className="size-4" />
                    Invoice<span className="sr-only"> for order {order.name}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination current={page} pageCount={pageCount} href={(n) => `${pathname}?page=${n}`} label="Order pages" />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
