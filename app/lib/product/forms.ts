import {z} from 'zod';
import {checkbox, email, requiredText} from '~/lib/forms/fields';
import {BACK_IN_STOCK, SPECIAL_ORDER} from './form-intents';

/**
 * The two forms a sold-out product offers, validated the same way in the browser and in the product
 * route's action. `intent` says which one was sent, since both post to the same page.
 */

const NAME_MAX = 100;

export const BackInStockSchema = z.object({
  intent: z.literal(BACK_IN_STOCK),
  email: email(),
  subscribe: checkbox(),
  /** The sold-out variant's number; the action checks it belongs to the product. */
  variant: z.string().regex(/^\d{1,20}$/),
});

export const SpecialOrderSchema = z.object({
  intent: z.literal(SPECIAL_ORDER),
  first_name: requiredText({max: NAME_MAX}),
  last_name: requiredText({max: NAME_MAX}),
  email: email(),
});

export const BACK_IN_STOCK_SUCCESS = 'Thank you! We will email you as soon as this item is back in stock.';
export const SPECIAL_ORDER_SUCCESS = 'Thank you for your submission! We will be in touch shortly.';
/** How long the restock form shows its thank-you before it is ready for another address. */
export const BACK_IN_STOCK_RESET_MS = 5000;
