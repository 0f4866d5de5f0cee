/**
 * The Storefront API version the store asks for. Hydrogen 2025.4 defaults to `2025-04`, past
 * Shopify's twelve months of support; the documents, types and sandbox are written for this one
 * (docs/decisions/0024-storefront-api-version.md says how to move to the next).
 */
export const STOREFRONT_API_VERSION = '2026-04';
