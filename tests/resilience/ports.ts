/**
 * Ports of the resilience run: beside the end-to-end tests' (3100…) and the bench's (3200…), and
 * moved by the same `E2E_PORT_OFFSET`, so all three can run on one machine.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const RESILIENCE_PORTS = {
  storefront: 3300 + OFFSET,
  sandbox: 4300 + OFFSET,
  assets: 9400 + OFFSET,
};
