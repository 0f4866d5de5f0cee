/**
 * The hosted checkout `cart.checkoutUrl` points to: `GET /checkouts/{token}` shows the cart and asks
 * for contact and shipping details; `POST` places the order and sends the buyer to its status page.
 * Placing is idempotent on the checkout token (the order store guarantees it), so a second submit of
 * the same checkout lands on the same order.
 */
import {html} from '../http/responses';
import type {RouteParams} from '../http/router';
import {statusUrl, type OrderLinks} from '../orders/links';
import {placeOrder} from '../orders/place';
import {orderByCheckoutToken} from '../orders/store';
import type {SandboxService, ServiceContext} from '../service';
import {priceCart, type PricedCart} from '../shopify/cart-costs';
import {chargeGiftCards} from '../shopify/gift-cards';
import {completeCart, countCartLines, countCompletedCarts, findCartByToken} from '../shopify/carts';
import {CHECKOUT_FIELDS, parseCheckoutForm, type CheckoutValues} from './form';
import {buildNewOrder} from './order';
import {checkoutPage, messagePage} from './page';

export function createCheckoutService({db, config}: ServiceContext): SandboxService {
  const storeUrl = config.storefront.primaryDomainUrl;

  /** The checkout's cart priced, or the page to answer instead. */
  function openCheckout(token: string): {priced: PricedCart} | {response: Response} {
    const cart = findCartByToken(db, token);
    if (!cart) {
      return {
        response: html(
          messagePage(
            'Checkout not found',
            'This checkout does not exist or has expired.',
            storeUrl,
          ),
          {status: 404},
        ),
      };
    }
    const priced = priceCart(db, cart);
    if (priced.totalQuantity === 0) {
      return {
        response: html(
          messagePage(
            'Your cart is empty',
            'Add something to your cart before checking out.',
            storeUrl,
          ),
          {status: 400},
        ),
      };
    }
    return {priced};
  }

  /** Order links on the origin the buyer reached the sandbox by. */
  const linksFor = (request: Request): OrderLinks => ({
    sandboxOrigin: new URL(request.url).origin,
    storefrontUrl: storeUrl,
  });

  async function show(request: Request, params: RouteParams): Promise<Response> {
    const opened = openCheckout(params.token);
    if ('response' in opened) return opened.response;
    const {priced} = opened;
    const placed = priced.cart.completedAt ? orderByCheckoutToken(db, priced.cart.token) : null;
    if (placed) {
      return html(
        messagePage('Order placed', `Your order ${placed.name} has been placed.`, storeUrl, {
          href: statusUrl(placed, linksFor(request).sandboxOrigin),
          label: 'View your order',
        }),
      );
    }
    return html(
      checkoutPage({
        priced,
        values: prefilled(priced),
        errors: {},
        notice: soldOutNotice(priced),
        storeUrl,
      }),
    );
  }

  async function submit(request: Request, params: RouteParams): Promise<Response> {
    const opened = openCheckout(params.token);
    if ('response' in opened) return opened.response;
    const {priced} = opened;
    const parsed = parseCheckoutForm(await readForm(request));
    if (!parsed.ok) {
      return html(
        checkoutPage({
          priced,
          values: parsed.values,
          errors: parsed.errors,
          storeUrl,
        }),
        {status: 400},
      );
    }
    const notice = priced.cart.completedAt ? undefined : soldOutNotice(priced);
    if (notice) {
      return html(
        checkoutPage({
          priced,
          values: parsed.values,
          errors: {},
          notice,
          storeUrl,
        }),
        {
          status: 409,
        },
      );
    }
    const placed = db.transaction(() => {
      // A second submit of a placed checkout finds its order; only the first one pays.
      if (!priced.cart.completedAt) {
        chargeGiftCards(
          db,
          priced.giftCards.map(({card, usedCents}) => ({id: card.id, usedCents})),
        );
      }
      const order = placeOrder(db, buildNewOrder(db, priced, parsed.submission), linksFor(request));
      completeCart(db, priced.cart.token);
      return order;
    })();
    return new Response(null, {
      status: 303,
      headers: {Location: placed.statusUrl},
    });
  }

  return {
    key: 'checkout',
    name: 'Hosted checkout',
    description: 'Where cart.checkoutUrl leads: contact and shipping details, then the order.',
    endpoints: ['/checkouts/{token}'],
    routes: [
      {method: 'GET', pattern: '/checkouts/:token', handler: show},
      {method: 'POST', pattern: '/checkouts/:token', handler: submit},
    ],
    counts: () => ({
      'cart lines': countCartLines(db),
      'completed checkouts': countCompletedCarts(db),
    }),
  };
}

function prefilled({cart, country}: PricedCart): CheckoutValues {
  const values = Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, ''])) as CheckoutValues;
  return {
    ...values,
    email: cart.email ?? '',
    phone: cart.phone ?? '',
    country: country.isoCode,
  };
}

function soldOutNotice({lines}: PricedCart): string | undefined {
  const soldOut = lines.filter((line) => !line.availableForSale);
  if (soldOut.length === 0) return undefined;
  const titles = soldOut.map(({product}) => product.title).join(', ');
  return `Some items are no longer available: ${titles}. Remove them from your cart to continue.`;
}

async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
