/**
 * Shopify runs graphql-ruby, whose validation errors read differently from graphql-js's. The common
 * ones are rewritten into Shopify's wording and shape (message, locations, path, extensions.code) so
 * error handling built against the sandbox also fits the real API. Others keep graphql-js's message.
 */
import {BREAK, visit, type ASTNode, type DocumentNode, type GraphQLError} from 'graphql';

export interface ShopifyGraphQLError {
  message: string;
  locations?: {line: number; column: number}[];
  path?: (string | number)[];
  extensions?: Record<string, unknown>;
}

interface Rewrite {
  pattern: RegExp;
  toShopify(match: RegExpExecArray): {message: string; extensions: Record<string, unknown>};
}

const REWRITES: Rewrite[] = [
  {
    pattern: /^Cannot query field "([^"]+)" on type "([^"]+)"\./,
    toShopify: ([, fieldName, typeName]) => ({
      message: `Field '${fieldName}' doesn't exist on type '${typeName}'`,
      extensions: {code: 'undefinedField', typeName, fieldName},
    }),
  },
  {
    pattern: /^Unknown argument "([^"]+)" on field "[^".]+\.([^"]+)"\./,
    toShopify: ([, argumentName, fieldName]) => ({
      message: `Field '${fieldName}' doesn't accept argument '${argumentName}'`,
      extensions: {code: 'argumentNotAccepted', name: fieldName, typeName: 'Field', argumentName},
    }),
  },
  {
    pattern:
      /^Field "([^"]+)" argument "([^"]+)" of type "[^"]+" is required, but it was not provided\./,
    toShopify: ([, fieldName, argumentName]) => ({
      message: `Field '${fieldName}' is missing required arguments: ${argumentName}`,
      extensions: {
        code: 'missingRequiredArguments',
        className: 'Field',
        name: fieldName,
        arguments: argumentName,
      },
    }),
  },
];

export function toShopifyValidationError(
  error: GraphQLError,
  document: DocumentNode,
): ShopifyGraphQLError {
  const node = error.nodes?.[0];
  const path = node ? documentPath(document, node) : undefined;
  const locations = error.locations?.map(({line, column}) => ({line, column}));

  for (const rewrite of REWRITES) {
    const match = rewrite.pattern.exec(error.message);
    if (match) return {...rewrite.toShopify(match), locations, path};
  }
  return {
    message: error.message,
    locations,
    path,
    extensions: {code: 'GRAPHQL_VALIDATION_FAILED'},
  };
}

export function toShopifySyntaxError(error: GraphQLError): ShopifyGraphQLError {
  return {
    message: error.message,
    locations: error.locations?.map(({line, column}) => ({line, column})),
    extensions: {code: 'GRAPHQL_PARSE_FAILED'},
  };
}

/** graphql-ruby's path to a node: `["query Name", "cart", "lines", ...]`. */
function documentPath(document: DocumentNode, target: ASTNode): string[] | undefined {
  let path: string[] | undefined;
  visit(document, {
    enter(node, _key, _parent, _path, ancestors) {
      if (node !== target) return undefined;
      path = [...ancestors, node].flatMap((ancestor) =>
        'kind' in ancestor ? describe(ancestor) : [],
      );
      return BREAK;
    },
  });
  return path;
}

function describe(node: ASTNode): string[] {
  switch (node.kind) {
    case 'OperationDefinition':
      return [node.name ? `${node.operation} ${node.name.value}` : node.operation];
    case 'FragmentDefinition':
      return [`fragment ${node.name.value}`];
    case 'Field':
      return [(node.alias ?? node.name).value];
    case 'Argument':
      return [node.name.value];
    case 'InlineFragment':
      return [node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...'];
    case 'FragmentSpread':
      return [`... ${node.name.value}`];
    default:
      return [];
  }
}
