/**
 * OpenAI tool format (Chat Completions `tools[]`): `{type:'function', function:{name, description,
 * parameters, strict?}}`. With `strict`, the schema is the strict form of DESIGN.md §5.3 when it can be
 * built, else `strict: false`. Builds one tool from an export schema; owns no schema rule.
 */
import type { JsonSchema } from '../../contract';
import { toStrictSchema } from './strict-schema';

/** An OpenAI function tool. */
export interface OpenAITool {
  type: 'function';
  function: { name: string; description?: string; parameters: JsonSchema; strict?: boolean };
}

/**
 * Builds one OpenAI function tool.
 *
 * @param name the tool's exportName
 * @param description the export description (undefined → omitted)
 * @param schema the plain export schema (or envelope), no `$schema`
 * @param strict whether structured outputs (`strict: true`) were asked for
 * @returns the tool; with `strict` asked and impossible, `strict: false` and the plain schema (the
 *   descriptor carries the STRICT_EXPORT_UNAVAILABLE note from registration)
 * @see DESIGN.md §5.3; OpenAI API reference, Chat Completions `tools[].function`
 */
export function toOpenAITool(
  name: string,
  description: string | undefined,
  schema: JsonSchema,
  strict: boolean,
): OpenAITool {
  const fn: OpenAITool['function'] = {
    name,
    ...(description !== undefined ? { description } : {}),
    parameters: schema,
  };
  if (strict) {
    const made = toStrictSchema(schema);
    fn.parameters = made.ok ? made.schema : schema;
    fn.strict = made.ok;
  }
  return { type: 'function', function: fn };
}
