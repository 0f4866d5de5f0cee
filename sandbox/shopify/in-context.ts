import {
  getDirectiveValues,
  getVariableValues,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

export interface InContextArguments {
  country?: string;
  language?: string;
}

/**
 * The `@inContext(country:, language:)` arguments of the operation, with variables applied (Hydrogen
 * passes `$country` / `$language`, defaulting country to `ZZ`). Bad variables give no context here;
 * execution reports them.
 */
export function readInContext(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): InContextArguments {
  const directive = schema.getDirective('inContext');
  if (!directive) return {};
  const {coerced} = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (!coerced) return {};
  const values = getDirectiveValues(directive, operation, coerced);
  return {
    country: typeof values?.country === 'string' ? values.country : undefined,
    language: typeof values?.language === 'string' ? values.language : undefined,
  };
}
