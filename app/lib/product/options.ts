interface OptionsProduct {
  handle: string;
  options: {
    name: string;
    optionValues: {name: string; firstSelectableVariant?: OptionVariant | null}[];
  }[];
}

interface OptionVariant {
  id: string;
  product?: {handle: string} | null;
}

interface OptionsVariant extends OptionVariant {
  availableForSale: boolean;
  selectedOptions: {name: string; value: string}[];
}

export interface OptionValueChoice {
  name: string;
  /** The shown variant has this value. */
  selected: boolean;
  /**
   * A variant for sale has this value and the shown variant's values for the options before this
   * one: Size shows what any pack of that size has, Pack what the chosen size has in that pack.
   */
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
 * The option pickers' values for the shown variant, worked out from every variant, which the page
 * has anyway to switch variants without asking the server. Hydrogen's `getProductOptions` gives the
 * same from Shopify's encoded variant lists, with a decoder every product page would download (an
 * integration test holds the two equal for every seed product and variant).
 */
export function productOptions(
  product: OptionsProduct,
  shown: OptionsVariant,
  variants: OptionsVariant[],
): ProductOption[] {
  const chosen = new Map(shown.selectedOptions.map((option) => [option.name, option.value]));
  const valueOf = (variant: OptionsVariant, name: string) =>
    variant.selectedOptions.find((option) => option.name === name)?.value;
  const options = product.options.filter((option) => chosen.has(option.name));

  return options.map((option, index) => {
    const before = options.slice(0, index).map(({name}) => name);
    return {
      name: option.name,
      optionValues: option.optionValues.map((value) => {
        const target = new Map(chosen).set(option.name, value.name);
        const swapped = variants.find(
          (variant) =>
            variant.selectedOptions.length === target.size &&
            variant.selectedOptions.every(({name, value}) => target.get(name) === value),
        );
        const leadsTo = swapped ?? value.firstSelectableVariant ?? null;
        return {
          name: value.name,
          selected: chosen.get(option.name) === value.name,
          available: variants.some(
            (variant) =>
              variant.availableForSale &&
              valueOf(variant, option.name) === value.name &&
              before.every((name) => valueOf(variant, name) === chosen.get(name)),
          ),
          variantId: leadsTo?.id ?? null,
          handle: leadsTo?.product?.handle || product.handle,
        };
      }),
    };
  });
}
