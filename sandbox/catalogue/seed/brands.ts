/** The fictional brands the shop carries; each has a collection under `compostable-brands`. */
export type BrandKey =
  | 'leafline'
  | 'ecosip'
  | 'terraserve'
  | 'harvest-fiber'
  | 'kraftwell'
  | 'birchway';

export interface Brand {
  name: string;
  /** Prefix of the manufacturer's SKUs. */
  skuPrefix: string;
  description: string;
  madeInUsa: boolean;
}

export const BRANDS: Record<BrandKey, Brand> = {
  leafline: {
    name: 'Leafline',
    skuPrefix: 'LL',
    description:
      'Leafline makes PLA-lined paper cups and containers from SFI-certified paperboard in Oregon. Every cup is BPI certified and printed with water-based inks.',
    madeInUsa: true,
  },
  ecosip: {
    name: 'EcoSip',
    skuPrefix: 'ES',
    description:
      'EcoSip specialises in clear cold cups, lids and straws, in plant-based PLA for compost programs and in PET for recycling programs.',
    madeInUsa: false,
  },
  terraserve: {
    name: 'TerraServe',
    skuPrefix: 'TS',
    description:
      'TerraServe builds deli containers and takeout packaging that stack, seal and travel well, sized for delivery kitchens.',
    madeInUsa: false,
  },
  'harvest-fiber': {
    name: 'Harvest Fiber',
    skuPrefix: 'HF',
    description:
      'Harvest Fiber moulds plates, bowls and clamshells from sugarcane bagasse, the fiber left after juice extraction. PFAS free since 2022.',
    madeInUsa: false,
  },
  kraftwell: {
    name: 'Kraftwell',
    skuPrefix: 'KW',
    description:
      'Kraftwell converts recycled kraft paper into bags, boxes, sleeves and coasters at its mill in Wisconsin.',
    madeInUsa: true,
  },
  birchway: {
    name: 'Birchway',
    skuPrefix: 'BW',
    description:
      'Birchway makes cutlery and stirrers from FSC-certified birch and heat-resistant CPLA, individually or in napkin kits.',
    madeInUsa: false,
  },
};
