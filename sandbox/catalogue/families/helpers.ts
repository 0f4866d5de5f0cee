/** Building blocks the family modules share: pack configurations, sizes and dimensions. */
import type {Dimensions, PackDef, SizeDef} from '../seed/definitions';

export const CASE_1000_SLEEVE_50: PackDef[] = [
  {type: 'Case', count: 1000, innerPacks: 20, premium: 1},
  {type: 'Sleeve', count: 50, innerPacks: 1, premium: 1.6},
];
export const CASE_1000_SLEEVE_100: PackDef[] = [
  {type: 'Case', count: 1000, innerPacks: 10, premium: 1},
  {type: 'Sleeve', count: 100, innerPacks: 1, premium: 1.5},
];
export const CASE_500_SLEEVE_25: PackDef[] = [
  {type: 'Case', count: 500, innerPacks: 20, premium: 1},
  {type: 'Sleeve', count: 25, innerPacks: 1, premium: 1.6},
];
export const CASE_500_PACK_50: PackDef[] = [
  {type: 'Case', count: 500, innerPacks: 10, premium: 1},
  {type: 'Pack', count: 50, innerPacks: 1, premium: 1.5},
];
export const CASE_1000: PackDef[] = [{type: 'Case', count: 1000, innerPacks: 20, premium: 1}];
export const CASE_500: PackDef[] = [{type: 'Case', count: 500, innerPacks: 10, premium: 1}];
export const CASE_1000_BOX_100: PackDef[] = [
  {type: 'Case', count: 1000, innerPacks: 10, premium: 1},
  {type: 'Box', count: 100, innerPacks: 1, premium: 1.45},
];
export const CASE_250: PackDef[] = [{type: 'Case', count: 250, innerPacks: 1, premium: 1}];

/** Round items: length and width are the top diameter. */
export function round(top: number, bottom: number, height: number): Dimensions {
  return {length: top, width: top, height, topDiameter: top, bottomDiameter: bottom};
}

export function box(length: number, width: number, height: number): Dimensions {
  return {length, width, height};
}

export function ounceSize(
  ounces: number,
  eachPrice: number,
  grams: number,
  dimensions: Dimensions,
): SizeDef {
  return {label: `${ounces} oz`, ounces, eachPrice, grams, dimensions};
}

export function namedSize(
  label: string,
  eachPrice: number,
  grams: number,
  dimensions: Dimensions,
): SizeDef {
  return {label, ounces: null, eachPrice, grams, dimensions};
}

/** `mm` rim sizes are how lids are matched to cups; shoppers read them in titles. */
export function mmToInches(mm: number): number {
  return Math.round((mm / 25.4) * 100) / 100;
}
