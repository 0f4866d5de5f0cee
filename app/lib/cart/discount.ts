import {z} from 'zod';
import {requiredText} from '~/lib/forms/fields';

/** The discount form's one field; the browser and the `/cart` action check it with this schema. */
export const DiscountCodeForm = z.object({discountCode: requiredText({max: 255})});

export const DISCOUNT_NOT_VALID = 'This discount code is not valid.';

/** Whether the cart holds `code` as applicable (codes compare without regard to case). */
export function isCodeApplied(
  discountCodes: readonly {code: string; applicable: boolean}[] | null | undefined,
  code: string,
): boolean {
  const wanted = code.trim().toUpperCase();
  return (discountCodes ?? []).some((entry) => entry.applicable && entry.code.toUpperCase() === wanted);
}
