/**
 * A product's variants: one per size and pack, priced from the size's price per piece, with SKUs,
 * shipping weights, stock and the per-variant `gpp` metafields.
 */
import type {SeedProduct, SeedVariant} from '../types';
import type {PackDef, PrintDef, ProductDef, SizeDef, StockCase} from './definitions';
import {decimal, integer, text} from './metafields';
import {between} from './random';

export interface VariantCombo {
  size: SizeDef;
  /** Set for products with stock prints. */
  print: PrintDef | null;
  pack: PackDef;
}

interface VariantOptions {
  firstId: number;
  stock: StockCase;
  /** The first variant gets a compare-at price. */
  onSale: boolean;
  random: () => number;
}

export function buildVariants(
  def: ProductDef,
  {firstId, stock, onSale, random}: VariantOptions,
): {combos: VariantCombo[]; variants: SeedVariant[]} {
  const prints: (PrintDef | null)[] = def.prints ?? [null];
  const combos = def.sizes.flatMap((size) =>
    prints.flatMap((print) => def.packs.map((pack) => ({size, print, pack: packFor(pack, size)}))),
  );
  const soldOutVariant = stock === 'one-variant-sold-out' ? combos.length - 1 : -1;
  const variants = combos.map(({size, print, pack}, position): SeedVariant => {
    const options = optionValues(def, size, print, pack);
    const price = roundPrice((size.eachPrice + (print?.surcharge ?? 0)) * pack.count * pack.premium);
    const printSoldOut = print !== null && (def.soldOutPrints ?? []).includes(print.label);
    return {
      id: firstId + position,
      title: options.map((option) => option.value).join(' / '),
      sku: [
        def.sku,
        def.sizes.length > 1 ? skuToken(size.label) : '',
        print?.code ?? '',
        `-${pack.count}`,
      ].join(''),
      price: price.toFixed(2),
      compareAtPrice: onSale && position === 0 ? roundPrice(price * 1.18).toFixed(2) : null,
      selectedOptions: options,
      inventoryQuantity: printSoldOut ? 0 : quantityOf(stock, position === soldOutVariant, random),
      weight: shippingPounds(size, pack),
      weightUnit: 'POUNDS',
      imageIndex: null,
      metafields: {
        each_price: decimal(price / pack.count),
        package_size: integer(pack.count),
        package_type: text(pack.type),
        pack_qty: integer(pack.innerPacks),
        ...(size.ounces === null ? {} : {size_ounces: integer(size.ounces)}),
      },
    };
  });
  return {combos, variants};
}

/** Positions in the seed that get each stock case, unless the product is always stocked. */
export function stockCaseOf(index: number, alwaysStocked: boolean): StockCase {
  if (alwaysStocked) return 'plenty';
  if (index % 29 === 11) return 'sold-out';
  if (index % 19 === 4) return 'one-variant-sold-out';
  if (index % 13 === 6) return 'low';
  if (index % 11 === 9) return 'untracked';
  return 'plenty';
}

function quantityOf(
  stock: StockCase,
  isSoldOutVariant: boolean,
  random: () => number,
): number | null {
  const plenty = between(random, 24, 960);
  switch (stock) {
    case 'sold-out':
      return 0;
    case 'untracked':
      return null;
    case 'low':
      return between(random, 1, 10);
    case 'one-variant-sold-out':
      return isSoldOutVariant ? 0 : plenty;
    case 'plenty':
      return plenty;
  }
}

/** A case of a size with its own case count keeps the size of its inner packs. */
function packFor(pack: PackDef, size: SizeDef): PackDef {
  if (pack.type !== 'Case' || size.caseCount === undefined || size.caseCount === pack.count)
    return pack;
  const perInner = pack.count / pack.innerPacks;
  return {
    ...pack,
    count: size.caseCount,
    innerPacks: Math.max(1, Math.round(size.caseCount / perInner)),
  };
}

const packLabel = (pack: PackDef) => `${pack.type} of ${pack.count}`;

function optionValues(
  def: ProductDef,
  size: SizeDef,
  print: PrintDef | null,
  pack: PackDef,
): {name: string; value: string}[] {
  const options: {name: string; value: string}[] = [];
  if (def.sizes.length > 1) options.push({name: 'Size', value: size.label});
  if (print) options.push({name: 'Print', value: print.label});
  if (def.packs.length > 1) options.push({name: 'Pack', value: packLabel(pack)});
  return options.length > 0 ? options : [{name: 'Title', value: 'Default Title'}];
}

export function optionsOf(def: ProductDef): SeedProduct['options'] {
  const options: SeedProduct['options'] = [];
  if (def.sizes.length > 1)
    options.push({name: 'Size', values: def.sizes.map((size) => size.label)});
  if (def.prints) options.push({name: 'Print', values: def.prints.map((print) => print.label)});
  if (def.packs.length > 1) {
    const labels = def.sizes.flatMap((size) =>
      def.packs.map((pack) => packLabel(packFor(pack, size))),
    );
    options.push({name: 'Pack', values: [...new Set(labels)]});
  }
  return options.length > 0 ? options : [{name: 'Title', values: ['Default Title']}];
}

/** Trade prices end in 5 or 9 cents: 104.95, 8.69. */
function roundPrice(amount: number): number {
  const nickels = Math.max(1, Math.round(amount * 20));
  const cents = nickels * 5;
  return (cents % 10 === 0 ? cents - 1 : cents) / 100;
}

/** "12 oz" → "12", "9 x 6 in" → "9X6IN". */
function skuToken(label: string): string {
  return label
    .toUpperCase()
    .replace(/ OZ$/, '')
    .replace(/[^A-Z0-9]/g, '');
}

/** Pieces plus a corrugated case (or a paper wrap for small packs), in pounds to one decimal. */
export function shippingPounds(size: SizeDef, pack: PackDef): number {
  const pieces = (size.grams * pack.count) / 453.59;
  const packaging = pack.count >= 200 ? 1.4 : 0.1;
  return Math.max(0.1, Math.round((pieces + packaging) * 10) / 10);
}
