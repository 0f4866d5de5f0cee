/**
 * `npm run generate:types`: regenerates the committed types, the Storyblok components' from
 * `storyblok/components/`, and the Storefront and Customer Account API documents' from the `#graphql`
 * literals in `app/`.
 * Offline; run it after changing either, and commit the output.
 */
import {writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {
  CUSTOMER_ACCOUNT_TYPES_FILE,
  generateCustomerAccountTypes,
  generateStorefrontTypes,
  STOREFRONT_TYPES_FILE,
} from './codegen/storefront-types';
import {generateStoryblokTypes, STORYBLOK_TYPES_FILE} from './codegen/storyblok-types';

const ROOT = resolve(import.meta.dirname, '..');

writeFileSync(resolve(ROOT, STORYBLOK_TYPES_FILE), generateStoryblokTypes());
console.info(`Wrote ${STORYBLOK_TYPES_FILE}`);
writeFileSync(resolve(ROOT, STOREFRONT_TYPES_FILE), await generateStorefrontTypes(ROOT));
console.info(`Wrote ${STOREFRONT_TYPES_FILE}`);
writeFileSync(resolve(ROOT, CUSTOMER_ACCOUNT_TYPES_FILE), await generateCustomerAccountTypes(ROOT));
console.info(`Wrote ${CUSTOMER_ACCOUNT_TYPES_FILE}`);
