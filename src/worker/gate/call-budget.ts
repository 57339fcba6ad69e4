/**
 * Preflight budgets of DESIGN.md §4.3: calls per tool (TOOL_CALL_BUDGET_EXHAUSTED) and request bytes
 * (REQUEST_TOO_LARGE, measured on the canonical JSON of the parsed input). Pure.
 */
import type { Outcome } from '../../contract';
import { canonicalJson, ok, refuse, utf8ByteLength } from '../../contract';

/** Refuses when `executedSoFar` already reached `maxCallsPerTool`. */
export function checkToolCallBudget(toolName: string, executedSoFar: number, maxCallsPerTool: number): Outcome<number> {
  if (executedSoFar < maxCallsPerTool) return ok(executedSoFar);
  return refuse({
    code: 'TOOL_CALL_BUDGET_EXHAUSTED',
    message: `${toolName} already ran ${executedSoFar} times in this run, its limit; use another tool or answer.`,
  });
}

/**
 * Measures the canonical JSON of the parsed input, in UTF-8 bytes.
 *
 * @returns the byte count, or REQUEST_TOO_LARGE (pointer `inputPointer`) when over `maxRequestBytes`
 */
export function checkRequestBytes(input: unknown, maxRequestBytes: number, inputPointer: string): Outcome<number> {
  const bytes = utf8ByteLength(canonicalJson(input));
  if (bytes <= maxRequestBytes) return ok(bytes);
  return refuse({
    code: 'REQUEST_TOO_LARGE',
    message: `The input is ${bytes} bytes as canonical JSON, over the limit of ${maxRequestBytes}; send a smaller input.`,
    pointer: inputPointer,
  });
}
