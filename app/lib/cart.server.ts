import {CartForm, type CartQueryDataReturn, type HydrogenCart} from '@shopify/hydrogen';
import {z} from 'zod';

/**
 * The cart's one write path: every `CartForm` in the store posts here (`/cart`'s action). Inputs are
 * checked before they reach the Storefront API, so a hand-made or garbled post is a 400 with a
 * message, never a 500.
 */

/** No line holds more than this; it keeps a typo such as 10000000 from reaching the API. */
export const MAX_LINE_QUANTITY = 9999;

export const QUANTITY_ERROR = 'Please choose a quantity of at least 1.';
export const QUANTITY_TOO_LARGE = `Please choose a quantity of no more than ${MAX_LINE_QUANTITY.toLocaleString('en-US')}.`;
const INVALID_REQUEST = 'Sorry, we could not update your cart. Please try again.';

const Quantity = z.coerce
  .number({invalid_type_error: QUANTITY_ERROR})
  .int(QUANTITY_ERROR)
  .min(1, QUANTITY_ERROR)
  .max(MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE);

const VariantId = z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
const LineId = z.string().min(1).max(200);
const Attributes = z.array(z.object({key: z.string().max(100), value: z.string().max(1000)})).max(20).optional();

type CartHandler = (cart: HydrogenCart, inputs: unknown) => Promise<CartActionResult>;

/** A cart action: its inputs' schema, then what it does with them. */
function cartAction<Schema extends z.ZodTypeAny>(
  schema: Schema,
  run: (cart: HydrogenCart, inputs: z.output<Schema>) => Promise<CartQueryDataReturn>,
): CartHandler {
  return async (cart, inputs) => {
    const parsed = schema.safeParse(inputs);
    if (!parsed.success) {
      const quantityIssue = parsed.error.issues.find((issue) => issue.path.includes('quantity'));
      return {ok: false, message: quantityIssue?.message ?? INVALID_REQUEST};
    }
    return {ok: true, result: await run(cart, parsed.data)};
  };
}

const ACTIONS: Record<string, CartHandler> = {
  [CartForm.ACTIONS.LinesAdd]: cartAction(
    z.object({
      lines: z
        .array(z.object({merchandiseId: VariantId, quantity: Quantity.optional(), attributes: Attributes}))
        .min(1)
        .max(50),
      /** A product form's quantity box sets every line's quantity, so it works without JavaScript. */
      quantity: Quantity.optional(),
    }),
    (cart, {lines, quantity}) =>
      cart.addLines(lines.map((line) => ({...line, quantity: quantity ?? line.quantity ?? 1}))),
  ),
  [CartForm.ACTIONS.LinesUpdate]: cartAction(
    z.object({
      lines: z
        .array(
          z.object({
            id: LineId,
            quantity: z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY).optional(),
            attributes: Attributes,
          }),
        )
        .min(1)
        .max(250),
    }),
    (cart, {lines}) => cart.updateLines(lines),
  ),
  [CartForm.ACTIONS.LinesRemove]: cartAction(
    z.object({lineIds: z.array(LineId).min(1).max(250)}),
    (cart, {lineIds}) => cart.removeLines(lineIds),
  ),
  [CartForm.ACTIONS.DiscountCodesUpdate]: cartAction(
    z.object({
      discountCode: z.string().trim().max(255).optional(),
      discountCodes: z.array(z.string().trim().max(255)).max(20).optional().default([]),
    }),
    // A new code joins the codes already on the cart; an empty list removes them all.
    (cart, {discountCode, discountCodes}) =>
      cart.updateDiscountCodes([...new Set([...(discountCode ? [discountCode] : []), ...discountCodes])]),
  ),
  [CartForm.ACTIONS.NoteUpdate]: cartAction(
    z.object({note: z.string().max(5000).optional().default('')}),
    (cart, {note}) => cart.updateNote(note.trim()),
  ),
  [CartForm.ACTIONS.BuyerIdentityUpdate]: cartAction(
    z.object({
      buyerIdentity: z.object({
        countryCode: z.enum(['US', 'CA']).optional(),
        email: z.string().email().max(254).optional(),
        phone: z.string().max(30).optional(),
        customerAccessToken: z.string().max(200).optional(),
      }),
    }),
    (cart, {buyerIdentity}) => cart.updateBuyerIdentity(buyerIdentity),
  ),
};

export type CartActionResult = {ok: true; result: CartQueryDataReturn} | {ok: false; message: string};

/** Reads a posted `CartForm` and runs its action on the shopper's cart. */
export async function runCartAction(cart: HydrogenCart, formData: FormData): Promise<CartActionResult> {
  let form: ReturnType<typeof CartForm.getFormInput>;
  try {
    form = CartForm.getFormInput(formData);
  } catch {
    return {ok: false, message: INVALID_REQUEST};
  }
  const handler = typeof form.action === 'string' ? ACTIONS[form.action] : undefined;
  if (!handler || !Object.hasOwn(ACTIONS, form.action)) return {ok: false, message: INVALID_REQUEST};
  return handler(cart, form.inputs);
}
