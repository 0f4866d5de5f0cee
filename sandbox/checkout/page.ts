/**
 * The hosted checkout's HTML: plain server-rendered pages with no script, every input labelled, and
 * each error message tied to its field (`aria-invalid`, `aria-describedby`) and listed in a summary.
 */
import {escapeHtml} from '../http/responses';
import {amountDueCents, type PricedCart} from '../shopify/cart-costs';
import type {CheckoutErrors, CheckoutField, CheckoutValues} from './form';

const SHOP_NAME = 'Green Packaging Co.';

export interface CheckoutPageOptions {
  priced: PricedCart;
  values: CheckoutValues;
  errors: CheckoutErrors;
  /** A problem with the order as a whole (sold-out lines), shown above the form. */
  notice?: string;
  storeUrl: string;
}

export function checkoutPage({
  priced,
  values,
  errors,
  notice,
  storeUrl,
}: CheckoutPageOptions): string {
  const errorList = Object.entries(errors).map(
    ([field, message]) => `<li><a href="#${field}">${escapeHtml(message)}</a></li>`,
  );
  const summary =
    errorList.length > 0
      ? `<div role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">Please correct the following</h2>
      <ul>${errorList.join('')}</ul>
    </div>`
      : '';
  const input = inputRenderer(values, errors);
  const countries = [
    ['US', 'United States'],
    ['CA', 'Canada'],
  ]
    .map(
      ([code, name]) =>
        `<option value="${code}"${values.country === code ? ' selected' : ''}>${name}</option>`,
    )
    .join('');

  return layout(
    'Checkout',
    `<h1>Checkout</h1>
    ${notice ? `<p role="alert"><strong>${escapeHtml(notice)}</strong></p>` : ''}
    ${summary}
    ${orderSummary(priced)}
    <form method="post" novalidate>
      <fieldset>
        <legend>Contact</legend>
        ${input('email', 'Email', {type: 'email', autocomplete: 'email'})}
      </fieldset>
      <fieldset>
        <legend>Shipping address</legend>
        ${input('firstName', 'First name', {autocomplete: 'given-name'})}
        ${input('lastName', 'Last name', {autocomplete: 'family-name'})}
        ${input('company', 'Company (optional)', {
          autocomplete: 'organization',
          optional: true,
        })}
        ${input('address1', 'Address', {autocomplete: 'address-line1'})}
        ${input('address2', 'Apartment, suite, etc. (optional)', {
          autocomplete: 'address-line2',
          optional: true,
        })}
        ${input('city', 'City', {autocomplete: 'address-level2'})}
        <p>
          <label for="country">Country</label>
          <select id="country" name="country" autocomplete="country"${fieldAria(
            'country',
            errors,
          )}>${countries}</select>
          ${fieldError('country', errors)}
        </p>
        ${input('province', 'State / Province', {
          autocomplete: 'address-level1',
        })}
        ${input('zip', 'ZIP / Postal code', {autocomplete: 'postal-code'})}
        ${input('phone', 'Phone (optional)', {
          type: 'tel',
          autocomplete: 'tel',
          optional: true,
        })}
      </fieldset>
      <button type="submit">Pay now · ${formatMoney(amountDueCents(priced), priced)}</button>
    </form>
    <p><a href="${escapeHtml(storeUrl)}/cart">Return to cart</a></p>`,
  );
}

/** A page with only a message: an unknown, empty or completed checkout. */
export function messagePage(
  title: string,
  message: string,
  storeUrl: string,
  link?: {href: string; label: string},
): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
    <p>${escapeHtml(message)}</p>
    ${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}
    <p><a href="${escapeHtml(storeUrl)}">Continue shopping</a></p>`,
  );
}

function orderSummary(priced: PricedCart): string {
  const money = (cents: number) => formatMoney(cents, priced);
  const rows = priced.lines.map(
    ({product, variant, line, totalCents, availableForSale}) => `<tr>
          <th scope="row">${escapeHtml(product.title)}<br><small>${escapeHtml(
      variant.title,
    )}</small>${availableForSale ? '' : '<br><strong>Sold out</strong>'}</th>
          <td>${line.quantity}</td>
          <td>${money(totalCents)}</td>
        </tr>`,
  );
  const codes = priced.discountCodes.filter((entry) => entry.applicable).map((entry) => entry.code);
  return `<section aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <table>
        <caption>Items in your order</caption>
        <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
        <tbody>${rows.join('')}</tbody>
      </table>
      <dl>
        <dt>Subtotal</dt><dd>${money(priced.subtotalCents)}</dd>
        <dt>Discount${codes.length > 0 ? ` (${escapeHtml(codes.join(', '))})` : ''}</dt><dd>${
    priced.discountCents > 0 ? `−${money(priced.discountCents)}` : money(0)
  }</dd>
        <dt>Shipping</dt><dd>${priced.shippingCents > 0 ? money(priced.shippingCents) : 'Free'}</dd>
        <dt>Estimated tax</dt><dd>${money(priced.taxCents)}</dd>
        <dt>Total</dt><dd><strong>${money(priced.totalCents + priced.shippingCents)}</strong></dd>
        ${priced.giftCards
          .map(
            ({card, presentmentUsedCents}) =>
              `<dt>Gift card ending ${escapeHtml(card.code.slice(-4))}</dt><dd>−${money(
                presentmentUsedCents,
              )}</dd>`,
          )
          .join('')}
        ${
          priced.giftCards.length > 0
            ? `<dt>To pay</dt><dd><strong>${money(amountDueCents(priced))}</strong></dd>`
            : ''
        }
      </dl>
    </section>`;
}

interface InputOptions {
  type?: string;
  autocomplete: string;
  optional?: boolean;
}

function inputRenderer(values: CheckoutValues, errors: CheckoutErrors) {
  return (
    field: CheckoutField,
    label: string,
    {type = 'text', autocomplete, optional}: InputOptions,
  ) =>
    `<p>
          <label for="${field}">${escapeHtml(label)}</label>
          <input id="${field}" name="${field}" type="${type}" autocomplete="${autocomplete}" value="${escapeHtml(
      values[field],
    )}"${optional ? '' : ' required'}${fieldAria(field, errors)}>
          ${fieldError(field, errors)}
        </p>`;
}

function fieldAria(field: CheckoutField, errors: CheckoutErrors): string {
  return errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
}

function fieldError(field: CheckoutField, errors: CheckoutErrors): string {
  const message = errors[field];
  return message ? `<span id="${field}-error">${escapeHtml(message)}</span>` : '';
}

function formatMoney(cents: number, {country}: PricedCart): string {
  const formatted = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: country.currency.isoCode,
  }).format(cents / 100);
  return `${formatted} ${country.currency.isoCode}`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} · ${SHOP_NAME}</title>
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #1a2e1a; }
    label { display: block; font-weight: 600; }
    input, select { font: inherit; padding: .4rem; width: 100%; box-sizing: border-box; }
    [aria-invalid="true"] { border: 2px solid #b00020; }
    [id$="-error"], [role="alert"] { color: #b00020; }
    table { border-collapse: collapse; width: 100%; }
    th, td { border-bottom: 1px solid #cfd8cf; padding: .5rem; text-align: left; }
    dl { display: grid; grid-template-columns: 1fr auto; }
    button { font: inherit; padding: .75rem 1.5rem; background: #1a2e1a; color: #fff; border: 0; }
  </style>
</head>
<body>
  <header><p><strong>${SHOP_NAME}</strong></p></header>
  <main>
    ${body}
  </main>
</body>
</html>`;
}
