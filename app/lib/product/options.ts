import {getProductOptions} from '@shopify/hydrogen';

type OptionsProduct = Parameters<typeof getProductOptions>[0];

export interface OptionValueChoice {
  name: string;
  /** The shown variant has this value. */
  selected: boolean;
  /** A variant has this value with the shown variant's other values. */
  exists: boolean;
  /** A variant for sale has this value with the shown variant's other values. */
  available: boolean;
  /** Where choosing it leads: the shown variant with this value instead, else the value's first. */
  variantId: string | null;
  /** That variant's product (another one for a value that leads out of this product). */
  handle: string;
}

export interface ProductOption {
  name: string;
  optionValues: OptionValueChoice[];
}

/**
 * The option pickers' values for the shown variant, from Hydrogen's `getProductOptions` over the
 * product's `ProductOptions` fragment; the product page and Quick Shop show the same choices.
 */
export function optionChoices<Product extends OptionsProduct>(
  product: Product,
  shown: Product['selectedOrFirstAvailableVariant'],
): ProductOption[] {
  return getProductOptions({...product, selectedOrFirstAvailableVariant: shown}).map((option) => ({
    name: option.name,
    optionValues: option.optionValues.map((value) => ({
      name: value.name,
      selected: value.selected,
      exists: value.exists,
      available: value.available,
      variantId: value.variant?.id ?? null,
      handle: value.handle,
    })),
  }));
}
