import {z} from 'zod';
import {email} from '../fields';

/**
 * Every newsletter signup (the footer's, the blog's) asks for an address that looks like one: the
 * email service refuses anything else, and the visitor should hear why rather than "could not send".
 */
export const NewsletterSchema = z.object({email: email()});
