import {describe, expect, it} from 'vitest';
import {readJson, setupServedSandbox} from '../testing';

const {url} = setupServedSandbox();

function post(path: string, fields: Record<string, string>) {
  return fetch(`${url()}${path}`, {
    method: 'POST',
    headers: {'Cache-Control': 'no-cache'},
    body: new URLSearchParams(fields),
  });
}

describe('email marketing', () => {
  it('subscribes an address to a list with the fields the footer sends, and says when it already was', async () => {
    const fields = {g: 'XyZ123', email: 'cafe@example.com', $fields: '$source', $source: 'Footer'};
    const first = await post('/klaviyo/subscribe', fields);
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({
      success: true,
      errors: [],
      data: {is_subscribed: false, email: 'cafe@example.com', list_id: 'XyZ123'},
    });
    expect((await readJson(await post('/klaviyo/subscribe', fields))).data.is_subscribed).toBe(
      true,
    );

    const {subscriptions} = await readJson(await fetch(`${url()}/klaviyo/received.json`));
    expect(subscriptions[0]).toMatchObject({listId: 'XyZ123', email: 'cafe@example.com', fields});
  });

  it('refuses a signup without a list or a valid email, with the reasons', async () => {
    const response = await post('/klaviyo/subscribe', {email: 'not-an-email'});
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      success: false,
      errors: ['A list id (g) is required.', 'A valid email address is required.'],
      data: {},
    });
  });

  it('records a back-in-stock request with product, variant and newsletter choice', async () => {
    const response = await post('/klaviyo/back-in-stock', {
      a: 'PK123',
      email: 'diner@example.com',
      platform: 'shopify',
      variant: '800002',
      product: '700001',
      subscribe_for_newsletter: 'true',
      g: 'XyZ123',
    });
    expect(await readJson(response)).toEqual({success: true});
    const {backInStock} = await readJson(await fetch(`${url()}/klaviyo/received.json`));
    expect(backInStock[0]).toMatchObject({
      companyId: 'PK123',
      email: 'diner@example.com',
      productId: '700001',
      variantId: '800002',
      subscribeForNewsletter: true,
      listId: 'XyZ123',
    });
  });

  it('refuses a back-in-stock request missing its variant', async () => {
    const response = await post('/klaviyo/back-in-stock', {
      a: 'PK123',
      email: 'x@example.com',
      product: '1',
    });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toEqual({
      success: false,
      errors: ['The field "variant" is required.'],
    });
  });
});
