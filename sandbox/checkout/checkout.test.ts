/**
 * The hosted checkout end to end: a cart made with Hydrogen's cart handler, checked out over HTTP as
 * a browser without JavaScript would.
 */
import {describe, expect, test} from 'vitest';
import {loadCatalogue} from '../catalogue';
import {stockOf} from '../catalogue/inventory';
import {setupServedSandbox, type AnyJson, hydrogenStorefront, hydrogenCart} from '../testing';

const served = setupServedSandbox();

function storefront() {
  return hydrogenStorefront(served.url());
}

function cartHandler() {
  return hydrogenCart(storefront());
}

function inStockVariant() {
  const db = served.sandbox().db;
  const found = loadCatalogue()
    .products.flatMap((product) => product.variants.map((variant) => ({product, variant})))
    .find(({variant}) => (stockOf(db, variant.id) ?? 0) >= 3);
  if (!found) throw new Error('The seed needs a variant with stock');
  return found;
}

async function cartWithLine(quantity: number) {
  const cart = cartHandler();
  const {product, variant} = inStockVariant();
  await cart.addLines([{merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity}]);
  await cart.updateBuyerIdentity({email: 'buyer@example.com'});
  return {
    cart,
    product,
    variant,
    checkoutUrl: (await cart.get())?.checkoutUrl as string,
  };
}

const VALID_FORM = {
  email: 'buyer@example.com',
  firstName: 'Rosa',
  lastName: 'Diaz',
  company: 'Diaz Café',
  address1: '100 Main St',
  address2: '',
  city: 'Portland',
  country: 'US',
  province: 'OR',
  zip: '97201',
  phone: '',
};

function post(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe('Hosted checkout', () => {
  test('Shoppers see their cart’s lines and a labelled form, prefilled with their email', async () => {
    const {checkoutUrl, product, variant} = await cartWithLine(2);

    const response = await fetch(checkoutUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Checkout</h1>');
    expect(page).toContain(product.title.replace(/&/g, '&amp;'));
    expect(page).toContain(variant.title);
    expect(page).toMatch(
      /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"[^>]*value="buyer@example.com"/,
    );
    for (const field of [
      'firstName',
      'lastName',
      'address1',
      'city',
      'province',
      'zip',
      'country',
    ]) {
      expect(page).toContain(`<label for="${field}">`);
    }
    expect(page).toMatch(/<button type="submit">Pay now/);
    expect(page).not.toContain('<script');
  });

  test('A missing field answers 400 with the message and the typed values kept', async () => {
    const {checkoutUrl} = await cartWithLine(1);

    const response = await post(checkoutUrl, {
      ...VALID_FORM,
      city: '',
      company: 'Kept & Co',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('aria-invalid="true" aria-describedby="city-error"');
    expect(page).toContain('<span id="city-error">Enter a city</span>');
    expect(page).toContain('value="Kept &amp; Co"');
    expect(page).toContain('value="100 Main St"');
  });

  test('Paying places one order, lowers stock and closes the cart, even when submitted twice', async () => {
    const {cart, checkoutUrl, variant} = await cartWithLine(3);
    const db = served.sandbox().db;
    const stockBefore = stockOf(db, variant.id) as number;

    const first = await post(checkoutUrl, VALID_FORM);
    expect(first.status).toBe(303);
    const statusUrl = first.headers.get('Location');
    expect(statusUrl).toMatch(new RegExp(`^${served.url()}/orders/`));

    const second = await post(checkoutUrl, VALID_FORM);
    expect(second.status).toBe(303);
    expect(second.headers.get('Location')).toBe(statusUrl);

    expect(stockOf(db, variant.id)).toBe(stockBefore - 3);
    expect(await cart.get()).toBeNull();
    const orders = db
      .prepare('SELECT COUNT(*) AS count FROM orders WHERE email = ?')
      .get('buyer@example.com') as {count: number};
    expect(orders.count).toBe(1);

    const statusPage = await fetch(statusUrl as string);
    expect(statusPage.status).toBe(200);

    const again = await fetch(checkoutUrl);
    expect(await again.text()).toContain('has been placed');
  });

  test('Every field on the page and on its error page has a label, and neither runs JavaScript', async () => {
    const {checkoutUrl} = await cartWithLine(1);
    const pages = [
      await (await fetch(checkoutUrl)).text(),
      await (await post(checkoutUrl, {...VALID_FORM, email: 'not-an-email'})).text(),
    ];
    for (const page of pages) {
      expect(page).toMatch(/^<!doctype html>\s*<html lang="en">/);
      const fieldIds = [...page.matchAll(/<(?:input|select|textarea)\b[^>]*\bid="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(fieldIds).toHaveLength(11);
      for (const id of fieldIds) expect(page).toContain(`<label for="${id}">`);
      expect(page).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    }
    expect(pages[1]).toContain('<span id="email-error">Enter a valid email</span>');
  });

  test('A guest’s order joins the account registered under the contact email', async () => {
    const email = `guest.${Date.now()}@example.com`;
    const password = 'compost-guest';
    const registered: AnyJson = await storefront().mutate(
      `#graphql
      mutation CheckoutTestRegister($input: CustomerCreateInput!) {
        customerCreate(input: $input) { customerUserErrors { code } }
      }`,
      {variables: {input: {email, password}}},
    );
    expect(registered.customerCreate.customerUserErrors).toEqual([]);

    const cart = cartHandler();
    const {variant} = inStockVariant();
    const created = await cart.addLines([
      {merchandiseId: `gid://shopify/ProductVariant/${variant.id}`, quantity: 1},
    ]);
    const paid = await post(created.cart.checkoutUrl, {...VALID_FORM, email: email.toUpperCase()});
    expect(paid.status).toBe(303);

    const login: AnyJson = await storefront().mutate(
      `#graphql
      mutation CheckoutTestLogin($input: CustomerAccessTokenCreateInput!) {
        customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
      }`,
      {variables: {input: {email, password}}},
    );
    const account: AnyJson = await storefront().query(
      `#graphql
      query CheckoutTestOrders($token: String!) {
        customer(customerAccessToken: $token) {
          numberOfOrders
          orders(first: 5) { nodes { statusUrl lineItems(first: 5) { nodes { variant { id } } } } }
        }
      }`,
      {
        variables: {token: login.customerAccessTokenCreate.customerAccessToken.accessToken},
        cache: storefront().CacheNone(),
      },
    );
    expect(account.customer.numberOfOrders).toBe('1');
    expect(account.customer.orders.nodes).toEqual([
      {
        statusUrl: paid.headers.get('Location'),
        lineItems: {nodes: [{variant: {id: `gid://shopify/ProductVariant/${variant.id}`}}]},
      },
    ]);
  });

  test('An unknown checkout is a 404 page and an empty cart a 400 page', async () => {
    const unknown = await fetch(`${served.url()}/checkouts/0123456789abcdef`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>Checkout not found</h1>');

    const cart = cartHandler();
    const created = await cart.updateNote('nothing yet');
    const empty = await fetch(created.cart.checkoutUrl);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('<h1>Your cart is empty</h1>');
  });
});
