import {Link, useLoaderData, type MetaFunction} from '@remix-run/react';
import {data, redirect, type HeadersFunction, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {RouteErrorBoundary} from '~/components/RouteErrorBoundary';
import {parseCartPermalink} from '~/lib/cart/permalink';
import {openCartPermalink, type RefusedItem} from '~/lib/cart/permalink.server';
import {routeLocale} from '~/lib/i18n/locale';
import {pageTitle} from '~/lib/content/site';
import {useLocalizedPath} from '~/lib/i18n/useLocale';

/** One shopper's new cart: nothing here may be stored by a shared cache or indexed. */
const PRIVATE = {'Cache-Control': 'no-store'};

export const meta: MetaFunction = () => [{title: pageTitle('Cart link')}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({loaderHeaders}) => loaderHeaders;

/**
 * A cart permalink (`/cart/800083:2,800055:1?discount=WELCOME10`), Shopify's way of sharing a
 * ready-made cart: a new cart with those lines (and the code) goes straight to the hosted checkout.
 * The only place it sends anyone is the checkout the Storefront API names. When an item cannot be
 * added as asked (no such item, sold out, a quantity no line holds, less in stock), the rest go into
 * the cart and this page names each item and why, with the way to the cart.
 */
export async function loader({request, params, context}: LoaderFunctionArgs) {
  const locale = routeLocale({params, context});
  const parts = parseCartPermalink(params.lines ?? '');
  if (!parts) throw new Response('Not found', {status: 404, headers: PRIVATE});
  const discount = new URL(request.url).searchParams.get('discount')?.trim() || null;

  const outcome = await openCartPermalink({parts, discount, country: locale.country, context});
  const headers = new Headers(outcome.cartHeaders ?? undefined);
  headers.set('Cache-Control', PRIVATE['Cache-Control']);
  if (outcome.complete) return redirect(outcome.checkoutUrl, {status: 303, headers});
  const {added, refused} = outcome;
  return data({added, refused}, {status: added.length ? 200 : statusOf(refused), headers});
}

/** With nothing added, the status says why: no such item, a quantity no line holds, or sold out. */
function statusOf(refused: RefusedItem[]) {
  if (refused.some((item) => item.kind === 'unknown')) return 404;
  if (refused.some((item) => item.kind === 'bad-quantity')) return 400;
  return 409;
}

export default function CartLink() {
  const {added, refused} = useLoaderData<typeof loader>();
  const cartPath = useLocalizedPath('/cart');

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-stone-900">
        {added.length ? 'Some items could not be added as asked' : 'Nothing could be added from this link'}
      </h1>
      <p className="mt-3 text-stone-700">This cart link names items we could not put in your cart as it asks.</p>

      {refused.length ? (
        <section aria-labelledby="refused-heading" className="mt-8">
          <h2 id="refused-heading" className="text-xl font-semibold text-stone-900">
            Not added
          </h2>
          <ul aria-labelledby="refused-heading" className="mt-3 divide-y divide-stone-200 border-y border-stone-200">
            {refused.map((item, index) => (
              // The same item may be named twice in one link, so its place tells it apart.
              <li key={`${index}:${item.title}`} className="py-3">
                <p className="font-semibold text-stone-900">{item.title}</p>
                <p className="text-stone-700">{item.reason}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {added.length ? (
        <section aria-labelledby="added-heading" className="mt-8">
          <h2 id="added-heading" className="text-xl font-semibold text-stone-900">
            Added to your cart
          </h2>
          <ul aria-labelledby="added-heading" className="mt-3 divide-y divide-stone-200 border-y border-stone-200">
            {added.map((item, index) => (
              <li key={`${index}:${item.title}`} className="py-3 sm:flex sm:justify-between sm:gap-4">
                <p className="font-semibold text-stone-900">{item.title}</p>
                <p className="shrink-0 text-stone-700">
                  {item.asked === undefined
                    ? `Quantity ${item.quantity}`
                    : `${item.quantity} of the ${item.asked} asked for: that is all we have`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Link
        to={cartPath}
        className="mt-8 inline-block rounded-md bg-emerald-800 px-5 py-3 font-semibold text-white hover:bg-emerald-900"
      >
        Go to your cart
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
