import {z} from 'zod';
import {email, requiredSelect, requiredText} from '../fields';
import {requiredFile} from '../files';
import {t} from '../messages';

export interface PrintProduct {
  name: string;
  /** Lowest first: the first is the minimum order. */
  quantities: string[];
}

/** Spec section 9: what can be printed, and in what quantities (the lowest being the minimum). */
export const PRINT_PRODUCTS: readonly PrintProduct[] = [
  {name: 'Single Wall Hot Cups', quantities: ['30,000+', '50,000+', '100,000+']},
  {name: 'Double Wall Insulated Hot Cups', quantities: ['30,000+', '50,000+', '100,000+']},
  {name: 'Coffee/Hot Cup Sleeves', quantities: ['3,600+', '10,000+', '52,000+']},
  {name: 'Soup Containers', quantities: ['50,000+', '100,000+']},
  {name: 'Ice Cream Containers', quantities: ['50,000+', '100,000+']},
  {name: 'PLA Cold Cups', quantities: ['10,000+', '50,000+', '100,000+']},
  {name: 'PET Cold Cups', quantities: ['7,000+', '10,000+']},
  {name: 'Paper Cold Cups', quantities: ['10,000+', '50,000+', '100,000+']},
  {name: 'PLA Round Deli Containers', quantities: ['50,000+', '100,000+']},
  {name: 'PET Round Deli Containers', quantities: ['60,000+']},
  {name: '3.5" Coasters', quantities: ['1,000+', '10,000+', '20,000+', '30,000+']},
  {name: '4" Coasters', quantities: ['1,000+', '10,000+', '20,000+', '30,000+']},
];

/**
 * The products a print-order block offers: the editors' list when it names any, else the store's own.
 * Quantities are sorted lowest first, whatever order they were picked in.
 */
export function printProducts(blokProducts: unknown): PrintProduct[] {
  const fromContent = (Array.isArray(blokProducts) ? blokProducts : [])
    .map((product: {name?: unknown; quantities?: unknown}) => ({
      name: typeof product?.name === 'string' ? product.name.trim() : '',
      quantities: Array.isArray(product?.quantities)
        ? product.quantities.filter((quantity): quantity is string => typeof quantity === 'string')
        : [],
    }))
    .filter((product) => product.name && product.quantities.length > 0);
  const products = fromContent.length > 0 ? fromContent : PRINT_PRODUCTS;
  return products.map((product) => ({...product, quantities: [...product.quantities].sort(byAmount)}));
}

/** The smallest order of a product, as a number to show ("30,000"). */
export function minimumOrder(product: PrintProduct): string {
  return product.quantities[0]?.replace(/\+$/, '') ?? '';
}

function byAmount(a: string, b: string): number {
  return amount(a) - amount(b);
}

function amount(quantity: string): number {
  return Number(quantity.replace(/[^\d]/g, '')) || 0;
}

export function printOrderSchema(products: PrintProduct[]) {
  const names = products.map((product) => product.name) as [string, ...string[]];
  return z
    .object({
      first_name: requiredText({max: 100}),
      last_name: requiredText({max: 100}),
      company: requiredText({max: 150}),
      email: email(),
      phone: requiredText({max: 40}),
      product: requiredSelect(names),
      quantity: requiredText({max: 20}),
      attachment: requiredFile({accept: 'attachments'}),
      message: requiredText({max: 5000}),
    })
    .superRefine((value, context) => {
      const product = products.find((each) => each.name === value.product);
      if (product && !product.quantities.includes(value.quantity)) {
        context.addIssue({code: z.ZodIssueCode.custom, path: ['quantity'], message: t('input.quantity_error')});
      }
    });
}
