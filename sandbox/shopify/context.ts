import type {SandboxConfig} from '../config';
import type {SandboxDb} from '../db';
import type {CountryMarket, StoreLanguage} from './markets';

/** What every resolver sees for one Storefront API request. */
export interface StorefrontContext {
  db: SandboxDb;
  config: SandboxConfig;
  /** The sandbox's own origin, for URLs the platform itself hosts (checkout). */
  origin: string;
  /** From `@inContext`: prices, currency and availability follow it. */
  country: CountryMarket;
  language: StoreLanguage;
  /** `Type.field` of each field answered null or empty only because the sandbox does not support it. */
  unsupported: Set<string>;
}
