/**
 * The cart mutations Hydrogen's `createCartHandler` sends. Each answers `{cart, userErrors,
 * warnings}`: a user error means nothing changed (the cart comes back as it was, or null when there
 * is no cart); warnings report what Shopify changed on its own, such as quantities lowered to stock.
 */
import {loadCatalogue} from '../../catalogue';
import {customerIdForAccountToken} from '../../customer-account/store';
import {customerById, customerIdForAccessToken} from '../../customers';
import type {SandboxDb} from '../../db';
import {
  addLines,
  changeLines,
  removeLines,
  soldOutLineWarnings,
  uniqueWarnings,
  type CartWarning,
  type LineChange,
  type LineToAdd,
} from '../cart-lines';
import {
  cartLines,
  createCart,
  findCart,
  findCartByToken,
  parseCartLineGid,
  updateCart,
  type CartAttribute,
  type CartChanges,
  type CartRecord,
} from '../carts';
import type {StorefrontContext} from '../context';
import {usableGiftCard} from '../gift-cards';
import {numericId} from '../nodes';
import {toCart} from './cart';
import type {Resolvers} from './types';

interface CartUserError {
  field: string[] | null;
  message: string;
  code: string;
}

interface Outcome {
  cart: CartRecord | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

const NOTE_LIMIT = 5000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const cartMutationResolvers: Resolvers = {
  Mutation: {
    cartCreate: (_source, args, context) =>
      mutate(context, () => createFromInput(context, asRecord(args.input))),
    cartLinesAdd: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        const {lines, errors} = readLinesToAdd(args.lines, ['lines']);
        if (errors.length > 0) return {errors};
        return {warnings: addLines(context.db, cart.token, lines)};
      }),
    cartLinesUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        const {changes, errors} = readLineChanges(
          args.lines,
          cart.token,
          lineIdsOf(context.db, cart),
        );
        if (errors.length > 0) return {errors};
        return {warnings: changeLines(context.db, cart.token, changes)};
      }),
    cartLinesRemove: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        const ids = asArray(args.lineIds).map((id) => ({
          id,
          lineId: parseCartLineGid(id, cart.token),
        }));
        const known = lineIdsOf(context.db, cart);
        const errors = ids.flatMap(({id, lineId}, index) =>
          lineId && known.has(lineId) ? [] : [missingLineError(['lineIds', String(index)], id)],
        );
        if (errors.length > 0) return {errors};
        removeLines(
          context.db,
          ids.flatMap(({lineId}) => (lineId ? [lineId] : [])),
        );
        return {};
      }),
    cartDiscountCodesUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        updateCart(context.db, cart.token, {
          discountCodes: readDiscountCodes(args.discountCodes),
        });
        return {};
      }),
    cartGiftCardCodesUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        updateCart(context.db, cart.token, {
          giftCardIds: readGiftCardCodes(context.db, args.giftCardCodes),
        });
        return {};
      }),
    cartGiftCardCodesRemove: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        const removed = new Set(
          asArray(args.appliedGiftCardIds).map((id) => numericId(id, 'AppliedGiftCard')),
        );
        updateCart(context.db, cart.token, {
          giftCardIds: cart.giftCardIds.filter((id) => !removed.has(id)),
        });
        return {};
      }),
    cartNoteUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        const note = String(args.note);
        if (note.length > NOTE_LIMIT) return {errors: [noteTooLong(['note'])]};
        updateCart(context.db, cart.token, {note});
        return {};
      }),
    cartAttributesUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        updateCart(context.db, cart.token, {
          attributes: readAttributes(args.attributes),
        });
        return {};
      }),
    cartBuyerIdentityUpdate: (_source, args, context) =>
      mutateCart(context, args.cartId, (cart) => {
        const {changes, errors} = readBuyerIdentity(context.db, args.buyerIdentity, [
          'buyerIdentity',
        ]);
        if (errors.length > 0) return {errors};
        updateCart(context.db, cart.token, changes);
        return {};
      }),
  },
};

