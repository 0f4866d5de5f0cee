/**
 * The Customer Account API ("new customer accounts") over the same customers, orders and addresses
 * as the Storefront API. Paths are those Hydrogen builds on `https://shopify.com` (the local runtime
 * maps that host here, docs/decisions/0026): `/authentication/{shopId}/…` for OAuth and
 * `/{shopId}/account/customer/api/{version}/graphql` for the API; the discovery documents sit at the
 * shop's own `/.well-known/…`, as on a shop's domain.
 */
import {json} from '../http/responses';
import type {SandboxService, ServiceContext} from '../service';
import {createCustomerAccountGraphQLHandler} from './graphql';
import {publicKeySet} from './id-token';
import {authBase, createOAuthHandlers} from './oauth';
import {NEWEST_VERSION} from './schema';
import {countLiveSessions} from './store';

export {customerAccountTables} from './store';

export function createCustomerAccountService(context: ServiceContext): SandboxService {
  const {shopId} = context.config.customerAccount;
  const oauth = createOAuthHandlers(context);
  const auth = `/authentication/:shopId`;

  const openIdConfiguration = async (request: Request) => {
    const base = authBase(new URL(request.url).origin, shopId);
    return json({
      issuer: base,
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      end_session_endpoint: `${base}/logout`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'customer-account-api:full'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      claims_supported: ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'sid', 'email', 'email_verified'],
    });
  };

  return {
    key: 'customer-account',
    name: 'Customer Account API',
    description:
      'New customer accounts: hosted sign-in by one-time code (the code is in the outbox), OAuth 2.0 with PKCE, and the Customer Account GraphQL API.',
    endpoints: [
      '/.well-known/openid-configuration',
      '/.well-known/customer-account-api',
      `/authentication/${shopId}/oauth/authorize`,
      `/authentication/${shopId}/oauth/token`,
      `/authentication/${shopId}/logout`,
      `/${shopId}/account/customer/api/${NEWEST_VERSION}/graphql`,
    ],
    routes: [
      {method: 'GET', pattern: '/.well-known/openid-configuration', handler: openIdConfiguration},
      {method: 'GET', pattern: `${auth}/.well-known/openid-configuration`, handler: openIdConfiguration},
      {
        method: 'GET',
        pattern: '/.well-known/customer-account-api',
        handler: async (request) => {
          const origin = new URL(request.url).origin;
          return json({
            graphql_api: `${origin}/${shopId}/account/customer/api/${NEWEST_VERSION}/graphql`,
          });
        },
      },
      {method: 'GET', pattern: `${auth}/.well-known/jwks.json`, handler: async () => json(publicKeySet())},
      {method: 'GET', pattern: `${auth}/oauth/authorize`, handler: oauth.authorize},
      {method: 'GET', pattern: `${auth}/sign-in/:id`, handler: oauth.signInPage},
      {method: 'POST', pattern: `${auth}/sign-in/:id`, handler: oauth.signInStep},
      {method: 'POST', pattern: `${auth}/oauth/token`, handler: oauth.token},
      {method: 'GET', pattern: `${auth}/logout`, handler: oauth.logout},
      {
        method: 'POST',
        pattern: '/:shopId/account/customer/api/:version/graphql',
        handler: createCustomerAccountGraphQLHandler(context),
      },
    ],
    counts: () => ({sessions: countLiveSessions(context.db)}),
  };
}
