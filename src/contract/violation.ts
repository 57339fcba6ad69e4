/**
 * Violations and outcomes: expected refusals are values, never throws (STYLE.md §3.4). Plain data that
 * survives `structuredClone` and `JSON.stringify` unchanged. Pure types.
 */
import type { HarnessCode } from './codes';
import type { ObservationError } from './observation';

/** Where in the argument text a fault is: offset in UTF-16 code units, line and column 1-based. */
export interface TextPosition {
  offset: number;
  line: number;
  column: number;
}

/** One refusal: the first refusing step wins. */
export interface Violation {
  code: HarnessCode;
  message: string;
  /** JSON Pointer of the fault (into the envelope for evidence tools). */
  pointer?: string;
  position?: TextPosition;
  /** Bounded list of findings (SCHEMA_VIOLATION: Ajv's errors as pointers). */
  errors?: ObservationError[];
  /** EVALUATION_MISSING / EVALUATION_ID_MISMATCH: the pending call the model must evaluate. */
  expectedToolCallId?: string;
}

/** The result of every stage: `{ ok: true, value }` or `{ ok: false, violation }`. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; violation: Violation };

/** Builds a successful outcome. */
export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** Builds a refusal. */
export function refuse<T = never>(violation: Violation): Outcome<T> {
  return { ok: false, violation };
}
