/** `gpp` metafield values serialised the way Shopify stores them (every value is a string). */
import type {SeedMetafield} from '../types';

export const text = (value: string): SeedMetafield => ({type: 'single_line_text_field', value});
export const multiline = (value: string): SeedMetafield => ({type: 'multi_line_text_field', value});
export const bool = (value: boolean): SeedMetafield => ({type: 'boolean', value: String(value)});
export const integer = (value: number): SeedMetafield => ({
  type: 'number_integer',
  value: String(Math.round(value)),
});

/** Shopify keeps decimals with at least one fractional digit: "15.0", "0.1049". */
export const decimal = (value: number, places = 4): SeedMetafield => {
  const rounded = Number(value.toFixed(places));
  return {
    type: 'number_decimal',
    value: Number.isInteger(rounded) ? rounded.toFixed(1) : String(rounded),
  };
};

export const dimension = (inches: number): SeedMetafield => ({
  type: 'dimension',
  value: JSON.stringify({value: Math.round(inches * 100) / 100, unit: 'in'}),
});

export const weight = (pounds: number): SeedMetafield => ({
  type: 'weight',
  value: JSON.stringify({value: pounds, unit: 'lb'}),
});

export const productGid = (id: number) => `gid://shopify/Product/${id}`;

export const productReference = (id: number): SeedMetafield => ({
  type: 'product_reference',
  value: productGid(id),
});

export const productReferences = (ids: number[]): SeedMetafield => ({
  type: 'list.product_reference',
  value: JSON.stringify(ids.map(productGid)),
});
