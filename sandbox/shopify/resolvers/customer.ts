/**
 * Legacy customer accounts on the Storefront API: sign-up, sign-in tokens, the customer query,
 * profile changes, and password recovery and activation through emailed links.
 */
import {
  activateAccount,
  customerForToken,
  logIn,
  recoverPassword,
  register,
  resetPassword,
  updateAccount,
  type AccountChanges,
  type LinkRedemption,
  type Outcome,
} from '../../customers/accounts';
import type {CustomerRecord} from '../../customers/store';
import {renewAccessToken, revokeAccessToken, type IssuedAccessToken} from '../../customers/tokens';
import type {StorefrontContext} from '../context';
import {numericId} from '../nodes';
import {accountSettings, errorLists, NO_ERRORS, optionalText} from './customer-errors';
import {customerObject, freshCustomerObject} from './customer-objects';
import type {Resolvers} from './types';

type Input = Record<string, unknown>;

export const customerResolvers: Resolvers = {
  Query: {
    customer: (_source, args, {db}) => {
      const token = String(args.customerAccessToken);
      const record = customerForToken(db, token);
      return record ? customerObject(db, record, token) : null;
    },
  },
  Mutation: {
    customerCreate: (_source, args, {db}) => {
      const input = args.input as Input;
      const outcome = register(db, {
        email: String(input.email),
        password: String(input.password),
        firstName: optionalText(input.firstName),
        lastName: optionalText(input.lastName),
        phone: optionalText(input.phone),
        acceptsMarketing: input.acceptsMarketing === true,
      });
      if (!outcome.ok) return {customer: null, ...errorLists(outcome.errors)};
      return {customer: customerObject(db, outcome.value, ''), ...NO_ERRORS};
    },

    customerAccessTokenCreate: (_source, args, context) => {
      const input = args.input as Input;
      const outcome = logIn(
        context.db,
        {email: String(input.email), password: String(input.password)},
        accountSettings(context),
      );
      if (!outcome.ok) return {customerAccessToken: null, ...errorLists(outcome.errors)};
      return {customerAccessToken: tokenObject(outcome.value), ...NO_ERRORS};
    },

    customerAccessTokenRenew: (_source, args, context) => {
      const renewed = renewAccessToken(
        context.db,
        String(args.customerAccessToken),
        accountSettings(context).tokenTtlSeconds,
      );
      if (!renewed) return {customerAccessToken: null, userErrors: [TOKEN_DOES_NOT_EXIST]};
      return {customerAccessToken: tokenObject(renewed), userErrors: []};
    },

    customerAccessTokenDelete: (_source, args, {db}) => {
      const token = String(args.customerAccessToken);
      const id = revokeAccessToken(db, token);
      if (id === null) {
        return {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: [TOKEN_DOES_NOT_EXIST],
        };
      }
      return {
        deletedAccessToken: token,
        deletedCustomerAccessTokenId: `gid://shopify/CustomerAccessToken/${id}`,
        userErrors: [],
      };
    },

    customerUpdate: (_source, args, context) => {
      const token = String(args.customerAccessToken);
      const input = args.customer as Input;
      const changes: AccountChanges = {
        email: optionalText(input.email),
        password: optionalText(input.password),
        firstName: optionalText(input.firstName),
        lastName: optionalText(input.lastName),
        phone: optionalText(input.phone),
        acceptsMarketing:
          typeof input.acceptsMarketing === 'boolean' ? input.acceptsMarketing : undefined,
      };
      const outcome = updateAccount(context.db, token, changes, accountSettings(context));
      if (!outcome.ok) {
        return {customer: null, customerAccessToken: null, ...errorLists(outcome.errors)};
      }
      const {customer, accessToken} = outcome.value;
      return {
        customer: customerObject(context.db, customer, accessToken?.accessToken ?? token),
        customerAccessToken: accessToken ? tokenObject(accessToken) : null,
        ...NO_ERRORS,
      };
    },

    customerRecover: (_source, args, context) => {
      const outcome = recoverPassword(context.db, String(args.email), accountSettings(context));
      return outcome.ok ? NO_ERRORS : errorLists(outcome.errors);
    },

    customerReset: (_source, args, context) =>
      signedInPayload(
        context,
        resetPassword(context.db, fromInput(args, 'resetToken'), accountSettings(context)),
      ),

    customerResetByUrl: (_source, args, context) =>
      signedInPayload(
        context,
        resetPassword(
          context.db,
          fromLink(args.resetUrl, 'reset', String(args.password), 'resetUrl'),
          accountSettings(context),
        ),
      ),

    customerActivate: (_source, args, context) =>
      signedInPayload(
        context,
        activateAccount(context.db, fromInput(args, 'activationToken'), accountSettings(context)),
      ),

    customerActivateByUrl: (_source, args, context) =>
      signedInPayload(
        context,
        activateAccount(
          context.db,
          fromLink(args.activationUrl, 'activate', String(args.password), 'activationUrl'),
          accountSettings(context),
        ),
      ),
  },
};

const TOKEN_DOES_NOT_EXIST = {
  field: ['customerAccessToken'],
  message: 'access token does not exist',
};

function tokenObject({accessToken, expiresAt}: {accessToken: string; expiresAt: string}) {
  return {__typename: 'CustomerAccessToken', accessToken, expiresAt};
}

/** `https://shop/account/reset/{customerId}/{token}` (or `/activate/`), with any locale prefix. */
function fromLink(
  url: unknown,
  kind: 'reset' | 'activate',
  password: string,
  urlField: string,
): LinkRedemption {
  const match = new RegExp(`/account/${kind}/(\\d+)/([^/?#]+)`).exec(String(url));
  return {
    customerId: match ? Number(match[1]) : null,
    token: match ? decodeURIComponent(match[2]) : '',
    password,
    passwordField: ['password'],
    tokenField: [urlField],
  };
}

function signedInPayload(
  {db}: StorefrontContext,
  outcome: Outcome<{customer: CustomerRecord; accessToken: IssuedAccessToken}>,
) {
  if (!outcome.ok)
    return {customer: null, customerAccessToken: null, ...errorLists(outcome.errors)};
  const {customer, accessToken} = outcome.value;
  return {
    customer: freshCustomerObject(db, customer.id, accessToken.accessToken),
    customerAccessToken: tokenObject(accessToken),
    ...NO_ERRORS,
  };
}

/** `customerReset` / `customerActivate` name the customer by id and carry the token in `input`. */
function fromInput(args: Record<string, unknown>, tokenKey: 'resetToken' | 'activationToken') {
  const input = args.input as Input;
  return {
    customerId: numericId(args.id, 'Customer'),
    token: String(input[tokenKey]),
    password: String(input.password),
    passwordField: ['input', 'password'],
    tokenField: ['input'],
  };
}
