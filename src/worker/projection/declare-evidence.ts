/**
 * The projection's declared evidence_status (DESIGN.md §4.4 FOUND rule), computed on the projected
 * value. The control view (src/worker/observation/control-view.ts) re-derives it independently from the
 * serialized result at C6; this module is deliberately not shared with it, so the check has two sources.
 */
import type { EvidenceStatus, ProjectionKind } from '../../contract';
import { isPartsResult } from '../../contract';

/**
 * FOUND when the value holds content: for `parts`, a non-placeholder part with non-empty text or data
 * (a `resource_link` with a uri counts: it names a resource), or a non-empty `structured`; for `json`,
 * a non-empty array, object or string, or any number or boolean. Otherwise NO_EVIDENCE.
 *
 * @param agentResult the projected (bounded) agent_result
 * @param kind which rule applies
 */
export function declareEvidence(agentResult: unknown, kind: ProjectionKind): EvidenceStatus {
  if (kind === 'json') return hasJsonContent(agentResult) ? 'FOUND' : 'NO_EVIDENCE';
  if (!isPartsResult(agentResult)) return 'NO_EVIDENCE';
  const content = agentResult.parts.some((part) => {
    if (part === null || typeof part !== 'object' || part.type === 'placeholder') return false;
    if (part.type === 'resource_link') return typeof part.uri === 'string' && part.uri !== '';
    if (part.type === 'image' || part.type === 'audio') return typeof part.data === 'string' && part.data !== '';
    return 'text' in part && typeof part.text === 'string' && part.text !== '';
  });
  return content || hasJsonContent(agentResult.structured) ? 'FOUND' : 'NO_EVIDENCE';
}

function hasJsonContent(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (typeof value === 'string') return value !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}
