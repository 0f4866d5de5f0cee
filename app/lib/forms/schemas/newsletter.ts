import {z} from 'zod';
import type {NewsletterPlacement} from '~/lib/newsletter';
import {EMAIL_MAX, email, requiredText} from '../fields';

/**
 * The footer only asks for something; the blog's form also checks it looks like an address. Apart
 * from the placements' other constants (`~/lib/newsletter`), so the footer on every page does not
 * load zod until its form is used.
 */
export const NEWSLETTER_SCHEMAS = {
  footer: z.object({email: requiredText({max: EMAIL_MAX})}),
  blog: z.object({email: email()}),
} satisfies Record<NewsletterPlacement, z.ZodTypeAny>;
