/**
 * B5 validate (DESIGN.md §3; seed 000 §3.3 ⑤): the agent_result against its contract and byte bound.
 * The contract: JSON-serializable; a declared evidence status of FOUND | NO_EVIDENCE; a `parts` result
 * holds only known part types; text bytes (DESIGN §4.2 measure) ≤ `maxObservationTextBytes`; decoded
 * binary bytes ≤ `maxImageBytes`. Pure.
 */
import type { Outcome } from '../../contract';
import { isPartsResult, ok, refuse } from '../../contract';
import type { ProjectedResult } from '../projection/project-raw';
import { observationTextBytes } from '../projection/measure-text';

const PART_TYPES: ReadonlySet<string> = new Set(['text', 'image', 'audio', 'resource', 'resource_link', 'placeholder']);

/**
 * @returns the compact JSON of the agent_result (what the control view reads), or AGENT_RESULT_INVALID
 */
export function validateAgentResult(
  projected: ProjectedResult,
  limits: { maxObservationTextBytes: number; maxImageBytes: number },
): Outcome<string> {
  const invalid = (why: string) =>
    refuse<string>({
      code: 'AGENT_RESULT_INVALID',
      message: `The projection broke the agent_result contract: ${why}.`,
    });
  if (projected.evidenceStatus !== 'FOUND' && projected.evidenceStatus !== 'NO_EVIDENCE') {
    return invalid(`evidence_status ${String(projected.evidenceStatus)} is not FOUND or NO_EVIDENCE`);
  }
  let serialized: string | undefined;
  try {
    serialized = JSON.stringify(projected.agentResult);
  } catch (error) {
    return invalid(`it is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (serialized === undefined) return invalid('it is undefined');
  if (projected.kind === 'parts') {
    if (!isPartsResult(projected.agentResult)) return invalid('a parts projection must return { parts: [...] }');
    let binaryBytes = 0;
    for (const part of projected.agentResult.parts) {
      if (typeof part !== 'object' || part === null || !PART_TYPES.has(part.type)) {
        return invalid(`unknown part type ${JSON.stringify((part as { type?: unknown })?.type)}`);
      }
      if (part.type === 'image' || part.type === 'audio') binaryBytes += part.decoded_bytes;
    }
    if (binaryBytes > limits.maxImageBytes) {
      return invalid(`binary parts hold ${binaryBytes} bytes, over maxImageBytes ${limits.maxImageBytes}`);
    }
  }
  const textBytes = observationTextBytes(projected.agentResult);
  if (textBytes > limits.maxObservationTextBytes) {
    return invalid(`its text is ${textBytes} bytes, over maxObservationTextBytes ${limits.maxObservationTextBytes}`);
  }
  return ok(serialized);
}
