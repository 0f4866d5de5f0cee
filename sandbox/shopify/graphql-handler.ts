import {randomUUID} from 'node:crypto';
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
import {redactVariables, type SandboxLog} from '../log';
import type {ServiceContext} from '../service';
import type {StorefrontContext} from './context';
import {toShopifySyntaxError, toShopifyValidationError, type ShopifyGraphQLError} from './errors';
import {readInContext} from './in-context';
import {countryByCode, languageByCode} from './markets';
import {createFieldResolver} from './resolvers/field-resolver';
import {resolvers} from './resolvers';
import {servedVersion, storefrontSchema} from './schema';

interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

const fieldResolver = createFieldResolver(resolvers);

/**
 * `POST /api/{version}/graphql.json`: the Storefront API. GraphQL errors answer 200, as Shopify does.
 * Every answer carries an `X-Request-Id`, as Shopify's do, and the log names it, and the version
 * that answered in `X-Shopify-API-Version`.
 */
export function createGraphQLHandler(
  {config, db, log}: ServiceContext,
  {onMutation}: {onMutation?: () => void} = {},
) {
  return async (request: Request): Promise<Response> => {
    const requestId = randomUUID();
    const response = await answer(request, {config, db, log: requestLog(log, requestId), onMutation});
    response.headers.set('X-Request-Id', requestId);
    response.headers.set('X-Shopify-API-Version', servedVersion(apiVersion(request)));
    return response;
  };
}

interface RequestLog {
  log: SandboxLog;
  /** `storefront ProductQuery (request 9b1d…)`. */
  label(operationName: string | undefined): string;
}

function requestLog(log: SandboxLog, requestId: string): RequestLog {
  return {
    log,
    label: (operationName) => `storefront ${operationName ?? 'anonymous'} (request ${requestId})`,
  };
}

async function answer(
  request: Request,
  {
    config,
    db,
    log,
    onMutation,
  }: Pick<ServiceContext, 'config' | 'db'> & {log: RequestLog; onMutation?: () => void},
): Promise<Response> {
  if (!isAuthorized(request, config.storefront)) {
    log.log.warn(
      `${log.label(
        undefined,
      )} refused: no valid X-Shopify-Storefront-Access-Token or Shopify-Storefront-Private-Token`,
    );
    return json({errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}]}, {status: 401});
  }

  const body = await readBody(request);
  const requestedName = typeof body?.operationName === 'string' ? body.operationName : undefined;
  const failed = (list: ShopifyGraphQLError[], status = 200) => {
    const name = requestedName ?? firstOperationName(body?.query);
    log.log.warn(`${log.label(name)} failed: ${describeErrors(list)}`);
    return errors(list, status);
  };
  if (!body) return failed([{message: 'Invalid JSON in request body'}], 400);
  if (typeof body.query !== 'string' || !body.query.trim()) {
    return failed([{message: 'No query string was present'}]);
  }

  const checked = checkDocument(body.query, apiVersion(request));
  if ('errors' in checked) return failed(checked.errors);
  const {document, schema} = checked;

  const operation = getOperationAST(document, requestedName);
  if (!operation) {
    return failed([
      {
        message: requestedName
          ? `No operation named "${requestedName}"`
          : 'An operation name is required when sending multiple operations.',
      },
    ]);
  }

  const operationName = operation.name?.value;
  if (operation.operation === 'mutation') onMutation?.();
  const variables = isRecord(body.variables) ? body.variables : {};
  const inContext = readInContext(schema, operation, variables);
  const contextValue: StorefrontContext = {
    db,
    config,
    origin: new URL(request.url).origin,
    country: countryByCode(inContext.country),
    language: languageByCode(inContext.language),
    unsupported: new Set(),
  };

  const started = performance.now();
  const result = await execute({
    schema,
    document,
    operationName: requestedName,
    variableValues: variables,
    contextValue,
    fieldResolver,
  });
  const label = log.label(operationName);
  if (config.log.includes('queries')) {
    const elapsed = Math.round(performance.now() - started);
    log.log.info(
      `${label} ${JSON.stringify(redactVariables(variables))} ${
        result.errors ? `${result.errors.length} error(s)` : 'ok'
      } in ${elapsed} ms`,
    );
  }
  if (result.errors) log.log.warn(`${label} failed: ${describeErrors(result.errors)}`);
  if (contextValue.unsupported.size > 0) {
    log.log.warn(
      `${label} answered null or empty for fields not supported by the sandbox: ${[
        ...contextValue.unsupported,
      ].join(', ')}`,
    );
  }
  return json(result);
}

/** The first named operation in a document that could not be parsed or checked, for the log. */
function firstOperationName(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  return /\b(?:query|mutation)\s+([_A-Za-z]\w*)/.exec(query)?.[1];
}

function describeErrors(list: readonly {message: string; path?: readonly (string | number)[]}[]) {
  return list
    .map((error) => (error.path ? `${error.message} (at ${error.path.join('.')})` : error.message))
    .join('; ');
}

/**
 * Storefronts send the same few documents over and over, and parsing plus validation is most of the
 * cost of a small query, so each distinct text is checked once (the cache is bounded).
 */
const checkedDocuments = new Map<string, DocumentNode>();
const MAX_CHECKED_DOCUMENTS = 500;

function checkDocument(
  query: string,
  version: string,
): {document: DocumentNode; schema: GraphQLSchema} | {errors: ShopifyGraphQLError[]} {
  const schema = storefrontSchema(version);
  const key = `${servedVersion(version)} ${query}`;
  const cached = checkedDocuments.get(key);
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
  checkedDocuments.set(key, document);
  return {document, schema};
}

/** `2026-04`, `unstable` or whatever else a client asks for, from `/api/{version}/graphql.json`. */
function apiVersion(request: Request): string {
  return /\/api\/([^/]+)\/graphql\.json$/.exec(new URL(request.url).pathname)?.[1] ?? '';
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
