/**
 * What a customer can do to their own account, as the Storefront API's legacy customer mutations
 * do it. Each operation answers the changed record or Shopify's customer errors; the GraphQL layer
 * only shapes the payload.
 */
import type {SandboxDb} from '../db';
import {sendActivationEmail, sendResetEmail} from './emails';
import {hashPassword, verifyPassword} from './passwords';
import {resolveRegion} from './regions';
import {
  addressOf,
  customerById,
  deleteAddress,
  findCustomerByEmail,
  insertAddress,
  insertCustomer,
  passwordHashOf,
  replaceAddress,
  setDefaultAddress,
  setPassword,
  updateCustomer,
  type AddressFields,
  type AddressRecord,
  type CustomerRecord,
} from './store';
import {
  customerIdForAccessToken,
  isValidLinkToken,
  issueAccessToken,
  revokeAllAccessTokens,
  spendLinkTokens,
  type IssuedAccessToken,
  type LinkPurpose,
} from './tokens';
import {
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  compact,
  emailTakenError,
  type CustomerError,
} from './validation';

export interface AccountSettings {
  tokenTtlSeconds: number;
  /** The storefront's origin, for links in account emails. */
  storefrontUrl: string;
}

export type Outcome<T> = {ok: true; value: T} | {ok: false; errors: CustomerError[]};

const failed = <T>(errors: CustomerError[]): Outcome<T> => ({ok: false, errors});
const succeeded = <T>(value: T): Outcome<T> => ({ok: true, value});

export interface RegistrationInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export function register(db: SandboxDb, input: RegistrationInput): Outcome<CustomerRecord> {
  const email = input.email.trim();
  const holder = email ? findCustomerByEmail(db, email) : null;
  const errors = compact([
    checkName(input.firstName ?? null, 'First name', ['input', 'firstName']),
    checkName(input.lastName ?? null, 'Last name', ['input', 'lastName']),
    checkEmail(email, ['input', 'email']),
    holder ? emailTakenError(customerById(db, holder.id)!, ['input', 'email']) : null,
    checkPassword(input.password, ['input', 'password']),
    checkPhone(db, input.phone ?? null, ['input', 'phone']),
  ]);
  if (errors.length) return failed(errors);
  const id = insertCustomer(db, {
    email,
    passwordHash: hashPassword(input.password),
    firstName: input.firstName?.trim() || null,
    lastName: input.lastName?.trim() || null,
    phone: input.phone?.trim() || null,
    acceptsMarketing: input.acceptsMarketing ?? false,
    state: 'ENABLED',
  });
  return succeeded(customerById(db, id)!);
}

