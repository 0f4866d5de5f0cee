/**
 * The HTML constraints of the forms every page carries (the footer's signup, the header's search)
 * and of the cart's discount form, written out so those forms render without zod: their schemas load on first use
 * (`useValidateOnFirstUse`). `constraints.test.ts` holds each equal to what conform derives from the
 * form's schema, so the two cannot drift apart.
 */

export interface FieldConstraint {
  required?: boolean;
  maxLength?: number;
  pattern?: string;
}

/** `requiredText()`'s pattern: at least one character that is not a space. */
const NOT_BLANK_PATTERN = '^(?=.*(?:\\S)).*$';
/** `EMAIL_MAX` in `./fields`, which imports zod. */
const EMAIL_MAX_LENGTH = 254;

export const NEWSLETTER_CONSTRAINTS = {
  footer: {email: {required: true, maxLength: EMAIL_MAX_LENGTH, pattern: NOT_BLANK_PATTERN}},
  blog: {email: {required: true, maxLength: EMAIL_MAX_LENGTH}},
} satisfies Record<string, {email: FieldConstraint}>;

export const SEARCH_QUERY_MAX = 200;

export const SEARCH_CONSTRAINTS = {
  query: {required: true, maxLength: SEARCH_QUERY_MAX, pattern: NOT_BLANK_PATTERN},
} satisfies Record<string, FieldConstraint>;

export const DISCOUNT_CODE_CONSTRAINTS = {
  discountCode: {required: true, maxLength: 255, pattern: NOT_BLANK_PATTERN},
} satisfies Record<string, FieldConstraint>;
