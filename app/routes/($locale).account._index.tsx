import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from '@remix-run/react';
import {redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {ConfirmSubmitButton} from '~/components/forms';
import {DownloadIcon, ExternalLinkIcon, SpinnerIcon} from '~/components/icons';
import {Pagination} from '~/components/Pagination';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {ProfileEditor} from '~/components/account/ProfileEditor';
import {NO_ORDERS, ORDERS_ERROR} from '~/components/account/texts';
import {addressKey} from '~/lib/customer/address-key';
import {invoicePath} from '~/lib/customer/invoice.server';
import {ORDERS_FETCHED, pageOf, statusLabel} from '~/lib/customer/orders';
import {customerCallFailed, readForm} from '~/lib/customer/replies.server';
import {NameForm, ProfileForm} from '~/lib/customer/schemas';
import {replaceToken, requireToken} from '~/lib/customer/session.server';
import type {AccountAddress} from '~/lib/customer/types';
import {formatLongDate} from '~/lib/i18n/dates';
import {invalidForm, parseForm} from '~/lib/forms/submission.server';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {formatMoneyV2} from '~/lib/i18n/money';
import {useLocalizedPath} from '~/lib/i18n/useLocale';
import type {loader as accountLoader} from './($locale).account';
import {keepResultWhenUnsent} from '~/lib/forms/unsent';
import {displayPhone} from '~/lib/customer/phone';
import {useHydrated} from '~/lib/ui/useHydrated';


export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const token = await requireToken(context, request);
  const url = new URL(request.url);
  const page = url.searchParams.get('page');
  // Awaited rather than streamed: a streamed table only appears where scripts run.
  const ordersRead = context.customer.getOrders(token, {first: ORDERS_FETCHED}).then(({orders: all}) => {
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
        total: formatMoneyV2(order.totalPrice),
        invoiceUrl: invoicePath(order.orderNumber, locale),
      })),
    };
  }).catch((error: unknown) => {
    // The rest of the page still renders; the table says what happened.
    console.error('Account orders unavailable:', error instanceof Error ? error.message : 'error');
    return null;
  });
  return {orders: await ordersRead};
}

/** The edit-information form: its own address, so it works as a section of the page without scripts. */
const EDIT_PROFILE = 'edit=profile';

function editsProfile(search: string): boolean {
  return search.includes(EDIT_PROFILE);
}

/**
 * Name, email and password; the name alone where no password exists (new customer accounts, whose
 * email address is changed at Shopify). A new password ends the old token at Shopify, so the session
 * takes the one Shopify hands back.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  const locale = routeLocale({params, context});
  const token = await requireToken(context, request);
  const {customer} = context;
  const formData = await readForm(request);
  if (!customer.passwords) {
    const submission = await parseForm(formData, NameForm);
    if (submission.status !== 'success') return invalidForm(submission);
    try {
      await customer.updateUser(token, submission.value);
    } catch (error) {
      return customerCallFailed(submission, error);
    }
    return redirect(localizePath('/account', locale), 303);
  }
  const submission = await parseForm(formData, ProfileForm);
  if (submission.status !== 'success') return invalidForm(submission);
  const {passwordConfirmation: _confirmation, ...change} = submission.value;
  try {
    const renewed = await customer.updateUser(token, change);
    if (renewed) replaceToken(context.session, renewed);
  } catch (error) {
    return customerCallFailed(submission, error);
  }
  return redirect(localizePath('/account', locale), 303);
}

/** A post that got no answer leaves the page as it was, with the submit error over the form. */
export const clientAction = keepResultWhenUnsent;

export default function AccountOverview() {
  const {orders} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const {search, pathname} = useLocation();
  // Read here, where it has been true since the page hydrated: see `ProfileEditor`'s `asDialog`.
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // Paging reloads this page: the table says it is on its way rather than showing the old page.
  const ordersLoading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const overviewPath = useLocalizedPath('/account');
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
            <Detail term="Phone" value={user.phone && displayPhone(user.phone)} />
          </dl>
          <Link
            to={`${overviewPath}?${EDIT_PROFILE}`}
            preventScrollReset
            className="mt-4 inline-block font-semibold text-emerald-800 underline underline-offset-4"
          >
            Edit information
          </Link>
          {user.defaultAddress ? <DefaultAddress address={user.defaultAddress} /> : null}
        </section>
      ) : null}
      {account && editsProfile(search) ? (
        <ProfileEditor
          user={account.user}
          passwords={account.passwords}
          closePath={overviewPath}
          lastResult={actionData?.result}
          asDialog={hydrated}
        />
      ) : null}
      <section aria-labelledby="recent-orders">
        <h2 id="recent-orders" className="text-xl font-semibold text-stone-900">
          Recent orders
        </h2>
        {ordersLoading ? (
          <p className="mt-6 flex items-center gap-2 text-stone-700" role="status">
            <SpinnerIcon /> Loading your orders…
          </p>
        ) : orders === null ? (
          <p className="mt-6 text-stone-700" role="alert">
            {ORDERS_ERROR}. {NO_ORDERS}
          </p>
        ) : orders.rows.length === 0 ? (
          <p className="mt-6 text-stone-700">{NO_ORDERS}</p>
        ) : (
          <OrderHistory {...orders} />
        )}
      </section>
    </div>
  );
}

