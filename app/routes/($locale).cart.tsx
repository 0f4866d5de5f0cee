import {Link, useActionData, useLoaderData, type MetaFunction} from '@remix-run/react';
import {Image, Money} from '@shopify/hydrogen';
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
} from '@shopify/remix-oxygen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {CartMessages} from '~/components/cart/CartMessages';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {runCartAction} from '~/lib/cart.server';
import {routeLocale} from '~/lib/locale';
import {productPath} from '~/lib/product/variants';
import {pageTitle} from '~/lib/site';
import {useLocalizedPath} from '~/lib/useLocale';

/** A cart belongs to one shopper: nothing on this route may be stored by a shared cache. */
const PRIVATE = {'Cache-Control': 'no-store'};

export const meta: MetaFunction = () => [{title: pageTitle('Cart')}];

export const headers: HeadersFunction = ({actionHeaders, loaderHeaders}) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export async function loader({params, context}: LoaderFunctionArgs) {
  routeLocale({params, context});
  const cart = await context.cart.get();
  return data({cart}, {headers: PRIVATE});
}

export async function action({request, params, context}: ActionFunctionArgs) {
  routeLocale({params, context});
  const formData = await request.formData().catch(() => new FormData());
  const outcome = await runCartAction(context.cart, formData);
  if (!outcome.ok) {
    return data({cart: null, errors: [outcome.message], warnings: []}, {status: 400, headers: PRIVATE});
  }

  const {cart, userErrors, warnings} = outcome.result;
  const headers = new Headers(PRIVATE);
  if (cart?.id) context.cart.setCartId(cart.id);
  return data(
    {
      cart,
      errors: (userErrors ?? []).map((error) => error.message),
      warnings: (warnings ?? []).map((warning) => warning.message),
    },
    {status: userErrors?.length ? 400 : 200, headers},
  );
}

export default function CartPage() {
  const {cart} = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const lines = cart?.lines.nodes ?? [];
  const shopPath = useLocalizedPath('/');

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-stone-900">Cart</h1>
      <CartMessages errors={outcome?.errors} warnings={outcome?.warnings} className="mt-6" />
      {lines.length === 0 ? (
        <div className="mt-8 rounded-lg border border-stone-200 bg-stone-50 px-6 py-12 text-center">
          <p className="text-lg text-stone-800">Your cart is empty.</p>
          <Link
            to={shopPath}
            className="mt-6 inline-block rounded-md bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900"
          >
            Continue shopping
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label="Items in your cart" className="mt-8 divide-y divide-stone-200 border-y border-stone-200">
            {lines.map((line) => (
              <CartLine key={line.id} line={line} />
            ))}
          </ul>
          <div className="mt-6 flex flex-col items-end gap-4">
            <p className="text-lg">
              <span className="text-stone-700">Subtotal </span>
              <Money data={cart!.cost.subtotalAmount} as="span" className="font-semibold text-stone-900" />
            </p>
            <a
              href={cart!.checkoutUrl}
              className="rounded-md bg-emerald-800 px-6 py-3 font-semibold text-white hover:bg-emerald-900"
            >
              Check out
            </a>
          </div>
        </>
      )}
    </section>
  );
}

type Line = CartApiQueryFragment['lines']['nodes'][number];

function CartLine({line}: {line: Line}) {
  const {merchandise} = line;
  const href = useLocalizedPath(productPath(merchandise.product.handle, merchandise.id));
  const options = merchandise.selectedOptions.filter((option) => option.value !== 'Default Title');
  return (
    <li className="flex gap-4 py-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-stone-50">
        {merchandise.image ? (
          <Image data={merchandise.image} width={80} height={80} className="size-full object-contain" />
        ) : null}
      </div>
      <div className="flex flex-1 flex-wrap items-start justify-between gap-x-6 gap-y-1">
        <div>
          <Link to={href} className="font-semibold text-stone-900 hover:text-emerald-800 hover:underline">
            {merchandise.product.title}
          </Link>
          {options.length ? (
            <p className="text-sm text-stone-700">
              {options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
            </p>
          ) : null}
          <p className="text-sm text-stone-700">Quantity: {line.quantity}</p>
        </div>
        <Money data={line.cost.totalAmount} className="font-semibold text-stone-900" />
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
