/**
 * The order a checkout places: the cart's own priced lines and totals plus shipping, so the order
 * always matches what the buyer saw. The buyer's customer account is the one the cart was linked to,
 * else the account registered under the contact email, else none.
 */
import {findCustomerByEmail} from '../customers';
import {resolveRegion} from '../customers/regions';
import type {SandboxDb} from '../db';
import type {NewOrder} from '../orders/types';
import type {PricedCart} from '../shopify/cart-costs';
import {cartGid} from '../shopify/carts';
import type {CheckoutSubmission} from './form';

export function buildNewOrder(
  db: SandboxDb,
  priced: PricedCart,
  submission: CheckoutSubmission,
): NewOrder {
  const {cart, country} = priced;
  const region = resolveRegion(submission.country, submission.province);
  return {
    checkoutToken: cart.token,
    cartId: cartGid(cart),
    customerId: cart.customerId ?? findCustomerByEmail(db, submission.email)?.id ?? null,
    email: submission.email,
    phone: submission.phone || null,
    countryCode: country.isoCode,
    currencyCode: country.currency.isoCode,
    shippingAddress: {
      firstName: submission.firstName,
      lastName: submission.lastName,
      company: submission.company || null,
      address1: submission.address1,
      address2: submission.address2 || null,
      city: submission.city,
      province: region.province,
      provinceCode: region.provinceCode,
      country: region.country ?? submission.country,
      countryCode: submission.country,
      zip: submission.zip.toUpperCase(),
      phone: submission.phone || null,
    },
    lines: priced.lines.map(({line, product, variant, unitCents, subtotalCents, totalCents}) => ({
      productId: product.id,
      variantId: variant.id,
      title: product.title,
      variantTitle: variant.title,
      sku: variant.sku,
      quantity: line.quantity,
      unitPriceCents: unitCents,
      originalTotalCents: subtotalCents,
      discountedTotalCents: totalCents,
    })),
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    shippingCents: priced.shippingCents,
    taxCents: priced.taxCents,
    totalCents: priced.totalCents + priced.shippingCents,
    discountCodes: priced.discountCodes
      .filter((entry) => entry.applicable)
      .map((entry) => entry.code),
    note: cart.note,
  };
}
