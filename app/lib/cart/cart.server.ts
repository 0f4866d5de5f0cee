import {CartForm, type CartQueryDataReturn, type HydrogenCart} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import {z} from 'zod';
import {CHECKOUT_ACTION, CHECKOUT_ACTIONS, DEAL_CHECKOUT_ACTION, THEN_CHECKOUT, THEN_FIELD} from '~/lib/cart/checkout';
import {DISCOUNT_NOT_VALID, isCodeApplied} from '~/lib/cart/discount';

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
/** The Storefront API did not answer: nothing changed, and the shopper may simply try again. */
export const CART_UNAVAILABLE = 'Sorry, your cart could not be updated just now. Nothing was lost; please try again.';


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
    try {
      const result = await run(cart, parsed.data);
      if (result.errors?.length) return {ok: false, message: CART_UNAVAILABLE};
      return {ok: true, result};
    } catch {
      // A write the API never confirmed: the cart is as it was, so the shopper is told to retry.
      return {ok: false, message: CART_UNAVAILABLE};
    }
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
      /** A cart line's quantity box, posted by its Update button without JavaScript. */
      quantity: z.coerce.number().int().min(0).max(MAX_LINE_QUANTITY).optional(),
    }),
    (cart, {lines, quantity}) =>
      cart.updateLines(lines.map((line) => (quantity === undefined ? line : {...line, quantity}))),
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
    z.object({
      note: z.string().max(5000).optional().default(''),
      /** The checkout button's own field: on the way out a blank or unchanged note is not written. */
      [THEN_FIELD]: z.literal(THEN_CHECKOUT).optional(),
    }),
    async (cart, {note, [THEN_FIELD]: then}) => {
      const trimmed = note.trim();
      if (then === THEN_CHECKOUT) {
        const current = await cart.get();
        if (!trimmed || trimmed === (current?.note ?? '')) return unchanged(current);
      }
      return cart.updateNote(trimmed);
    },
  ),
  [CHECKOUT_ACTION]: cartAction(z.object({}), async (cart) => unchanged(await cart.get())),
  [DEAL_CHECKOUT_ACTION]: cartAction(
    z.object({merchandiseId: VariantId, discountCode: z.string().trim().min(1).max(255)}),
    async (cart, {merchandiseId, discountCode}) => {
      const lines = [{merchandiseId, quantity: 1}];
      const current = await cart.get();
      if (!current?.id) return cart.create({lines, discountCodes: [discountCode]});
      const added = await cart.addLines(lines);
      if (added.errors?.length || added.userErrors?.length) return added;
      const codes = current.discountCodes.map((entry) => entry.code);
      return cart.updateDiscountCodes([...new Set([...codes, discountCode])]);
    },
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

/** A checkout that writes nothing answers with the cart as it is. */
function unchanged(cart: Awaited<ReturnType<HydrogenCart['get']>>): CartQueryDataReturn {
  return {cart, userErrors: [], warnings: []} as unknown as CartQueryDataReturn;
}

export type CartActionResult = {ok: true; result: CartQueryDataReturn} | {ok: false; message: string};

/**
 * What was asked (`action`, and the inputs as read), whether it ends at the hosted checkout, and how
 * it went.
 */
export type CartActionOutcome = CartActionResult & {
  action: string | null;
  inputs: Record<string, unknown>;
  toCheckout: boolean;
};

/** Reads a posted `CartForm` and runs its action on the shopper's cart. */
export async function runCartAction(cart: HydrogenCart, formData: FormData): Promise<CartActionOutcome> {
  let form: ReturnType<typeof CartForm.getFormInput>;
  try {
    form = CartForm.getFormInput(formData);
  } catch {
    return {ok: false, message: INVALID_REQUEST, action: null, inputs: {}, toCheckout: false};
  }
  const action = typeof form.action === 'string' && Object.hasOwn(ACTIONS, form.action) ? form.action : null;
  const inputs = (form.inputs ?? {}) as Record<string, unknown>;
  if (!action) return {ok: false, message: INVALID_REQUEST, action: null, inputs, toCheckout: false};
  const toCheckout = CHECKOUT_ACTIONS.has(action) || inputs[THEN_FIELD] === THEN_CHECKOUT;
  return {...(await ACTIONS[action](cart, inputs)), action, inputs, toCheckout};
}

export type DiscountOutcome = {ok: true; cart: CartApiQueryFragment} | {ok: false; message: string};

/**
 * Adds `code` (already checked against `DiscountCodeForm`) beside the codes the form says are on the
 * cart. A code the API keeps but marks not applicable (expired, not started, unknown) is taken off
 * again, so the cart only ever lists codes that work, and the shopper is told it is not valid.
 */
export async function applyDiscountCode(cart: HydrogenCart, formData: FormData, code: string): Promise<DiscountOutcome> {
  const outcome = await runCartAction(cart, formData);
  if (!outcome.ok) return outcome;
  // Hydrogen's mutations answer with a slim cart; the codes and their verdicts need the full one.
  const updated = await cart.get().catch(() => null);
  if (!updated) return {ok: false, message: CART_UNAVAILABLE};
  if (isCodeApplied(updated.discountCodes, code)) return {ok: true, cart: updated};
  const working = updated.discountCodes.filter((entry) => entry.applicable).map((entry) => entry.code);
  await cart.updateDiscountCodes(working).catch(() => null);
  return {ok: false, message: DISCOUNT_NOT_VALID};
}