/** Runs a mutation in one transaction and shapes its payload. */
function mutate(context: StorefrontContext, change: () => Outcome) {
  const outcome = context.db.transaction(change)();
  return {
    cart: outcome.cart ? toCart(outcome.cart, context) : null,
    userErrors: outcome.userErrors,
    warnings: outcome.warnings,
  };
}

/** A mutation on an existing cart: Shopify's answer for a missing (or checked-out) cart, else `change`. */
function mutateCart(
  context: StorefrontContext,
  cartId: unknown,
  change: (cart: CartRecord) => {
    errors?: CartUserError[];
    warnings?: CartWarning[];
  },
) {
  return mutate(context, () => {
    const cart = findCart(context.db, cartId);
    if (!cart) {
      return {
        cart: null,
        userErrors: [
          {
            field: ['cartId'],
            message: 'The specified cart does not exist.',
            code: 'INVALID',
          },
        ],
        warnings: [],
      };
    }
    const {errors = [], warnings = []} = change(cart);
    return {
      cart: findCartByToken(context.db, cart.token),
      userErrors: errors,
      warnings: uniqueWarnings([...warnings, ...soldOutLineWarnings(context.db, cart.token)]),
    };
  });
}

function createFromInput(context: StorefrontContext, input: Record<string, unknown>): Outcome {
  const {db} = context;
  const lineInput = readLinesToAdd(input.lines, ['input', 'lines']);
  const buyer = readBuyerIdentity(db, input.buyerIdentity, ['input', 'buyerIdentity']);
  const note = typeof input.note === 'string' ? input.note : null;
  const errors = [...lineInput.errors, ...buyer.errors];
  if (note !== null && note.length > NOTE_LIMIT) errors.push(noteTooLong(['input', 'note']));
  if (errors.length > 0) return {cart: null, userErrors: errors, warnings: []};

  const cart = createCart(db, {
    countryCode: context.country.isoCode,
    ...buyer.changes,
    note,
    attributes: readAttributes(input.attributes),
    discountCodes: readDiscountCodes(input.discountCodes),
  });
  const warnings = addLines(db, cart.token, lineInput.lines);
  return {
    cart: findCartByToken(db, cart.token),
    userErrors: [],
    warnings: uniqueWarnings(warnings),
  };
}

function readLinesToAdd(value: unknown, field: string[]) {
  const lines: LineToAdd[] = [];
  const errors: CartUserError[] = [];
  asArray(value).forEach((raw, index) => {
    const input = asRecord(raw);
    const variantId = knownVariantId(input.merchandiseId);
    if (variantId === null) {
      errors.push(
        missingMerchandiseError([...field, String(index), 'merchandiseId'], input.merchandiseId),
      );
      return;
    }
    lines.push({
      variantId,
      quantity: typeof input.quantity === 'number' ? input.quantity : 1,
      attributes: readAttributes(input.attributes),
    });
  });
  return {lines, errors};
}

function lineIdsOf(db: SandboxDb, cart: CartRecord): Set<string> {
  return new Set(cartLines(db, cart.token).map((line) => line.id));
}

function readLineChanges(value: unknown, cartToken: string, knownLineIds: Set<string>) {
  const changes: LineChange[] = [];
  const errors: CartUserError[] = [];
  asArray(value).forEach((raw, index) => {
    const input = asRecord(raw);
    const lineId = parseCartLineGid(input.id, cartToken);
    if (!lineId || !knownLineIds.has(lineId)) {
      errors.push(missingLineError(['lines', String(index), 'id'], input.id));
      return;
    }
    let variantId: number | undefined;
    if (input.merchandiseId !== undefined && input.merchandiseId !== null) {
      const known = knownVariantId(input.merchandiseId);
      if (known === null) {
        errors.push(
          missingMerchandiseError(['lines', String(index), 'merchandiseId'], input.merchandiseId),
        );
        return;
      }
      variantId = known;
    }
    changes.push({
      lineId,
      variantId,
      quantity: typeof input.quantity === 'number' ? input.quantity : undefined,
      attributes: Array.isArray(input.attributes) ? readAttributes(input.attributes) : undefined,
    });
  });
  return {changes, errors};
}

