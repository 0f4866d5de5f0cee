import {isRouteErrorResponse} from '@remix-run/react';
import {isBadAddress} from '~/lib/http/address';

/** What a visitor reads when a page cannot be shown: the route error view and the server's own pages. */
export interface ErrorMessage {
  status: number;
  label: string;
  heading: string;
  text: string;
}

export const ERROR_MESSAGES = {
  badAddress: {
    status: 400,
    label: 'Error 400',
    heading: 'This address isn’t valid',
    text: 'The link may be broken or cut short. Check the address, or start again from the home page.',
  },
  badRequest: {
    status: 400,
    label: 'Error 400',
    heading: 'This request couldn’t be read',
    text: 'Something in the request was malformed. Go back and try again, or start again from the home page.',
  },
  crossSite: {
    status: 403,
    label: 'Error 403',
    heading: 'This form can’t be sent from another site',
    text: 'To keep your account safe, we only accept forms sent from our own pages. Please go back to the store and try again.',
  },
  notFound: {
    status: 404,
    label: 'Error 404',
    heading: 'Page not found',
    text: 'We couldn’t find the page you were looking for. It may have moved, or the link may be out of date.',
  },
  methodNotAllowed: {
    status: 405,
    label: 'Error 405',
    heading: 'This page can’t take that request',
    text: 'Pages here can be read and their forms sent, nothing else. Start again from the home page.',
  },
  tooLarge: {
    status: 413,
    label: 'Error 413',
    heading: 'What you sent is too large',
    text: 'The form was far longer than any of ours, so nothing of it was read or kept. Go back and try again with less.',
  },
  unavailable: {
    status: 503,
    label: 'Error 503',
    heading: 'This page is unavailable just now',
    text: 'We can’t load this page at the moment. Please try again in a few minutes; the rest of the store is still open.',
  },
  unexpected: {
    status: 500,
    label: 'Error',
    heading: 'Something went wrong',
    text: 'We couldn’t load this page. Please try again in a moment.',
  },
} as const satisfies Record<string, ErrorMessage>;

/** What a route's thrown 4xx says; any other status is the generic message. */
const ROUTE_ERRORS: Record<number, ErrorMessage> = {
  400: ERROR_MESSAGES.badRequest,
  404: ERROR_MESSAGES.notFound,
  405: ERROR_MESSAGES.methodNotAllowed,
  413: ERROR_MESSAGES.tooLarge,
  503: ERROR_MESSAGES.unavailable,
};

/** The message for a route error at this path; server and browser pick the same one. */
export function errorMessageFor(error: unknown, pathname: string): ErrorMessage {
  if (isBadAddress(pathname)) return ERROR_MESSAGES.badAddress;
  if (isRouteErrorResponse(error)) return ROUTE_ERRORS[error.status] ?? ERROR_MESSAGES.unexpected;
  return ERROR_MESSAGES.unexpected;
}
