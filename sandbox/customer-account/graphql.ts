import {randomUUID} from 'node:crypto';
import {execute, getOperationAST, GraphQLError, parse, validate} from 'graphql';
import {json} from '../http/responses';
import type {RouteParams} from '../http/router';
import type {ServiceContext} from '../service';
import {toShopifySyntaxError, toShopifyValidationError, type ShopifyGraphQLError} from '../shopify/errors';
import {createFieldResolver} from '../shopify/resolvers/field-resolver';
import {customerAccountResolvers, type CustomerAccountContext} from './resolvers';
import {customerAccountSchema, servedVersion} from './schema';
import {liveToken} from './store';

const fieldResolver = createFieldResolver<CustomerAccountContext>(customerAccountResolvers);

/**
 * `POST /{shopId}/account/customer/api/{version}/graphql`. The `Authorization` header carries the
 * access token itself (Hydrogen sends it bare; `Bearer` is accepted too); a missing, expired or
 * revoked token answers 401, which Hydrogen takes as "sign in again". GraphQL errors answer 200.
 */
export function createCustomerAccountGraphQLHandler({db, config, log}: ServiceContext) {
  return async (request: Request, params: RouteParams): Promise<Response> => {
    const requestId = randomUUID();
    const headers = {
      'X-Request-Id': requestId,
      'X-Shopify-API-Version': servedVersion(params.version),
    };
    const fail = (list: ShopifyGraphQLError[], status = 200) => {
      log.warn(`customer-account (request ${requestId}) failed: ${list.map((error) => error.message).join('; ')}`);
      return json({errors: list}, {status, headers});
    };
    if (params.shopId !== config.customerAccount.shopId) {
      return fail([{message: 'Not Found', extensions: {code: 'NOT_FOUND'}}], 404);
    }
    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
    const grant = token ? liveToken(db, token, 'access') : null;
    if (!grant) {
      return fail(
        [{message: 'Invalid or expired access token', extensions: {code: 'UNAUTHORIZED'}}],
        401,
      );
    }

    let body: {query?: unknown; variables?: unknown; operationName?: unknown};
    try {
      body = (await request.json()) as typeof body;
    } catch {
      return fail([{message: 'Invalid JSON in request body'}], 400);
    }
    if (typeof body.query !== 'string' || !body.query.trim()) {
      return fail([{message: 'No query string was present'}]);
    }
    const schema = customerAccountSchema(params.version);
    let document;
    try {
      document = parse(body.query);
    } catch (error) {
      if (error instanceof GraphQLError) return fail([toShopifySyntaxError(error)]);
      throw error;
    }
    const invalid = validate(schema, document);
    if (invalid.length) return fail(invalid.map((error) => toShopifyValidationError(error, document)));
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    if (!getOperationAST(document, operationName)) {
      return fail([{message: operationName ? `No operation named "${operationName}"` : 'An operation name is required when sending multiple operations.'}]);
    }

    const contextValue: CustomerAccountContext = {
      db,
      config,
      origin: new URL(request.url).origin,
      customerId: grant.customerId,
      unsupported: new Set(),
    };
    const result = await execute({
      schema,
      document,
      operationName,
      variableValues:
        typeof body.variables === 'object' && body.variables !== null
          ? (body.variables as Record<string, unknown>)
          : {},
      contextValue,
      fieldResolver,
    });
    if (result.errors) {
      log.warn(`customer-account (request ${requestId}) failed: ${result.errors.map((error) => error.message).join('; ')}`);
    }
    if (contextValue.unsupported.size > 0) {
      log.warn(
        `customer-account (request ${requestId}) answered null or empty for fields not supported by the sandbox: ${[
          ...contextValue.unsupported,
        ].join(', ')}`,
      );
    }
    return json(result, {headers});
  };
}
