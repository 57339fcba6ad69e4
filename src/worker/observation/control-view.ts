/**
 * C6 control view (DESIGN.md §4.4; seed 000 §4.2 "源2"): re-derives evidence_status from the serialized,
 * bounded agent_result ONLY — never from the raw, never from the projector's declaration, and without
 * sharing code with the projection's own rule (src/worker/projection/declare-evidence.ts), so the
 * dual-source check compares two independent readings. Pure.
 */
import type { EvidenceStatus, ProjectionKind } from '../../contract';

/**
 * The FOUND rule of DESIGN §4.4, applied to a serialized agent_result.
 *
 * - `parts`: FOUND when at least one non-placeholder part holds content — non-empty `text` (text,
 *   resource), non-empty `data` (image, audio), or a `resource_link` with a non-empty `uri` (decision: a
 *   link names a resource the model can ask for, so it is content) — or `structured` is non-empty (a
 *   non-empty object, array or string, any number or boolean). A value without a `parts` array holds no
 *   parts content.
 * - `json`: FOUND for a non-empty array, object or string, or any number or boolean.
 * - Otherwise (null, empty, or text that is not JSON) NO_EVIDENCE.
 *
 * @param serializedAgentResult the compact JSON B5 produced (what the model will read)
 * @param kind the projection kind recorded in the ledger
 * @returns FOUND | NO_EVIDENCE
 */
export function deriveEvidenceStatus(serializedAgentResult: string, kind: ProjectionKind): EvidenceStatus {
  let value: unknown;
  try {
    value = JSON.parse(serializedAgentResult);
  } catch {
    return 'NO_EVIDENCE';
  }
  const found = kind === 'parts' ? partsHoldContent(value) : holdsJsonContent(value);
  return found ? 'FOUND' : 'NO_EVIDENCE';
}

function partsHoldContent(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { parts, structured } = value as { parts?: unknown; structured?: unknown };
  if (!Array.isArray(parts)) return false;
  for (const part of parts) {
    if (part === null || typeof part !== 'object') continue;
    const p = part as Record<string, unknown>;
    if (p.type === 'placeholder') continue;
    const content = p.type === 'resource_link' ? p.uri : p.type === 'image' || p.type === 'audio' ? p.data : p.text;
    if (typeof content === 'string' && content.length > 0) return true;
  }
  return holdsJsonContent(structured);
}

function holdsJsonContent(value: unknown): boolean {
  switch (typeof value) {
    case 'number':
    case 'boolean':
      return true;
    case 'string':
      return value.length > 0;
    case 'object':
      if (value === null) return false;
      return Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0;
    default:
      return false;
  }
}
