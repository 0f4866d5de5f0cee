import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import {json} from '../http/responses';
import type {ServiceContext} from '../service';
import type {StorefrontContext} from './context';
import {toShopifySyntaxError, toShopifyValidationError, type ShopifyGraphQLError} from './errors';
import {readInContext} from './in-context';
import {countryByCode, languageByCode} from './markets';
import {createFieldResolver} from './resolvers/field-resolver';
import {resolvers} from './resolvers';
import {storefrontSchema} from './schema';

interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

const fieldResolver = createFieldResolver(resolvers);

/** `POST /api/{version}/graphql.json`: the Storefront API. GraphQL errors answer 200, as Shopify does. */
export function createGraphQLHandler({config, db}: ServiceContext) {
  return async (request: Request): Promise<Response> => {
    if (!isAuthorized(request, config.storefront)) {
      return json({errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}]}, {status: 401});
    }

    const body = await readBody(request);
    if (!body) return errors([{message: 'Invalid JSON in request body'}], 400);
    if (typeof body.query !== 'string' || !body.query.trim()) {
      return errors([{message: 'No query string was present'}]);
    }

    const checked = checkDocument(body.query);
    if ('errors' in checked) return errors(checked.errors);
    const {document, schema} = checked;

    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      return errors([
        {
          message: operationName
            ? `No operation named "${operationName}"`
            : 'An operation name is required when sending multiple operations.',
        },
      ]);
    }

    const variables = isRecord(body.variables) ? body.variables : {};
    const inContext = readInContext(schema, operation, variables);
    const contextValue: StorefrontContext = {
      db,
      config,
      origin: new URL(request.url).origin,
      country: countryByCode(inContext.country),
      language: languageByCode(inContext.language),
    };

    const result = await execute({
      schema,
      document,
      operationName,
      variableValues: variables,
      contextValue,
      fieldResolver,
    });
    return json(result);
  };
}

/**
 * Storefronts send the same few documents over and over, and parsing plus validation is most of the
 * cost of a small query, so each distinct text is checked once (the cache is bounded).
 */
const checkedDocuments = new Map<string, DocumentNode>();
const MAX_CHECKED_DOCUMENTS = 500;

function checkDocument(
  query: string,
): {document: DocumentNode; schema: GraphQLSchema} | {errors: ShopifyGraphQLError[]} {
  const schema = storefrontSchema();
  const cached = checkedDocuments.get(query);
  if (cached) return {document: cached, schema};

  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    if (error instanceof GraphQLError) return {errors: [toShopifySyntaxError(error)]};
    throw error;
  }
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) {
    return {errors: validationErrors.map((error) => toShopifyValidationError(error, document))};
  }
  if (checkedDocuments.size >= MAX_CHECKED_DOCUMENTS) {
    checkedDocuments.delete(checkedDocuments.keys().next().value as string);
  }
  checkedDocuments.set(query, document);
  return {document, schema};
}

function isAuthorized(
  request: Request,
  tokens: {publicToken: string; privateToken: string},
): boolean {
  return (
    request.headers.get('X-Shopify-Storefront-Access-Token') === tokens.publicToken ||
    request.headers.get('Shopify-Storefront-Private-Token') === tokens.privateToken
  );
}

/** JSON (`{query, variables, operationName}`) or a bare `application/graphql` document. */
async function readBody(request: Request): Promise<GraphQLRequestBody | null> {
  const text = await request.text();
  if (request.headers.get('Content-Type')?.includes('application/graphql')) {
    return {query: text};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function errors(list: ShopifyGraphQLError[], status = 200): Response {
  return json({errors: list}, {status});
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
