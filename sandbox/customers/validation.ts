/**
 * Shopify's checks on customer input, with its error codes and wording. Each check answers the
 * first problem with a field; `field` is the path to it in the mutation's arguments.
 */
import type {SandboxDb} from '../db';
import {customerByPhone, type CustomerRecord} from './store';

export type CustomerErrorCode =
  | 'ALREADY_ENABLED'
  | 'BLANK'
  | 'CONTAINS_HTML_TAGS'
  | 'CONTAINS_URL'
  | 'CUSTOMER_DISABLED'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE'
  | 'TAKEN'
  | 'TOKEN_INVALID'
  | 'TOO_LONG'
  | 'TOO_SHORT'
  | 'UNIDENTIFIED_CUSTOMER';

export interface CustomerError {
  code: CustomerErrorCode;
  field: string[] | null;
  message: string;
}

export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 40;
const NAME_MAX_LENGTH = 255;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(email: string, field: string[]): CustomerError | null {
  if (!email.trim()) return {code: 'BLANK', field, message: "Email can't be blank"};
  if (!EMAIL_PATTERN.test(email.trim()))
    return {code: 'INVALID', field, message: 'Email is invalid'};
  return null;
}

export function checkPassword(password: string, field: string[]): CustomerError | null {
  if (!password) return {code: 'BLANK', field, message: "Password can't be blank"};
  if (password.length < PASSWORD_MIN_LENGTH) {
    return {
      code: 'TOO_SHORT',
      field,
      message: `Password is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`,
    };
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return {
      code: 'TOO_LONG',
      field,
      message: `Password is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`,
    };
  }
  if (password !== password.trim()) {
    return {
      code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
      field,
      message: 'Password cannot start or end with whitespace',
    };
  }
  return null;
}

export function checkName(
  value: string | null,
  label: string,
  field: string[],
): CustomerError | null {
  if (!value) return null;
  if (/<[a-z/!][^>]*>/i.test(value)) {
    return {code: 'CONTAINS_HTML_TAGS', field, message: `${label} cannot contain HTML tags`};
  }
  if (/(https?:\/\/|www\.)\S+/i.test(value)) {
    return {code: 'CONTAINS_URL', field, message: `${label} cannot contain URL`};
  }
  if (value.length > NAME_MAX_LENGTH) {
    return {
      code: 'TOO_LONG',
      field,
      message: `${label} is too long (maximum is ${NAME_MAX_LENGTH} characters)`,
    };
  }
  return null;
}

/** Phones must look like a dialable number and belong to nobody else. */
export function checkPhone(
  db: SandboxDb,
  phone: string | null,
  field: string[],
  owner: number | null = null,
): CustomerError | null {
  if (!phone) return null;
  if (!/^\+?[0-9][0-9 ().-]{6,19}$/.test(phone.trim())) {
    return {code: 'INVALID', field, message: 'Phone is invalid'};
  }
  const holder = customerByPhone(db, phone.trim());
  if (holder && holder.id !== owner) {
    return {code: 'TAKEN', field, message: 'Phone has already been taken'};
  }
  return null;
}

/** An address already used by another account; an invited one is told to check its email. */
export function emailTakenError(holder: CustomerRecord, field: string[]): CustomerError {
  if (holder.state !== 'ENABLED') {
    return {
      code: 'CUSTOMER_DISABLED',
      field: null,
      message: `We have sent an email to ${holder.email}, please click the link included to verify your email address.`,
    };
  }
  return {code: 'TAKEN', field, message: 'Email has already been taken'};
}

export function compact(errors: (CustomerError | null)[]): CustomerError[] {
  return errors.filter((error): error is CustomerError => error !== null);
}
