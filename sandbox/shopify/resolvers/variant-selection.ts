/**
 * Picking variants from option selections, the way `variantBySelectedOptions`,
 * `selectedOrFirstAvailableVariant`, `adjacentVariants` and `ProductOptionValue.firstSelectableVariant`
 * do: selections are matched by option and value name (optionally case-insensitively, optionally
 * ignoring options the product does not have) and compared as option-value index tuples.
 */
import type {SeedVariant} from '../../catalogue';
import type {ProductView} from './product-view';

export interface SelectionArguments {
  selectedOptions?: unknown;
  caseInsensitiveMatch?: unknown;
  ignoreUnknownOptions?: unknown;
}

/**
 * The selection as option index → value index, or null when it names an option or value the
 * product does not have (unknown options are skipped when `ignoreUnknownOptions` is set).
 */
export function readSelection(
  view: ProductView,
  args: SelectionArguments,
): Map<number, number> | null {
  const selected = Array.isArray(args.selectedOptions)
    ? (args.selectedOptions as {name: string; value: string}[])
    : [];
  const same =
    args.caseInsensitiveMatch === true
      ? (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
      : (a: string, b: string) => a === b;
  const selection = new Map<number, number>();
  for (const {name, value} of selected) {
    const optionIndex = view.options.findIndex((option) => same(option.name, name));
    if (optionIndex === -1) {
      if (args.ignoreUnknownOptions === true) continue;
      return null;
    }
    const valueIndex = view.options[optionIndex].values.findIndex((candidate) =>
      same(candidate, value),
    );
    if (valueIndex === -1) return null;
    selection.set(optionIndex, valueIndex);
  }
  return selection;
}

export function indicesOf(view: ProductView, variant: SeedVariant): number[] {
  return view.optionIndices.get(variant.id) ?? [];
}

function matches(view: ProductView, variant: SeedVariant, selection: Map<number, number>): boolean {
  const indices = indicesOf(view, variant);
  for (const [option, value] of selection) if (indices[option] !== value) return false;
  return true;
}

/** The variant with exactly these options; a selection that leaves an option open matches none. */
export function variantBySelection(
  view: ProductView,
  selection: Map<number, number> | null,
): SeedVariant | null {
  if (!selection || selection.size < view.options.length) return null;
  return view.seed.variants.find((variant) => matches(view, variant, selection)) ?? null;
}

/**
 * The selected variant when the selection names one; else the first available variant that fits
 * what was selected; else the first available variant; else the first variant.
 */
export function selectedOrFirstAvailable(
  view: ProductView,
  selection: Map<number, number> | null,
  isAvailable: (variant: SeedVariant) => boolean,
): SeedVariant | null {
  const exact = variantBySelection(view, selection);
  if (exact) return exact;
  const variants = view.seed.variants;
  const fitting = selection ? variants.filter((variant) => matches(view, variant, selection)) : [];
  return (
    fitting.find(isAvailable) ?? fitting[0] ?? variants.find(isAvailable) ?? variants[0] ?? null
  );
}

/** Variants whose options differ from `anchor`'s in exactly one option, in the product's order. */
export function adjacentTo(view: ProductView, anchor: number[]): SeedVariant[] {
  return view.seed.variants.filter((variant) => {
    const indices = indicesOf(view, variant);
    let differences = 0;
    for (let option = 0; option < anchor.length; option++) {
      if (indices[option] !== anchor[option]) differences++;
    }
    return differences === 1;
  });
}

/**
 * The variant with this option value and the lowest-position values of every other option
 * (`ProductOptionValue.firstSelectableVariant`).
 */
export function firstSelectableVariant(
  view: ProductView,
  optionIndex: number,
  valueIndex: number,
): SeedVariant | null {
  let best: {variant: SeedVariant; indices: number[]} | null = null;
  for (const variant of view.seed.variants) {
    const indices = indicesOf(view, variant);
    if (indices[optionIndex] !== valueIndex) continue;
    if (!best || compareTuples(indices, best.indices) < 0) best = {variant, indices};
  }
  return best?.variant ?? null;
}

function compareTuples(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index++) {
    if (a[index] !== b[index]) return a[index] - b[index];
  }
  return 0;
}
