/**
 * Changing a cart's lines against stock, as Shopify does since 2024-10: a quantity above what is
 * left is lowered to what is left and the mutation still succeeds, with a `CartWarning` saying so
 * (stock problems are no longer user errors). A line whose variant sells out later stays in the
 * cart, and every later mutation warns about it until the buyer removes it.
 */
import {loadCatalogue} from '../catalogue';
import {stockOf} from '../catalogue/inventory';
import type {SandboxDb} from '../db';
import {
  addCartLine,
  cartLineGid,
  cartLines,
  removeCartLine,
  updateCartLine,
  type CartAttribute,
  type CartLineRecord,
} from './carts';
import {gid} from './nodes';

export interface CartWarning {
  code: 'MERCHANDISE_NOT_ENOUGH_STOCK' | 'MERCHANDISE_OUT_OF_STOCK';
  message: string;
  target: string;
}

export interface LineToAdd {
  variantId: number;
  quantity: number;
  attributes: CartAttribute[];
}

export interface LineChange {
  lineId: string;
  variantId?: number;
  quantity?: number;
  attributes?: CartAttribute[];
}

/** Adds lines; the same variant with the same attributes joins the line already there. */
export function addLines(db: SandboxDb, cartToken: string, inputs: LineToAdd[]): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const input of inputs) {
    const requested = Math.max(0, input.quantity);
    if (requested === 0) continue;
    const lines = cartLines(db, cartToken);
    const existing = lines.find(
      (line) =>
        line.variantId === input.variantId && sameAttributes(line.attributes, input.attributes),
    );
    const current = existing?.quantity ?? 0;
    const allowed = allowedQuantity(db, input.variantId, lines, existing?.id);
    const quantity = Math.min(current + requested, allowed);
    const added = quantity - current;

    let lineId = existing?.id;
    if (existing && added > 0) {
      updateCartLine(db, existing.id, {...existing, quantity});
    } else if (!existing && quantity > 0) {
      lineId = addCartLine(db, cartToken, {...input, quantity}).id;
    }
    if (added < requested) {
      const target = lineId
        ? cartLineGid(cartToken, lineId)
        : gid('ProductVariant', input.variantId);
      warnings.push(stockWarning(input.variantId, added, allowed, target));
    }
  }
  return warnings;
}

/** Changes lines in place; a quantity of 0 removes the line. Line ids must have been checked. */
export function changeLines(
  db: SandboxDb,
  cartToken: string,
  changes: LineChange[],
): CartWarning[] {
  const warnings: CartWarning[] = [];
  for (const change of changes) {
    const lines = cartLines(db, cartToken);
    const line = lines.find((candidate) => candidate.id === change.lineId);
    if (!line) continue;
    if (change.quantity !== undefined && change.quantity <= 0) {
      removeCartLine(db, line.id);
      continue;
    }
    const variantId = change.variantId ?? line.variantId;
    const requested = change.quantity ?? line.quantity;
    const allowed = allowedQuantity(db, variantId, lines, line.id);
    const quantity = Math.min(requested, allowed);
    if (quantity === 0) {
      warnings.push(stockWarning(variantId, 0, allowed, cartLineGid(cartToken, line.id)));
      continue;
    }
    updateCartLine(db, line.id, {
      variantId,
      quantity,
      attributes: change.attributes ?? line.attributes,
    });
    if (quantity < requested) {
      warnings.push(stockWarning(variantId, quantity, allowed, cartLineGid(cartToken, line.id)));
    }
  }
  return warnings;
}

export function removeLines(db: SandboxDb, lineIds: string[]): void {
  for (const lineId of lineIds) removeCartLine(db, lineId);
}

/** Warnings for lines already in the cart whose variant has sold out since. */
export function soldOutLineWarnings(db: SandboxDb, cartToken: string): CartWarning[] {
  return cartLines(db, cartToken)
    .filter((line) => stockOf(db, line.variantId) === 0)
    .map((line) => soldOutWarning(line.variantId, cartLineGid(cartToken, line.id)));
}

/** One warning per code and target, in the order they arose. */
export function uniqueWarnings(warnings: CartWarning[]): CartWarning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    const key = `${warning.code} ${warning.target}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** How many of a variant one line may hold: stock less what the cart's other lines of it hold. */
function allowedQuantity(
  db: SandboxDb,
  variantId: number,
  lines: CartLineRecord[],
  lineId: string | undefined,
): number {
  const stock = stockOf(db, variantId);
  if (stock === null) return Number.POSITIVE_INFINITY;
  const elsewhere = lines
    .filter((line) => line.variantId === variantId && line.id !== lineId)
    .reduce((total, line) => total + line.quantity, 0);
  return Math.max(0, stock - elsewhere);
}

function stockWarning(
  variantId: number,
  added: number,
  allowed: number,
  target: string,
): CartWarning {
  if (allowed === 0) return soldOutWarning(variantId, target);
  return {
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message:
      added > 0
        ? `Only ${added} ${
            added === 1 ? 'item was' : 'items were'
          } added to your cart due to availability.`
        : 'The maximum quantity of this item is already in your cart.',
    target,
  };
}

function soldOutWarning(variantId: number, target: string): CartWarning {
  return {
    code: 'MERCHANDISE_OUT_OF_STOCK',
    message: `The product '${merchandiseTitle(variantId)}' is already sold out.`,
    target,
  };
}

function merchandiseTitle(variantId: number): string {
  const found = loadCatalogue().variantById.get(variantId);
  if (!found) return gid('ProductVariant', variantId);
  const {product, variant} = found;
  return product.variants.length > 1 ? `${product.title} - ${variant.title}` : product.title;
}

function sameAttributes(a: CartAttribute[], b: CartAttribute[]): boolean {
  const canonical = (attributes: CartAttribute[]) =>
    JSON.stringify([...attributes].sort((x, y) => x.key.localeCompare(y.key)));
  return canonical(a) === canonical(b);
}
