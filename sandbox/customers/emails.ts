/**
 * The account emails Shopify sends, with links into the storefront (`/account/activate/...`,
 * `/account/reset/...`) that the storefront hands to `customerActivateByUrl` / `customerResetByUrl`.
 */
import type {SandboxDb} from '../db';
import {escapeHtml} from '../http/responses';
import {sendMail} from '../outbox/store';
import {SHOP_NAME} from '../outbox/shop';
import {issueLinkToken} from './tokens';

interface Recipient {
  id: number;
  email: string;
  firstName: string | null;
}

export function activationUrl(storefrontUrl: string, customerId: number, token: string): string {
  return `${storefrontUrl.replace(/\/$/, '')}/account/activate/${customerId}/${token}`;
}

export function resetUrl(storefrontUrl: string, customerId: number, token: string): string {
  return `${storefrontUrl.replace(/\/$/, '')}/account/reset/${customerId}/${token}`;
}

export function sendActivationEmail(
  db: SandboxDb,
  customer: Recipient,
  storefrontUrl: string,
): void {
  const url = activationUrl(
    storefrontUrl,
    customer.id,
    issueLinkToken(db, customer.id, 'activation'),
  );
  sendMail(db, {
    to: customer.email,
    kind: 'account_activation',
    subject: `Customer account activation`,
    text: [
      greeting(customer),
      `You've been invited to create a customer account with ${SHOP_NAME}, where you can see your orders and save your addresses. Activate your account here:`,
      url,
    ].join('\n\n'),
    html: page(
      greeting(customer),
      `You've been invited to create a customer account with ${SHOP_NAME}.`,
      url,
      'Activate your account',
    ),
  });
}

export function sendResetEmail(db: SandboxDb, customer: Recipient, storefrontUrl: string): void {
  const url = resetUrl(storefrontUrl, customer.id, issueLinkToken(db, customer.id, 'reset'));
  sendMail(db, {
    to: customer.email,
    kind: 'password_reset',
    subject: 'Customer account password reset',
    text: [
      greeting(customer),
      `Follow this link to reset your ${SHOP_NAME} account password:`,
      url,
      "If you didn't request a reset, you can ignore this email.",
    ].join('\n\n'),
    html: page(
      greeting(customer),
      `Follow this link to reset your ${SHOP_NAME} account password.`,
      url,
      'Reset your password',
    ),
  });
}

function greeting(customer: Recipient): string {
  return customer.firstName ? `Hi ${customer.firstName},` : 'Hi,';
}

function page(greetingText: string, body: string, url: string, action: string): string {
  return `<p>${escapeHtml(greetingText)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(
    url,
  )}">${escapeHtml(action)}</a></p>`;
}
