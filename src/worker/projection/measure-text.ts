/**
 * The text measure of an observation (DESIGN.md §4.2): what counts against `maxObservationTextBytes`.
 * Pure; used by the projections (before/after bounding) and by B5 to check the bound.
 */
import { isPartsResult, utf8ByteLength } from '../../contract';

/**
 * Measures the text of an agent_result.
 *
 * @param agentResult a bounded agent_result (a `parts` result or any JSON value)
 * @returns UTF-8 bytes of every `parts[].text` plus the compact JSON of `structured` (when present);
 *   for a result without parts, the UTF-8 bytes of its compact JSON (`undefined` measures 0)
 * @see DESIGN.md §4.2 "Text bytes of an observation"
 */
export function observationTextBytes(agentResult: unknown): number {
  if (isPartsResult(agentResult)) {
    let bytes = 0;
    for (const part of agentResult.parts) {
      const text = (part as { text?: unknown } | null)?.text;
      if (typeof text === 'string') bytes += utf8ByteLength(text);
    }
    if (agentResult.structured !== undefined) bytes += jsonBytes(agentResult.structured);
    return bytes;
  }
  return jsonBytes(agentResult);
}

/** UTF-8 bytes of the compact JSON of `value`, in bytes (0 when JSON.stringify gives nothing). */
export function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value);
  return text === undefined ? 0 : utf8ByteLength(text);
}
