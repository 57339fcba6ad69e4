/**
 * Anthropic tool format (Messages API `tools[]`): `{name, description, input_schema}`. Builds one tool
 * from an export schema; owns no schema rule.
 */
import type { JsonSchema } from '../../contract';

/** An Anthropic client tool. */
export interface AnthropicTool {
  name: string;
  description?: string;
  input_schema: JsonSchema;
}

/**
 * Builds one Anthropic tool.
 *
 * @param name the tool's exportName
 * @param description the export description (undefined → omitted)
 * @param schema the plain export schema (or envelope), no `$schema`
 * @returns `{ name, description, input_schema }`
 * @see DESIGN.md §5.3; Anthropic Messages API, `tools[].input_schema`
 */
export function toAnthropicTool(name: string, description: string | undefined, schema: JsonSchema): AnthropicTool {
  return { name, ...(description !== undefined ? { description } : {}), input_schema: schema };
}
