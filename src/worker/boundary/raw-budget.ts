/**
 * Raw budgets (DESIGN.md §3 B1, B3; §4.3): at B1 the run byte budget still has bytes left; at B3 one raw's
 * size (RAW_TOO_LARGE) and its reservation against the run byte budget (RUN_BYTES_EXHAUSTED, which
 * saturates the run). Pure.
 */
import type { Outcome } from '../../contract';
import { ok, refuse } from '../../contract';

/** Refuses a raw over `maxRawBytes` (bytes). */
export function checkRawSize(rawBytes: number, maxRawBytes: number, toolName: string): Outcome<number> {
  if (rawBytes <= maxRawBytes) return ok(rawBytes);
  return refuse({
    code: 'RAW_TOO_LARGE',
    message: `${toolName} returned ${rawBytes} bytes, over the limit of ${maxRawBytes} for one result; ask for less (a narrower query or a smaller page).`,
  });
}

/**
 * B1: a call is not executed once the run byte budget is spent (the bytes reserved reach it).
 *
 * @param reserved raw bytes reserved so far in the run
 * @param runByteBudget the run's budget, in bytes
 * @returns the bytes left, or RUN_BYTES_EXHAUSTED when none are
 */
export function checkRunBytesLeft(reserved: number, runByteBudget: number): Outcome<number> {
  if (reserved < runByteBudget) return ok(runByteBudget - reserved);
  return refuse({
    code: 'RUN_BYTES_EXHAUSTED',
    message: `The run's byte budget (${runByteBudget} bytes) is spent; this call was not executed. Answer from what you have.`,
  });
}

/**
 * Reserves `rawBytes` against the run byte budget.
 *
 * @returns the new total reserved (bytes), or RUN_BYTES_EXHAUSTED when it would pass `runByteBudget`
 */
export function reserveRunBytes(reserved: number, rawBytes: number, runByteBudget: number): Outcome<number> {
  if (reserved + rawBytes <= runByteBudget) return ok(reserved + rawBytes);
  return refuse({
    code: 'RUN_BYTES_EXHAUSTED',
    message: `This result (${rawBytes} bytes) would pass the run's byte budget (${runByteBudget - reserved} of ${runByteBudget} bytes left); answer from what you have.`,
  });
}
