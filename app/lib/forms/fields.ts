import {z} from 'zod';
import {t} from './messages';

/**
 * Field schemas every form builds from, so each field says the same thing the same way on the client
 * (conform) and on the server (`parseForm`). Conform turns an empty field into `undefined` before
 * these run, which is why "required" is the schema's `required_error`.
 */

/** Anything but white space. As the input's `pattern` it also lets the browser refuse blank text without JavaScript. */
export const NOT_BLANK = /\S/;

/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** Shopify refuses customer passwords longer than this. */
export const PASSWORD_MAX = 40;

const required = () => t('input.required_error');
const tooLong = (max: number) => t('input.max_length_error', {max});

interface TextOptions {
  /** Every text field has a limit; the server refuses anything longer. */
  max: number;
  /** Replaces the required message where a field-specific one reads better. */
  requiredMessage?: string;
}

/** Text that must not be blank; surrounding white space is trimmed away. */
export function requiredText({max, requiredMessage = required()}: TextOptions) {
  return z
    .string({required_error: requiredMessage})
    .regex(NOT_BLANK, requiredMessage)
    .trim()
    .max(max, tooLong(max));
}

/** Text that may be left out; blank (after trimming) comes out as `undefined`. */
export function optionalText({max}: {max: number}) {
  return z
    .string()
    .trim()
    .max(max, tooLong(max))
    .optional()
    .transform((text) => text || undefined);
}

/** A required email address, trimmed, in the usual `name@domain.tld` shape. */
export function email() {
  return z
    .string({required_error: required()})
    .trim()
    .email(t('input.email_error'))
    .max(EMAIL_MAX, tooLong(EMAIL_MAX));
}

/** A new password (registration, reset, activation, profile). Never trimmed: spaces count. */
export function password() {
  return z
    .string({required_error: required()})
    .min(PASSWORD_MIN, t('input.min_length_error', {min: PASSWORD_MIN}))
    .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));
}

/** The password a customer signs in with: required, nothing more to say about it. */
export function currentPassword() {
  return z.string({required_error: required()}).max(PASSWORD_MAX, tooLong(PASSWORD_MAX));
}

/** The "confirm password" field; pair it with `passwordsMatch` on the form's schema. */
export function passwordConfirmation() {
  return z.string({required_error: required()}).max(PASSWORD_MAX, tooLong(PASSWORD_MAX));
}

/**
 * A refinement for the form's object schema: the confirmation, when given, must equal the password.
 * `z.object({...}).superRefine(passwordsMatch('password', 'passwordConfirmation'))`
 */
export function passwordsMatch<P extends string, C extends string>(passwordField: P, confirmationField: C) {
  return (value: Partial<Record<P | C, string>>, context: z.RefinementCtx) => {
    const confirmation = value[confirmationField];
    if (confirmation !== undefined && confirmation !== value[passwordField]) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [confirmationField],
        message: t('input.password_mismatch_error'),
      });
    }
  };
}

/** An optional checkbox: ticked is `true`, left unticked (absent from the form) is `false`. */
export function checkbox() {
  return z.boolean().default(false);
}

/** A checkbox that must be ticked, such as a consent box. */
export function requiredCheckbox() {
  return z.literal(true, {errorMap: () => ({message: required()})});
}

/**
 * One of `options`. A placeholder option (`<option value="">Select an option...</option>`) submits an
 * empty value, which reads as missing; anything not in the list gets the same message.
 */
export function requiredSelect<const Options extends readonly [string, ...string[]]>(options: Options) {
  return z.enum(options, {errorMap: () => ({message: required()})});
}
