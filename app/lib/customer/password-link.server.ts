import {data, type ActionFunctionArgs, type LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {customerCallFailed, readLimitedForm} from './replies.server';
import {NewPasswordForm} from './schemas';
import {invalidForm, parseForm} from '~/lib/forms/submission.server';
import {routeLocale} from '~/lib/i18n/locale';
import {RATE_LIMITS} from '~/lib/http/rate-limit.server';
import {requirePasswords} from './session.server';

export type PasswordLinkKind = 'reset' | 'activate';

/** A link's parts must look like Shopify's (numeric customer id, a token of URL-safe characters). */
export function isLinkParams(params: {id?: string; token?: string}): params is {id: string; token: string} {
  return /^\d{1,20}$/.test(params.id ?? '') && /^[\w-]{1,200}$/.test(params.token ?? '');
}

/** The reset and activation pages' loader: the link from Shopify's email; its token is checked when the form is sent. */
export function loadPasswordLinkPage({params, context}: LoaderFunctionArgs) {
  requirePasswords(context.customer, routeLocale({params, context}));
  if (!isLinkParams(params)) throw new Response('Not found', {status: 404});
  return null;
}

/**
 * The reset and activation forms' action: the new password goes to Shopify with the link from the
 * email (rebuilt from the path, without any locale prefix, as Shopify wrote it). The success view
 * asks the customer to sign in with the new password, so the token Shopify hands back is deleted
 * rather than left alive unused.
 */
export async function setPasswordFromLink(kind: PasswordLinkKind, {request, params, context}: ActionFunctionArgs) {
  requirePasswords(context.customer, routeLocale({params, context}));
  const {formData, refused} = await readLimitedForm(request, RATE_LIMITS.accounts);
  if (refused) return refused;
  const submission = await parseForm(formData, NewPasswordForm);
  if (submission.status !== 'success') return invalidForm(submission);
  if (!isLinkParams(params)) return customerCallFailed(submission, new Error('Malformed account link'));

  const url = new URL(`/account/${kind}/${params.id}/${params.token}`, request.url).toString();
  try {
    const call = kind === 'reset' ? context.customer.resetByUrl : context.customer.activateByUrl;
    const token = await call(url, submission.value.password);
    await context.customer.logout(token.accessToken).catch(() => undefined);
  } catch (error) {
    return customerCallFailed(submission, error);
  }
  return data({result: submission.reply({resetForm: true, hideFields: ['password', 'passwordConfirmation']}), done: true});
}
