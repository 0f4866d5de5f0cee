/**
 * Hydrogen's consent helper (`useCustomerPrivacy`, mounted by `<Analytics.Provider>`) checks the
 * public Storefront API token as it renders and logs `It looks like you passed a private access
 * token` for one not shaped like Shopify's, on every page. This runs Hydrogen's own check on the
 * token a local run hands the storefront (`.env.example`, the sandbox's default), so a token the
 * check refuses fails here even before any page mounts the helper.
 */
import {useCustomerPrivacy} from '@shopify/hydrogen';
import {createElement} from 'react';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {renderWithRouter} from '../render';
import {PROJECT_ROOT} from '../../sandbox/config';
import {loadLocalEnv} from '../../scripts/local-env';

const env = loadLocalEnv(PROJECT_ROOT, {});

function ConsentCheck({token}: {token: string}) {
  useCustomerPrivacy({storefrontAccessToken: token, checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN});
  return null;
}

/** What Hydrogen logged as an error while rendering its consent helper with `token`. */
async function errorsFor(token: string): Promise<string[]> {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await renderWithRouter(createElement(ConsentCheck, {token}));
  return logged.mock.calls.map((call) => call.map(String).join(' '));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the public Storefront API token', () => {
  test('is not mistaken for a private one by Hydrogen’s consent helper', async () => {
    expect(await errorsFor(env.PUBLIC_STOREFRONT_API_TOKEN)).toEqual([]);
  });

  test('the helper does complain of tokens not shaped like a public one', async () => {
    for (const token of [env.PRIVATE_STOREFRONT_API_TOKEN, 'sandbox-public-storefront-token']) {
      expect(await errorsFor(token)).toEqual([
        expect.stringContaining('It looks like you passed a private access token'),
      ]);
    }
  });
});
