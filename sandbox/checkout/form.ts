/**
 * The checkout form: contact email and a shipping address in the United States or Canada. One zod
 * schema says what is required; the page shows its messages next to the fields they belong to.
 */
import {z} from 'zod';
import {resolveRegion} from '../customers/regions';

export const CHECKOUT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'country',
  'province',
  'zip',
  'phone',
] as const;

export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

const required = (message: string) => z.string().trim().min(1, message);
const optional = z.string().trim();

const ZIP_PATTERNS: Record<'US' | 'CA', RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
};

const checkoutSchema = z
  .object({
    email: required('Enter an email').email('Enter a valid email'),
    firstName: required('Enter a first name'),
    lastName: required('Enter a last name'),
    company: optional,
    address1: required('Enter an address'),
    address2: optional,
    city: required('Enter a city'),
    country: z.enum(['US', 'CA'], {message: 'Select a country'}),
    province: optional,
    zip: optional,
    phone: optional,
  })
  .superRefine((values, context) => {
    const region = resolveRegion(values.country, values.province);
    if (!region.provinceCode) {
      context.addIssue({
        code: 'custom',
        path: ['province'],
        message: values.country === 'CA' ? 'Select a province' : 'Select a state',
      });
    }
    if (!ZIP_PATTERNS[values.country].test(values.zip)) {
      const name = values.country === 'CA' ? 'postal code' : 'ZIP code';
      context.addIssue({
        code: 'custom',
        path: ['zip'],
        message: values.zip ? `Enter a valid ${name}` : `Enter a ${name}`,
      });
    }
  });

export type CheckoutSubmission = z.infer<typeof checkoutSchema>;

export type ParsedCheckout =
  | {ok: true; values: CheckoutValues; submission: CheckoutSubmission}
  | {ok: false; values: CheckoutValues; errors: CheckoutErrors};

/** The posted form, with the first message for each field that fails. */
export function parseCheckoutForm(form: FormData): ParsedCheckout {
  const values = Object.fromEntries(
    CHECKOUT_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as CheckoutValues;
  const result = checkoutSchema.safeParse(values);
  if (result.success) return {ok: true, values, submission: result.data};
  const errors: CheckoutErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as CheckoutField;
    errors[field] ??= issue.message;
  }
  return {ok: false, values, errors};
}
