import {z} from 'zod';
import {
  checkbox,
  currentPassword,
  email,
  optionalText,
  password,
  passwordConfirmation,
  passwordsMatch,
  requiredText,
} from '~/lib/forms/fields';
import {t} from '~/lib/forms/messages';

/** The account forms' schemas: the same ones validate in the browser and in the route's action. */

export const NAME_MAX = 100;

export const LoginForm = z.object({
  email: email(),
  password: currentPassword(),
  redirect: z.string().max(2000).optional(),
});

/** Industry choices of the registration form. */
export const INDUSTRIES = [
  'Restaurant',
  'Catering',
  'Brewery',
  'Cafe & Coffee Shop',
  'Food Truck',
  'School',
  'Microgreens',
  'Office',
  'Household',
  'Other',
] as const;

export const RegisterForm = z
  .object({
    firstName: requiredText({max: NAME_MAX}),
    lastName: requiredText({max: NAME_MAX}),
    email: email(),
    password: password(),
    passwordConfirmation: passwordConfirmation(),
    acceptsMarketing: checkbox(),
    industry: z.enum(INDUSTRIES, {errorMap: () => ({message: t('input.required_error')})}).optional(),
    industryOther: optionalText({max: NAME_MAX}),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation'))
  .superRefine((value, context) => {
    // Joining the mailing list tells the marketing team the business's industry.
    if (value.acceptsMarketing && !value.industry) {
      context.addIssue({code: z.ZodIssueCode.custom, path: ['industry'], message: t('input.required_error')});
    }
    if (value.acceptsMarketing && value.industry === 'Other' && !value.industryOther) {
      context.addIssue({code: z.ZodIssueCode.custom, path: ['industryOther'], message: t('input.required_error')});
    }
  });

export const ForgotForm = z.object({email: email()});

/** Reset and activation: a new password, typed twice. */
export const NewPasswordForm = z
  .object({password: password(), passwordConfirmation: passwordConfirmation()})
  .superRefine(passwordsMatch('password', 'passwordConfirmation'));

/** New customer accounts' profile: no password exists, and the email address is changed at Shopify. */
export const NameForm = z.object({
  firstName: requiredText({max: NAME_MAX}),
  lastName: requiredText({max: NAME_MAX}),
});

export const ProfileForm = z
  .object({
    firstName: requiredText({max: NAME_MAX}),
    lastName: requiredText({max: NAME_MAX}),
    email: email(),
    password: password(),
    passwordConfirmation: passwordConfirmation().optional(),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation'));
