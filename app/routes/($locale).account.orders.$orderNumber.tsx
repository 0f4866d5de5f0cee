import {CartForm} from '@shopify/hydrogen';
import {Form, Link, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {AccountHandle} from './($locale).account';
import {NO_ORDERS} from '~/components/account/texts';
import {cartFormInput, CART_FORM_INPUT} from '~/components/cart/cart-form-input';
import {SubmitButton} from '~/components/forms';
import {DownloadIcon} from '~/components/icons';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {pushToDataLayer} from '~/lib/analytics';
import {runCartAction} from '~/lib/cart.server';
import {invoiceUrl} from '~/lib/customer/invoice.server';
import {numericId} from '~/lib/customer/orders';
import {readForm} from '~/lib/customer/replies.server';
import {requireToken} from '~/lib/customer/session.server';
import type {Money} from '~/lib/customer/types';
import {localizePath, routeLocale} from '~/lib/locale';
import {formatMoney} from '~/lib/money';
import {pageTitle} from '~/lib/site';

export const handle: AccountHandle = {accountCrumb: 'Order'};

export const meta: MetaFunction<typeof loader> = ({data: loaded}) => [
  {title: pageTitle(loaded?.order ? `Order ${loaded.order.name}` : 'Order')},
  {name: 'robots', content: 'noindex'},
];

const DATE_TIME = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC'});
const price = (money: Money | null) => (money ? formatMoney(Number(money.amount), money.currencyCode) : '—');

/** An order number is digits; anything else cannot be one of the customer's orders. */
function orderNumberOf(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) ? Number(param) : null;
}

export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const token = requireToken(context, request);
  const orderNumber = orderNumberOf(params.orderNumber);
  const order = orderNumber === null
    ? null
    : await context.customer.getOrder(token, orderNumber).catch((error: unknown) => {
        console.error('Account order unavailable:', error instanceof Error ? error.message : 'error');
        return null;
      });
  if (!order) return data({order: null}, {status: 404});
  return {
    order: {
      name: order.name,
      processedAt: DATE_TIME.format(new Date(order.processedAt)),
      invoiceUrl: invoiceUrl(context.env, order.id),
      email: order.email,
      phone: order.phone,
      shippingAddress: order.shippingAddress,
      subtotal: price(order.subtotalPrice),
      shipping: price(order.totalShippingPrice),
      tax: price(order.totalTax),
      total: price(order.totalPrice),
      lines: order.lineItems.map((line, index) => ({
        key: `${index}-${line.variant?.id ?? line.title}`,
        title: line.title,
        variantId: line.variant?.id ?? null,
        href: line.variant
          ? localizePath(`/products/${line.variant.productHandle}/${numericId(line.variant.id)}`, locale)
          : null,
        sku: line.variant?.sku ?? null,
        size: line.variant && line.variant.title !== 'Default Title' ? line.variant.title : null,
        price: line.variant ? price(line.variant.price) : '—',
        quantity: line.quantity,
        total: price(line.discountedTotalPrice),
      })),
    },
  };
}

/**
 * Reorder: the ticked lines go to the cart in one `LinesAdd`, through the cart's own action code, at
 * the quantities of this order. Only variants of this order count, whatever else the form carries.
 */
export async function action({request, params, context}: ActionFunctionArgs) {
  const locale = routeLocale({params, context});
  const token = requireToken(context, request);
  const orderNumber = orderNumberOf(params.orderNumber);
  const order = orderNumber === null ? null : await context.customer.getOrder(token, orderNumber).catch(() => null);
  if (!order) return data({error: NO_ORDERS}, {status: 404});

  const ticked = new Set((await readForm(request)).getAll('line'));
  const lines = order.lineItems
    .filter((line) => line.variant && ticked.has(line.variant.id))
    .map((line) => ({merchandiseId: line.variant!.id, quantity: line.quantity}));
  if (lines.length === 0) return data({error: 'Please tick at least one item to reorder.'}, {status: 400});

  const cartForm = new FormData();
  cartForm.set(CART_FORM_INPUT, cartFormInput({action: CartForm.ACTIONS.LinesAdd, inputs: {lines}}));
  const outcome = await runCartAction(context.cart, cartForm);
  if (!outcome.ok) return data({error: outcome.message}, {status: 502});
  const {cart, userErrors} = outcome.result;
  if (cart?.id) context.cart.setCartId(cart.id);
  if (userErrors?.length) return data({error: userErrors.map((error) => error.message).join(' ')}, {status: 400});
  return redirect(localizePath('/cart', locale), 303);
}