/**
 * `countryCode` prices the cart in that country's currency; a customer access token links the cart
 * to its customer and fills the email when none is given.
 */
function readBuyerIdentity(db: SandboxDb, value: unknown, field: string[]) {
  const input = asRecord(value);
  const changes: CartChanges = {};
  const errors: CartUserError[] = [];
  if (typeof input.countryCode === 'string') changes.countryCode = input.countryCode;
  if (typeof input.phone === 'string') changes.phone = input.phone;
  if (typeof input.email === 'string') {
    if (EMAIL_PATTERN.test(input.email)) changes.email = input.email;
    else
      errors.push({
        field: [...field, 'email'],
        message: 'Email is invalid',
        code: 'INVALID',
      });
  }
  if (typeof input.customerAccessToken === 'string') {
    const customerId =
      customerIdForAccessToken(db, input.customerAccessToken) ??
      customerIdForAccountToken(db, input.customerAccessToken);
    const customer = customerId === null ? null : customerById(db, customerId);
    if (customer) {
      changes.customerId = customer.id;
      changes.customerAccessToken = input.customerAccessToken;
      changes.email ??= customer.email;
      changes.phone ??= customer.phone;
    } else {
      errors.push({
        field: [...field, 'customerAccessToken'],
        message: 'Customer is invalid',
        code: 'INVALID',
      });
    }
  }
  return {changes, errors};
}

function knownVariantId(merchandiseId: unknown): number | null {
  const id = numericId(merchandiseId, 'ProductVariant');
  return id !== null && loadCatalogue().variantById.has(id) ? id : null;
}

function readAttributes(value: unknown): CartAttribute[] {
  return asArray(value).map((raw) => {
    const {key, value: attributeValue} = asRecord(raw);
    return {key: String(key), value: String(attributeValue)};
  });
}

function readDiscountCodes(value: unknown): string[] {
  const codes = asArray(value)
    .map((code) => String(code).trim())
    .filter(Boolean);
  return codes.filter(
    (code, index) =>
      codes.findIndex((other) => other.toUpperCase() === code.toUpperCase()) === index,
  );
}

/**
 * The cards the codes name, each once, in the order given. As on Shopify, a code the shop does not
 * have, or a card that cannot pay (spent, disabled, expired), is left off without a user error, and
 * codes are not trimmed: the cart's `appliedGiftCards` is how a storefront tells it was refused.
 */
function readGiftCardCodes(db: SandboxDb, value: unknown): number[] {
  const ids = asArray(value).flatMap((code) => {
    const card = usableGiftCard(db, String(code));
    return card ? [card.id] : [];
  });
  return [...new Set(ids)];
}

function missingMerchandiseError(field: string[], merchandiseId: unknown): CartUserError {
  return {
    field,
    message: `The merchandise with id ${String(merchandiseId)} does not exist.`,
    code: 'INVALID',
  };
}

function missingLineError(field: string[], lineId: unknown): CartUserError {
  const text = String(lineId);
  const tail = /^gid:\/\/shopify\/CartLine\/([^?]+)/.exec(text)?.[1] ?? text;
  return {
    field,
    message: `The merchandise line with id ${tail} does not exist.`,
    code: 'INVALID_MERCHANDISE_LINE',
  };
}

function noteTooLong(field: string[]): CartUserError {
  return {
    field,
    message: `The note exceeds the maximum number of ${NOTE_LIMIT} characters.`,
    code: 'NOTE_TOO_LONG',
  };
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
