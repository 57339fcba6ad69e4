/**
 * Gemini tool format: one `FunctionDeclaration` `{name, description, parameters}` per tool, the schema in
 * Gemini's OpenAPI subset (gemini-schema.ts). Builds one declaration; owns no schema rule.
 */
import type { JsonSchema } from '../../contract';
import { toGeminiSchema } from './gemini-schema';
import { withRootProperties } from './export-schema';

/** A Gemini function declaration. */
export interface GeminiFunctionDeclaration {
  name: string;
  description?: string;
  parameters: JsonSchema;
}

/**
 * Builds one Gemini function declaration.
 *
 * @param name the tool's exportName
 * @param description the export description (undefined → omitted)
 * @param schema the plain export schema (or envelope), no `$schema`
 * @returns `{ name, description, parameters }` with the schema translated to Gemini's subset
 * @see DESIGN.md §5.3; Gemini API "Function calling" (FunctionDeclaration, Schema)
 */
export function toGeminiDeclaration(
  name: string,
  description: string | undefined,
  schema: JsonSchema,
): GeminiFunctionDeclaration {
  return {
    name,
    ...(description !== undefined ? { description } : {}),
    parameters: withRootProperties(toGeminiSchema(schema)),
  };
}