/** Wrong email and wrong password read the same, so the answer says nothing about who has an account. */
export function logIn(
  db: SandboxDb,
  credentials: {email: string; password: string},
  settings: AccountSettings,
): Outcome<IssuedAccessToken> {
  const found = findCustomerByEmail(db, credentials.email);
  const customer = found ? customerById(db, found.id) : null;
  if (
    !customer ||
    customer.state !== 'ENABLED' ||
    !verifyPassword(credentials.password, passwordHashOf(db, customer.id))
  ) {
    return failed([{code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer'}]);
  }
  return succeeded(issueAccessToken(db, customer.id, settings.tokenTtlSeconds));
}

export function customerForToken(db: SandboxDb, token: string): CustomerRecord | null {
  const id = customerIdForAccessToken(db, token);
  return id === null ? null : customerById(db, id);
}

export const INVALID_TOKEN: CustomerError = {
  code: 'TOKEN_INVALID',
  field: ['customerAccessToken'],
  message: 'Customer access token is invalid',
};

export interface AccountChanges {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

/** A new password signs out every session and hands back a fresh token for this one. */
export function updateAccount(
  db: SandboxDb,
  token: string,
  changes: AccountChanges,
  settings: AccountSettings,
): Outcome<{customer: CustomerRecord; accessToken: IssuedAccessToken | null}> {
  const customer = customerForToken(db, token);
  if (!customer) return failed([INVALID_TOKEN]);
  const email = changes.email?.trim();
  const holder = email ? findCustomerByEmail(db, email) : null;
  const errors = compact([
    checkName(changes.firstName ?? null, 'First name', ['customer', 'firstName']),
    checkName(changes.lastName ?? null, 'Last name', ['customer', 'lastName']),
    email !== undefined ? checkEmail(email, ['customer', 'email']) : null,
    holder && holder.id !== customer.id
      ? emailTakenError(customerById(db, holder.id)!, ['customer', 'email'])
      : null,
    changes.password != null ? checkPassword(changes.password, ['customer', 'password']) : null,
    checkPhone(db, changes.phone?.trim() || null, ['customer', 'phone'], customer.id),
  ]);
  if (errors.length) return failed(errors);

  return db.transaction(() => {
    updateCustomer(db, customer.id, {
      email: email || undefined,
      firstName: changes.firstName === undefined ? undefined : changes.firstName?.trim() || null,
      lastName: changes.lastName === undefined ? undefined : changes.lastName?.trim() || null,
      phone: changes.phone === undefined ? undefined : changes.phone?.trim() || null,
      acceptsMarketing: changes.acceptsMarketing ?? undefined,
    });
    let accessToken: IssuedAccessToken | null = null;
    if (changes.password != null) {
      setPassword(db, customer.id, hashPassword(changes.password));
      revokeAllAccessTokens(db, customer.id);
      accessToken = issueAccessToken(db, customer.id, settings.tokenTtlSeconds);
    }
    return succeeded({customer: customerById(db, customer.id)!, accessToken});
  })();
}

export interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
  zip?: string | null;
  phone?: string | null;
}

export function addAddress(
  db: SandboxDb,
  token: string,
  input: AddressInput,
): Outcome<AddressRecord> {
  const customer = customerForToken(db, token);
  if (!customer) return failed([INVALID_TOKEN]);
  const errors = checkAddress(input);
  if (errors.length) return failed(errors);
  const id = insertAddress(db, customer.id, addressFields(input));
  // A customer's first address becomes their default, as on Shopify.
  if (customer.defaultAddressId === null) setDefaultAddress(db, customer.id, id);
  return succeeded(addressOf(db, customer.id, id)!);
}

/** Fields left out of the input keep their values; null clears them. */
export function changeAddress(
  db: SandboxDb,
  token: string,
  addressId: number | null,
  input: AddressInput,
): Outcome<AddressRecord> {
  const customer = customerForToken(db, token);
  if (!customer) return failed([INVALID_TOKEN]);
  const current = addressId === null ? null : addressOf(db, customer.id, addressId);
  if (!current) return failed([ADDRESS_NOT_FOUND]);
  const errors = checkAddress(input);
  if (errors.length) return failed(errors);
  const merged: AddressInput = {
    ...current,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  };
  replaceAddress(db, customer.id, current.id, addressFields(merged));
  return succeeded(addressOf(db, customer.id, current.id)!);
}

export function removeAddress(
  db: SandboxDb,
  token: string,
  addressId: number | null,
): Outcome<number> {
  const customer = customerForToken(db, token);
  if (!customer) return failed([INVALID_TOKEN]);
  const current = addressId === null ? null : addressOf(db, customer.id, addressId);
  if (!current) return failed([ADDRESS_NOT_FOUND]);
  deleteAddress(db, customer.id, current.id);
  return succeeded(current.id);
}

export function makeDefaultAddress(
  db: SandboxDb,
  token: string,
  addressId: number | null,
): Outcome<CustomerRecord> {
  const customer = customerForToken(db, token);
  if (!customer) return failed([INVALID_TOKEN]);
  const current = addressId === null ? null : addressOf(db, customer.id, addressId);
  if (!current) return failed([{...ADDRESS_NOT_FOUND, field: ['addressId']}]);
  setDefaultAddress(db, customer.id, current.id);
  return succeeded(customerById(db, customer.id)!);
}

const ADDRESS_NOT_FOUND: CustomerError = {
  code: 'NOT_FOUND',
  field: ['id'],
  message: 'Address does not exist',
};

function checkAddress(input: AddressInput): CustomerError[] {
  return compact([
    checkName(input.firstName ?? null, 'First name', ['address', 'firstName']),
    checkName(input.lastName ?? null, 'Last name', ['address', 'lastName']),
  ]);
}

/** An address as stored, from the Storefront API's input (the Customer Account API's maps onto it). */
export function addressFields(input: AddressInput): AddressFields {
  const text = (value: string | null | undefined) => value?.trim() || null;
  return {
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    company: text(input.company),
    address1: text(input.address1),
    address2: text(input.address2),
    city: text(input.city),
    ...resolveRegion(input.country, input.province),
    zip: text(input.zip),
    phone: text(input.phone),
  };
}

/** Sends a reset link. An unknown email is an error on Shopify, not a silent success. */
export function recoverPassword(
  db: SandboxDb,
  email: string,
  settings: AccountSettings,
): Outcome<null> {
  const found = findCustomerByEmail(db, email);
  if (!found) {
    return failed([
      {code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: 'Could not find customer'},
    ]);
  }
  const customer = customerById(db, found.id)!;
  if (customer.state === 'INVITED') sendActivationEmail(db, customer, settings.storefrontUrl);
  else sendResetEmail(db, customer, settings.storefrontUrl);
  return succeeded(null);
}

export interface LinkRedemption {
  customerId: number | null;
  token: string;
  password: string;
  /** Where errors about the password and the token point in this mutation's arguments. */
  passwordField: string[];
  tokenField: string[];
}

export function resetPassword(
  db: SandboxDb,
  redemption: LinkRedemption,
  settings: AccountSettings,
): Outcome<{customer: CustomerRecord; accessToken: IssuedAccessToken}> {
  return redeemLink(db, 'reset', redemption, settings, 'Invalid reset token');
}

export function activateAccount(
  db: SandboxDb,
  redemption: LinkRedemption,
  settings: AccountSettings,
): Outcome<{customer: CustomerRecord; accessToken: IssuedAccessToken}> {
  const customer = redemption.customerId === null ? null : customerById(db, redemption.customerId);
  if (customer?.state === 'ENABLED') {
    return failed([{code: 'ALREADY_ENABLED', field: null, message: 'Account already enabled'}]);
  }
  return redeemLink(db, 'activation', redemption, settings, 'Invalid activation token');
}

/** Sets the password from a reset or activation link, spends the link and signs the customer in. */
function redeemLink(
  db: SandboxDb,
  purpose: LinkPurpose,
  {customerId, token, password, passwordField, tokenField}: LinkRedemption,
  settings: AccountSettings,
  invalidMessage: string,
): Outcome<{customer: CustomerRecord; accessToken: IssuedAccessToken}> {
  if (customerId === null || !isValidLinkToken(db, customerId, purpose, token)) {
    return failed([{code: 'TOKEN_INVALID', field: tokenField, message: invalidMessage}]);
  }
  const passwordError = checkPassword(password, passwordField);
  if (passwordError) return failed([passwordError]);
  return db.transaction(() => {
    setPassword(db, customerId, hashPassword(password));
    spendLinkTokens(db, customerId, purpose);
    revokeAllAccessTokens(db, customerId);
    const accessToken = issueAccessToken(db, customerId, settings.tokenTtlSeconds);
    return succeeded({customer: customerById(db, customerId)!, accessToken});
  })();
}
