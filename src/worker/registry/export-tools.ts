/**
 * Provider exports of registered tools (DESIGN.md §5.3): picks the export schema (plain, or the evidence
 * envelope around it), the description, and hands both to the provider module. Also re-exports
 * `stripOptionalNulls` for the strict run profile.
 */
import type { CanonicalToolDescriptor, ExportFormat } from '../../contract';
import { toAnthropicTool } from './export-anthropic';
import { toGeminiDeclaration } from './export-gemini';
import { toOpenAITool } from './export-openai';
import { envelopeSchema, EVIDENCE_DESCRIPTION_SUFFIX, plainExportSchema } from './export-schema';

/** The strict run profile's null stripping (see strip-optional-nulls.ts), exported here as docs/internal-interfaces.md fixes. */
export { stripOptionalNulls } from './strip-optional-nulls';

/**
 * Exports tools in one provider's format, in the given order.
 *
 * @param descriptors the tools to export (canonical descriptors; not mutated)
 * @param format 'openai' | 'anthropic' | 'gemini'
 * @param strict OpenAI structured outputs where the schema allows it (ignored for other formats)
 * @returns a plain array of provider tools named by `exportName`; evidence tools carry the envelope
 *   `{previous_observation, input}` and a description suffix explaining it
 * @see DESIGN.md §4.5 (envelope), §5.3
 */
export function exportDescriptors(
  descriptors: readonly CanonicalToolDescriptor[],
  format: ExportFormat,
  strict = false,
): unknown[] {
  return descriptors.map((d) => {
    const evidence = d.capabilities.evidence === true;
    const plain = plainExportSchema(d.inputSchema);
    const schema = evidence ? envelopeSchema(plain, { requireReason: strict && format === 'openai' }) : plain;
    const description = evidence ? `${d.description ?? ''}${EVIDENCE_DESCRIPTION_SUFFIX}`.trim() : d.description;
    if (format === 'anthropic') return toAnthropicTool(d.exportName, description, schema);
    if (format === 'gemini') return toGeminiDeclaration(d.exportName, description, schema);
    return toOpenAITool(d.exportName, description, schema, strict);
  });
}
