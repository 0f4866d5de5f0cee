import type {ReactNode} from 'react';
import {CartForm} from '@shopify/hydrogen';
import {Form, Link, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import type {AccountHandle} from './($locale).account';
import {NO_ORDERS} from '~/components/account/texts';
import {cartFormInput, CART_FORM_INPUT} from '~/components/cart/cart-form-input';
import {SubmitButton} from '~/components/forms';
import {DownloadIcon} from '~/components/icons';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {pushToDataLayer} from '~/lib/analytics/analytics';
import {runCartAction} from '~/lib/cart/cart.server';
import {invoicePath} from '~/lib/customer/invoice.server';
import {numericId, orderNumberOf} from '~/lib/customer/orders';
import {readForm} from '~/lib/customer/replies.server';
import {requireToken} from '~/lib/customer/session.server';
import type {Money} from '~/lib/customer/types';
import {localizePath, routeLocale} from '~/lib/i18n/locale';
import {formatMoneyV2} from '~/lib/i18n/money';
import {pageTitle} from '~/lib/content/site';
import {displayPhone} from '~/lib/customer/phone';

export const handle: AccountHandle = {accountCrumb: 'Order'};

export const meta: MetaFunction<typeof loader> = ({data: loaded}) => [
  {title: pageTitle(loaded?.order ? `Order ${loaded.order.name}` : 'Order')},
  {name: 'robots', content: 'noindex'},
];

const DATE_TIME = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC'});
const price = (money: Money | null) => (money ? formatMoneyV2(money) : '—');

export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const token = await requireToken(context, request);
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
      invoiceUrl: invoicePath(order.orderNumber, locale),
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
  const token = await requireToken(context, request);
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
          {order.phone ? <p>{displayPhone(order.phone)}</p> : null}
          {order.shippingAddress?.formatted.map((line) => <p key={line}>{line}</p>)}
        </address>
      </section>
      {outcome?.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
          {outcome.error}
        </p>
      ) : null}
      {/*
       * Cards on a phone, the table from the md breakpoint. Each sits in a reorder form of its own:
       * the hidden one is display:none, so its boxes are never ticked by hand, and a form posts only
       * its own boxes, whichever layout the shopper used.
       */}
      <ReorderForm orderName={order.name} className="md:hidden">
        <div role="region" aria-label="Items" className="space-y-4">
          <ul aria-label={`Items in order ${order.name}`} className="space-y-3">
            {order.lines.map((line) => (
              <li key={line.key} className="rounded-lg border border-stone-200 p-4">
                <h3 className="font-semibold text-stone-900">
                  <LineTitle line={line} />
                </h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-stone-600">SKU</dt>
                  <dd className="text-stone-900">{line.sku ?? '—'}</dd>
                  <dt className="text-stone-600">Size</dt>
                  <dd className="text-stone-900">{line.size ?? '—'}</dd>
                  <dt className="text-stone-600">Price</dt>
                  <dd className="tabular-nums text-stone-900">{line.price}</dd>
                  <dt className="text-stone-600">Quantity</dt>
                  <dd className="tabular-nums text-stone-900">{line.quantity}</dd>
                  <dt className="text-stone-600">Total</dt>
                  <dd className="font-semibold tabular-nums text-stone-900">{line.total}</dd>
                </dl>
                <div className="mt-3 text-sm">
                  {line.variantId ? (
                    <label htmlFor={`reorder-${line.key}`} className="inline-flex items-center gap-2 font-semibold text-stone-900">
                      <ReorderBox id={`reorder-${line.key}`} variantId={line.variantId} title={line.title} />
                      Reorder
                    </label>
                  ) : (
                    <span className="text-stone-500">No longer sold</span>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <table className="w-full rounded-lg border border-stone-200 text-sm">
            <caption className="sr-only">Totals of order {order.name}</caption>
            <tbody>
              <Total label="Subtotal" value={order.subtotal} cell={cell} />
              <Total label="Shipping" value={order.shipping} cell={cell} />
              <Total label="Tax" value={order.tax} cell={cell} />
              <Total label="Total" value={order.total} cell={`${cell} text-base font-bold`} />
            </tbody>
          </table>
        </div>
      </ReorderForm>
      <ReorderForm orderName={order.name} className="max-md:hidden">
        <div role="region" aria-label="Items" className="overflow-x-auto rounded-lg border border-stone-200">
          <table className="w-full text-sm">
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
                    <LineTitle line={line} />
                  </th>
                  <td className={`${cell} whitespace-nowrap`}>{line.sku ?? '—'}</td>
                  <td className={cell}>{line.size ?? '—'}</td>
                  <td className={`${cell} text-right tabular-nums`}>{line.price}</td>
                  <td className={`${cell} text-right tabular-nums`}>{line.quantity}</td>
                  <td className={`${cell} text-right tabular-nums`}>{line.total}</td>
                  <td className={cell}>
                    {line.variantId ? (
                      <ReorderBox variantId={line.variantId} title={line.title} />
                    ) : (
                      <span className="text-stone-500">No longer sold</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-stone-300">
              <Total label="Subtotal" value={order.subtotal} cell={cell} span={5} />
              <Total label="Shipping" value={order.shipping} cell={cell} span={5} />
              <Total label="Tax" value={order.tax} cell={cell} span={5} />
              <Total label="Total" value={order.total} cell={`${cell} text-base font-bold`} span={5} />
            </tfoot>
          </table>
        </div>
      </ReorderForm>
    </div>
  );
}

type OrderLine = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['order']>['lines'][number];

/** The ticked lines go to the cart; the analytics event counts them. */
function ReorderForm({orderName, className, children}: {orderName: string; className: string; children: ReactNode}) {
  return (
    <Form
      method="post"
      className={className}
      onSubmit={(event) => {
        const count = new FormData(event.currentTarget).getAll('line').length;
        pushToDataLayer({event: 'reorder', order_name: orderName, item_count: count});
      }}
    >
      {children}
      <div className="mt-6 flex justify-end">
        <SubmitButton>Reorder selected items</SubmitButton>
      </div>
    </Form>
  );
}

/** Every line that can be bought again starts ticked. */
function ReorderBox({id, variantId, title}: {id?: string; variantId: string; title: string}) {
  return (
    <input
      id={id}
      type="checkbox"
      name="line"
      value={variantId}
      defaultChecked
      aria-label={`Reorder ${title}`}
      className="size-5 accent-emerald-800"
    />
  );
}

function LineTitle({line}: {line: OrderLine}) {
  return line.href ? (
    <Link to={line.href} className="text-emerald-800 underline underline-offset-4">
      {line.title}
    </Link>
  ) : (
    line.title
  );
}

function Total({label, value, cell, span = 1}: {label: string; value: string; cell: string; span?: number}) {
  return (
    <tr>
      <th scope="row" colSpan={span} className={`${cell} font-medium ${span > 1 ? 'text-right' : ''}`}>
        {label}
      </th>
      <td className={`${cell} text-right tabular-nums`}>{value}</td>
      {span > 1 ? <td className={cell} /> : null}
    </tr>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