/** The default address, and the way to delete it without going to the address book. */
function DefaultAddress({address}: {address: AccountAddress}) {
  const addressesPath = useLocalizedPath('/account/addresses');
  const overviewPath = useLocalizedPath('/account');
  return (
    <div className="mt-6 border-t border-stone-200 pt-4">
      <h3 className="text-sm font-medium text-stone-600">Default address</h3>
      <address className="mt-1 not-italic text-stone-900">{address.formatted.join(', ')}</address>
      <Form method="post" action={addressesPath} className="mt-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="address" value={addressKey(address.id)} />
        <input type="hidden" name="redirect" value={overviewPath} />
        <ConfirmSubmitButton
          question="Delete your default address?"
          consequence={`${address.formatted.join(', ')} will be removed from your address book.`}
          confirmLabel="Delete"
          className="text-sm font-semibold text-emerald-800 underline underline-offset-4"
        >
          Delete default address
        </ConfirmSubmitButton>
      </Form>
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

type OrdersResult = NonNullable<Awaited<ReturnType<typeof loader>>['orders']>;
type OrderRow = OrdersResult['rows'][number];

/**
 * The orders as cards on a phone and as a table from the md breakpoint, where the table's six
 * columns first fit beside each other. The other form is display:none, so assistive tech meets one;
 * the region around both keeps one name for them.
 */
function OrderHistory({rows, page, pageCount}: OrdersResult) {
  const {pathname} = useLocation();
  const orderPath = useLocalizedPath('/account/orders');
  const description = `Your orders, newest first, page ${page} of ${pageCount}`;
  const cell = 'px-3 py-3 text-left align-top';
  return (
    <>
      <div role="region" aria-label="Orders" className="mt-6">
        <ul aria-label={description} className="space-y-3 md:hidden">
          {rows.map((order) => (
            <li key={order.id} className="rounded-lg border border-stone-200 p-4">
              <h3 className="font-semibold text-stone-900">
                Order{' '}
                <Link to={`${orderPath}/${order.orderNumber}`} className="text-emerald-800 underline underline-offset-4">
                  {order.name}
                </Link>
              </h3>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-stone-600">Date</dt>
                <dd className="text-stone-900">{formatLongDate(order.processedAt)}</dd>
                <dt className="text-stone-600">Payment status</dt>
                <dd className="text-stone-900">{statusLabel(order.financialStatus)}</dd>
                <dt className="text-stone-600">Fulfilment status</dt>
                <dd>
                  <StatusLink order={order} />
                </dd>
                <dt className="text-stone-600">Total</dt>
                <dd className="font-semibold tabular-nums text-stone-900">{order.total}</dd>
              </dl>
              <p className="mt-3 text-sm">
                <InvoiceLink order={order} />
              </p>
            </li>
          ))}
        </ul>
        <div className="overflow-x-auto rounded-lg border border-stone-200 max-md:hidden">
          <table className="w-full text-sm">
            <caption className="sr-only">{description}</caption>
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
                    <StatusLink order={order} />
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{order.total}</td>
                  <td className={cell}>
                    <InvoiceLink order={order} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <Pagination current={page} pageCount={pageCount} href={(n) => `${pathname}?page=${n}`} label="Order pages" />
    </>
  );
}

/** The fulfilment status, linking to the order's status page at the shop. */
function StatusLink({order}: {order: OrderRow}) {
  return (
    <a href={order.statusUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-emerald-800 underline underline-offset-4">
      {statusLabel(order.fulfillmentStatus)}
      <ExternalLinkIcon className="size-4" />
      <span className="sr-only">(order {order.name} status, opens in a new tab)</span>
    </a>
  );
}

function InvoiceLink({order}: {order: OrderRow}) {
  return (
    <a href={order.invoiceUrl} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-emerald-800 underline underline-offset-4">
      <DownloadIcon className="size-4" />
      Invoice<span className="sr-only"> for order {order.name}</span>
    </a>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