export default function OrderPage() {
  const {order} = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  if (!order) {
    return (
      <div>
        <h1 className="text-3xl font-bold text-stone-900">Order</h1>
        <p className="mt-6 text-stone-700">{NO_ORDERS}</p>
      </div>
    );
  }
  const cell = 'px-3 py-3 text-left align-top';
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">Order {order.name}</h1>
          <p className="mt-1 text-stone-700">Placed {order.processedAt} UTC</p>
        </div>
        <a
          href={order.invoiceUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-900 hover:bg-stone-50"
        >
          <DownloadIcon className="size-4" /> Invoice
        </a>
      </div>
      <section aria-labelledby="shipping-heading" className="rounded-lg border border-stone-200 p-6">
        <h2 id="shipping-heading" className="text-xl font-semibold text-stone-900">
          Shipping address
        </h2>
        <address className="mt-3 not-italic text-stone-800">
          {order.shippingAddress?.name ? <p className="font-semibold">{order.shippingAddress.name}</p> : null}
          {order.email ? <p>{order.email}</p> : null}
          {order.phone ? <p>{order.phone}</p> : null}
          {order.shippingAddress?.formatted.map((line) => <p key={line}>{line}</p>)}
        </address>
      </section>
      <Form
        method="post"
        onSubmit={(event) => {
          const count = new FormData(event.currentTarget).getAll('line').length;
          pushToDataLayer({event: 'reorder', order_name: order.name, item_count: count});
        }}
      >
        {outcome?.error ? (
          <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 text-red-800">
            {outcome.error}
          </p>
        ) : null}
        {/* A focusable scroll area: on a phone the table scrolls sideways, keyboard included. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="relative overflow-x-auto rounded-lg border border-stone-200" tabIndex={0} role="region" aria-label="Items">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">Items in order {order.name}</caption>
            <thead className="bg-stone-50 text-stone-700">
              <tr>
                <th scope="col" className={cell}>Item</th>
                <th scope="col" className={cell}>SKU</th>
                <th scope="col" className={cell}>Size</th>
                <th scope="col" className={`${cell} text-right`}>Price</th>
                <th scope="col" className={`${cell} text-right`}>Quantity</th>
                <th scope="col" className={`${cell} text-right`}>Total</th>
                <th scope="col" className={cell}>Reorder</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {order.lines.map((line) => (
                <tr key={line.key}>
                  <th scope="row" className={`${cell} font-semibold`}>
                    {line.href ? (
                      <Link to={line.href} className="text-emerald-800 underline underline-offset-4">
                        {line.title}
                      </Link>
                    ) : (
                      line.title
                    )}
                  </th>
                  <td className={cell}>{line.sku ?? '—'}</td>
                  <td className={cell}>{line.size ?? '—'}</td>
                  <td className={`${cell} text-right tabular-nums`}>{line.price}</td>
                  <td className={`${cell} text-right tabular-nums`}>{line.quantity}</td>
                  <td className={`${cell} text-right tabular-nums`}>{line.total}</td>
                  <td className={cell}>
                    {line.variantId ? (
                      <input
                        type="checkbox"
                        name="line"
                        value={line.variantId}
                        defaultChecked
                        aria-label={`Reorder ${line.title}`}
                        className="size-5 accent-emerald-800"
                      />
                    ) : (
                      <span className="text-stone-500">No longer sold</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-stone-300">
              <Total label="Subtotal" value={order.subtotal} cell={cell} />
              <Total label="Shipping" value={order.shipping} cell={cell} />
              <Total label="Tax" value={order.tax} cell={cell} />
              <Total label="Total" value={order.total} cell={`${cell} text-base font-bold`} />
            </tfoot>
          </table>
        </div>
        <div className="mt-6 flex justify-end">
          <SubmitButton>Reorder selected items</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

function Total({label, value, cell}: {label: string; value: string; cell: string}) {
  return (
    <tr>
      <th scope="row" colSpan={5} className={`${cell} text-right font-medium`}>
        {label}
      </th>
      <td className={`${cell} text-right tabular-nums`}>{value}</td>
      <td className={cell} />
    </tr>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
