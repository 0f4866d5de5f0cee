/**
 * Ports of the resilience run: beside the end-to-end tests' (3100…) and the bench's (3200…), and
 * moved by the same `E2E_PORT_OFFSET`, so all three can run on one machine.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const RESILIENCE_PORTS = {
  storefront: 3300 + OFFSET,
  sandbox: 4300 + OFFSET,
  assets: 9400 + OFFSET,
  /** A second store, started by a test that needs one whose cache holds nothing (`outages.test.ts`). */
  freshStorefront: 3500 + OFFSET,
  freshAssets: 9500 + OFFSET,
};
