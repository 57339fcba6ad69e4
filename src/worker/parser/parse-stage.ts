/**
 * Stage A2 `parse` (DESIGN.md §3) for one call: the argument text → one strict JSON value → the envelope
 * (evidence tools) → `input` against `inputSchema` (parse-arguments.ts). Reports the `parse` event with
 * the argument text's UTF-8 bytes. Changes no state.
 */
import { utf8ByteLength } from '../../contract';
import { passStage, refuseStage, type CallContext, type StageOutcome } from '../journey/call-context';
import type { SupportedCall } from '../registry/supports-stage';
import { parseArguments, type ParsedCall } from './parse-arguments';

/**
 * @returns the parsed call (input, evaluation, notes), or a refusal with INPUT_TOO_LARGE | INVALID_JSON |
 *   TRAILING_TOKENS | DUPLICATE_KEY | INVALID_ENVELOPE | SCHEMA_VIOLATION
 */
export function parseCallArguments(call: CallContext, supported: SupportedCall): StageOutcome<ParsedCall> {
  const { argumentsText, finishReason } = call.request;
  const parse = call.trace.begin('parse');
  const parsed = parseArguments(argumentsText, supported.tool, {
    maxArgumentBytes: supported.budgets.maxArgumentBytes,
    evidence: supported.evidence,
    stripNulls: call.run.stripNulls,
    finishReason,
  });
  const bytes = typeof argumentsText === 'string' ? utf8ByteLength(argumentsText) : 0;
  if (!parsed.ok) {
    parse.fail(parsed.violation.code, { bytes });
    return refuseStage({ violation: parsed.violation, errorSource: 'harness' });
  }
  parse.pass({ bytes });
  return passStage({ ...parsed.value, notes: [...parsed.value.notes] });
}
