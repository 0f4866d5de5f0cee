import type {SubmissionResult} from '@conform-to/react';

/*
 * Which of a sold-out product's two forms was posted. Apart from their zod schemas (`forms.ts`):
 * the product route's client action reads these on every product page, which then need no zod.
 */
export const BACK_IN_STOCK = 'back-in-stock';
export const SPECIAL_ORDER = 'special-order';

/** What the product route's action answers to either form. */
export interface ProductFormReply {
  intent: typeof BACK_IN_STOCK | typeof SPECIAL_ORDER;
  result: SubmissionResult<string[]>;
  /** The service took it. */
  sent: boolean;
}
