/**
 * Gift cards through Hydrogen's own cart handler (`updateGiftCardCodes`, as the skeleton template's
 * gift card form sends it), then paid with on the hosted checkout.
 */
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from '../catalogue';
import {stockOf} from '../catalogue/inventory';
import {hydrogenCart, hydrogenStorefront, setupServedSandbox, type AnyJson} from '../testing';
import {GIFT_CARDS, giftCardsById} from './gift-cards';

const served = setupServedSandbox();

const CART_FIELDS = `
  id
  checkoutUrl
  cost { totalAmount { amount currencyCode } }
  appliedGiftCards {
    id
    lastCharacters
    amountUsed { amount currencyCode }
    balance { amount currencyCode }
    presentmentAmountUsed { amount currencyCode }
  }
`;

function cartFor(country: 'US' | 'CA' = 'US') {
  return hydrogenCart(hydrogenStorefront(served.url(), country), {
    cartQueryFragment: `fragment CartApiQuery on Cart { ${CART_FIELDS} }`,
    cartMutateFragment: `fragment CartApiMutation on Cart { ${CART_FIELDS} }`,
  });
}

const cents = (money: {amount: string}) => Math.round(Number(money.amount) * 100);

/** A cart holding `quantity` of a variant in stock priced from $10 to $40. */
async function cartWithItems(quantity: number, country: 'US' | 'CA' = 'US') {
  const db = served.sandbox().db;
  const variant = loadCatalogue()
    .products.flatMap((product) => product.variants)
    .find((candidate) => {
      const price = Number(candidate.price);
      return price >= 10 && price <= 40 && (stockOf(db, candidate.id) ?? 0) >= 20;
    });
  if (!variant) throw new Error('The seed needs a variant in stock priced from $10 to $40');
  const cart = cartFor(country);
  await cart.addLines([{merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity}]);
  return cart;
}

const [small, large] = GIFT_CARDS;

describe('gift cards on a cart', () => {
  test('a seeded card applies whatever its case, showing only its last four characters', async () => {
    const cart = await cartWithItems(10);
    const result = await cart.updateGiftCardCodes([small.code.toLowerCase()]);
    expect(result.userErrors).toEqual([]);
    const updated = result.cart as AnyJson;
    expect(updated.appliedGiftCards).toEqual([
      {
        id: `gid://shopify/AppliedGiftCard/${small.id}`,
        lastCharacters: small.code.slice(-4),
        amountUsed: {amount: '25.0', currencyCode: 'USD'},
        balance: {amount: '25.0', currencyCode: 'USD'},
        presentmentAmountUsed: {amount: '25.0', currencyCode: 'USD'},
      },
    ]);
    // A gift card pays for the order; it is not a discount, so the cart's total stays.
    const withoutCard = (await cart.updateGiftCardCodes([])).cart as AnyJson;
    expect(withoutCard.cost.totalAmount).toEqual(updated.cost.totalAmount);
  });

  test('an unknown code is refused as Shopify refuses it: left off, with no user error', async () => {
    const cart = await cartWithItems(1);
    const result = await cart.updateGiftCardCodes(['NOT-A-REAL-CARD', ` ${small.code}`]);
    expect(result.userErrors).toEqual([]);
    expect((result.cart as AnyJson).appliedGiftCards).toEqual([]);

    const both = await cart.updateGiftCardCodes([large.code, 'NOT-A-REAL-CARD', large.code]);
    expect(
      (both.cart as AnyJson).appliedGiftCards.map((card: AnyJson) => card.lastCharacters),
    ).toEqual([large.code.slice(-4)]);
    const cleared = await cart.updateGiftCardCodes([]);
    expect((cleared.cart as AnyJson).appliedGiftCards).toEqual([]);
  });

  test('cards pay in the order applied, each only what the ones before it leave', async () => {
    const big = await cartWithItems(10);
    const both = (await big.updateGiftCardCodes([small.code, large.code])).cart as AnyJson;
    expect(both.appliedGiftCards.map((card: AnyJson) => card.amountUsed.amount)).toEqual([
      '25.0',
      '62.5',
    ]);

    // One item and shipping cost less than the larger card holds: it pays it all, the next nothing.
    const one = await cartWithItems(1);
    const paid = (await one.updateGiftCardCodes([large.code, small.code])).cart as AnyJson;
    const [first, second] = paid.appliedGiftCards;
    expect(cents(first.amountUsed)).toBe(cents(paid.cost.totalAmount) + 1495);
    expect(cents(second.amountUsed)).toBe(0);
    expect(cents(second.balance)).toBe(small.balanceCents);
  });

  test('in Canada a card pays in Canadian dollars what it holds in US dollars', async () => {
    const cart = await cartWithItems(10, 'CA');
    await cart.updateBuyerIdentity({countryCode: 'CA'});
    const result = (await cart.updateGiftCardCodes([small.code])).cart as AnyJson;
    expect(result.appliedGiftCards[0].amountUsed).toEqual({amount: '25.0', currencyCode: 'USD'});
    expect(result.appliedGiftCards[0].presentmentAmountUsed).toEqual({
      amount: '33.75',
      currencyCode: 'CAD',
    });
  });

  test('removing an applied card by its id takes it off the cart', async () => {
    const cart = await cartWithItems(1);
    const applied = (await cart.updateGiftCardCodes([small.code, large.code])).cart as AnyJson;
    const removed = await hydrogenStorefront(served.url()).mutate(
      `#graphql
        mutation SandboxGiftCardRemove($cartId: ID!, $ids: [ID!]!) {
          cartGiftCardCodesRemove(cartId: $cartId, appliedGiftCardIds: $ids) {
            cart { appliedGiftCards { lastCharacters } }
            userErrors { code message }
          }
        }`,
      {variables: {cartId: applied.id, ids: [applied.appliedGiftCards[0].id]}},
    );
    expect(removed.cartGiftCardCodesRemove.userErrors).toEqual([]);
    expect(removed.cartGiftCardCodesRemove.cart.appliedGiftCards).toEqual([
      {lastCharacters: large.code.slice(-4)},
    ]);
  });
});

describe('gift cards at the hosted checkout', () => {
  test('the checkout takes the card off what the buyer pays and lowers its balance, once', async () => {
    const cart = await cartWithItems(1);
    const applied = (await cart.updateGiftCardCodes([large.code])).cart as AnyJson;
    const used = cents(applied.appliedGiftCards[0].amountUsed);

    const page = await (await fetch(applied.checkoutUrl)).text();
    expect(page).toContain(`Gift card ending ${large.code.slice(-4)}`);
    expect(page).toContain('Pay now · $0.00');

    const address = {
      email: 'gift.card.buyer@example.com',
      firstName: 'Sam',
      lastName: 'Lee',
      company: '',
      address1: '1 Main St',
      address2: '',
      city: 'Portland',
      country: 'US',
      province: 'OR',
      zip: '97201',
      phone: '',
    };
    const pay = () =>
      fetch(applied.checkoutUrl, {
        method: 'POST',
        body: new URLSearchParams(address),
        redirect: 'manual',
      });
    expect((await pay()).status).toBe(303);
    expect((await pay()).status).toBe(303);

    const [card] = giftCardsById(served.sandbox().db, [large.id]);
    expect(card.balanceCents).toBe(large.balanceCents - used);
  });
});
