import type {AccountSettings} from '../../customers/accounts';
import type {CustomerError} from '../../customers/validation';
import type {StorefrontContext} from '../context';

/**
 * Customer mutations report problems twice: `customerUserErrors` with a code, and the deprecated
 * `userErrors` with the same field and message. Payloads without `userErrors` ignore it.
 */
export function errorLists(errors: CustomerError[]) {
  return {
    customerUserErrors: errors,
    userErrors: errors.map(({field, message}) => ({field, message})),
  };
}

export const NO_ERRORS = errorLists([]);

export function accountSettings({config}: StorefrontContext): AccountSettings {
  return {
    tokenTtlSeconds: config.customerTokenTtlSeconds,
    storefrontUrl: config.storefront.primaryDomainUrl,
  };
}

/** Optional input fields arrive as undefined (left out) or null (cleared); anything else is text. */
export function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return value;
  return String(value);
}
