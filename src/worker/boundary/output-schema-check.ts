/**
 * B3 raw-check, output schema (DESIGN.md §4.4; MCP spec "Structured Content"): a success result of a tool
 * that declares an `outputSchema` must carry a `structuredContent` that matches it. Error results are
 * never checked; `outputSchema` is never closed by default.
 */
import type { Outcome } from '../../contract';
import { ok, refuse } from '../../contract';
import type { CompiledSchema } from '../parser/schema-validator';

/**
 * @returns ok, or OUTPUT_SCHEMA_VIOLATION with errors whose pointers are relative to `structuredContent`
 */
export function checkOutputSchema(
  output: CompiledSchema | undefined,
  rawValue: unknown,
  toolName: string,
): Outcome<true> {
  if (!output) return ok(true);
  const structured =
    typeof rawValue === 'object' && rawValue !== null
      ? (rawValue as { structuredContent?: unknown }).structuredContent
      : undefined;
  if (structured === undefined) {
    return refuse({
      code: 'OUTPUT_SCHEMA_VIOLATION',
      message: `${toolName} declares an outputSchema but its result has no structuredContent.`,
      pointer: '',
      errors: [{ pointer: '', message: 'structuredContent is missing' }],
    });
  }
  const errors = output.validate(structured);
  const [first] = errors;
  if (!first) return ok(true);
  return refuse({
    code: 'OUTPUT_SCHEMA_VIOLATION',
    message: `${toolName} returned structuredContent that does not match its outputSchema: ${first.message}`,
    pointer: first.pointer,
    errors,
  });
}
