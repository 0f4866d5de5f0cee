import {z} from 'zod';
import {email, optionalText, requiredText} from '../fields';

/** The contact page's built-in form and the custom-print enquiry: sent on urlencoded. */
export const ContactSchema = z.object({
  name: requiredText({max: 100}),
  email: email(),
  phone: requiredText({max: 40}),
  comments: optionalText({max: 5000}),
});
