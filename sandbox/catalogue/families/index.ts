/** Every product family, in the order products appear in the seed (and in collection listings). */
import type {ProductDef} from '../seed/definitions';
import {BAGS} from './bags';
import {COASTERS} from './coasters';
import {COLD_CUPS} from './cold-cups';
import {CONTAINERS} from './containers';
import {CUTLERY_AND_STRAWS} from './cutlery-straws';
import {HOT_CUPS} from './hot-cups';
import {LIDS} from './lids';
import {STOCK_PRINTS} from './stock-prints';
import {TABLEWARE} from './tableware';

export const PRODUCT_DEFS: ProductDef[] = [
  ...HOT_CUPS,
  ...COLD_CUPS,
  ...LIDS,
  ...CONTAINERS,
  ...TABLEWARE,
  ...CUTLERY_AND_STRAWS,
  ...BAGS,
  ...COASTERS,
  ...STOCK_PRINTS,
];
