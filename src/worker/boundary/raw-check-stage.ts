/**
 * Stage B3 `raw-check` (DESIGN.md §3, §4.3–§4.4): the raw's size against `maxRawBytes`, its reservation
 * against the run byte budget, and `structuredContent` against the tool's `outputSchema`. Reports the
 * `raw-check` event with the raw's bytes.
 */
import { boundaryFailure, type BoundaryCall } from './boundary-call';
import type { BoundaryFailure } from './boundary-types';
import { checkOutputSchema } from './output-schema-check';
import { checkRawSize, reserveRunBytes } from './raw-budget';

/**
 * Changes `call.accounts.bytesReserved` (the raw's bytes are reserved) when the size passes.
 *
 * @param rawBytes the raw's UTF-8 bytes (from B2)
 * @returns undefined on a pass, else the ERROR with RAW_TOO_LARGE | RUN_BYTES_EXHAUSTED | OUTPUT_SCHEMA_VIOLATION
 */
export function reserveCheckedRaw(call: BoundaryCall, rawBytes: number): BoundaryFailure | undefined {
  const { request, accounts } = call;
  const name = request.tool.descriptor.name;
  const rawCheck = call.trace.begin('raw-check');
  const size = checkRawSize(rawBytes, request.budgets.maxRawBytes, name);
  if (!size.ok) return boundaryFailure(rawCheck, size, 'harness', { bytes: rawBytes });
  const reserved = reserveRunBytes(accounts.bytesReserved, rawBytes, request.budgets.runByteBudget);
  if (!reserved.ok) return boundaryFailure(rawCheck, reserved, 'harness', { bytes: rawBytes });
  accounts.bytesReserved = reserved.value;
  const output = checkOutputSchema(request.tool.output, call.raw?.value, name);
  if (!output.ok) return boundaryFailure(rawCheck, output, 'tool', { bytes: rawBytes });
  rawCheck.pass({ bytes: rawBytes });
  return undefined;
}
