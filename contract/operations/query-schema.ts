import { z } from 'zod';
import { patternOf, type Parameter } from '../filters/parameters.ts';
import type { QueryGrammar } from '../filters/query.ts';

/**
 * The OpenAPI form of a grammar: every parameter an optional string with its pattern, description
 * and an example written by the grammar itself; integers and fixed choices keep their types.
 * The service validates the strings with the grammar (`parseQuery`), which also checks what a
 * pattern cannot (an ordered range, a closed polygon, a repeated sort key).
 */
export function querySchema(grammar: QueryGrammar) {
  return z.object(
    Object.fromEntries(
      Object.entries(grammar).map(([name, parameter]) => [name, schemaOf(parameter)]),
    ),
  );
}

function schemaOf(parameter: Parameter) {
  const operators =
    parameter.kind === 'filter' ? ` Operators: ${parameter.operators.join(', ')}.` : '';
  const meta = {
    description: `${parameter.description}${operators}`,
    example: parameter.build(parameter.example as never) as unknown,
  };
  switch (parameter.kind) {
    case 'choice':
      return z
        .enum(parameter.choices as [string, ...string[]])
        .optional()
        .meta(meta);
    case 'integer': {
      const bounded = z.coerce.number().int().min(parameter.min);
      const schema = parameter.max === undefined ? bounded : bounded.max(parameter.max);
      return schema
        .optional()
        .meta({ ...meta, example: parameter.example, default: parameter.defaultValue });
    }
    default:
      return z
        .string()
        .regex(new RegExp(patternOf(parameter)!))
        .optional()
        .meta(meta);
  }
}
