import {afterEach, describe, expect, it, vi} from 'vitest';
import {addedToCartFromResult, clickedResult, sendInsightsEvent} from './insights';

const SETTINGS = {appId: 'APP', apiKey: 'search-key', url: 'https://insights.algolia.io'};
const RESULT = {indexName: 'shopify_products', queryID: 'a'.repeat(32), objectID: '800057', position: 3};

function browser({allowed, cookie}: {allowed: boolean | undefined; cookie: string}) {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  vi.stubGlobal('window', {
    Shopify: allowed === undefined ? undefined : {customerPrivacy: {analyticsProcessingAllowed: () => allowed}},
  });
  vi.stubGlobal('document', {cookie});
  vi.stubGlobal('navigator', {sendBeacon});
  return sendBeacon;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Insights events', () => {
  it('go as a beacon with the credentials in the address, the visitor id as the user token', () => {
    const sendBeacon = browser({allowed: true, cookie: 'other=1; user-id=AbCdEfGhIjKlMnOpQrSt'});
    expect(sendInsightsEvent(SETTINGS, clickedResult(RESULT))).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0];
    expect(url).toBe('https://insights.algolia.io/1/events?X-Algolia-Application-Id=APP&X-Algolia-API-Key=search-key');
    expect(JSON.parse(body).events).toEqual([
      {
        eventType: 'click',
        eventName: 'Product Clicked',
        index: 'shopify_products',
        queryID: RESULT.queryID,
        objectIDs: ['800057'],
        positions: [3],
        userToken: 'AbCdEfGhIjKlMnOpQrSt',
        timestamp: expect.any(Number),
      },
    ]);
  });

  it('name an add to cart as a conversion of the same search', () => {
    expect(addedToCartFromResult(RESULT)).toEqual({
      eventType: 'conversion',
      eventSubtype: 'addToCart',
      eventName: 'Product Added To Cart',
      index: 'shopify_products',
      queryID: RESULT.queryID,
      objectIDs: ['800057'],
    });
  });

  it.each([
    ['analytics are not allowed', {allowed: false, cookie: 'user-id=AbCdEfGhIjKlMnOpQrSt'}],
    ['the privacy API has not loaded', {allowed: undefined, cookie: 'user-id=AbCdEfGhIjKlMnOpQrSt'}],
    ['the visitor has no id yet', {allowed: true, cookie: ''}],
  ])('are not sent when %s', (_case, state) => {
    const sendBeacon = browser(state);
    expect(sendInsightsEvent(SETTINGS, clickedResult(RESULT))).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
