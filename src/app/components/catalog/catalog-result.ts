/**
 * Words for a catalog test call's answer (DESIGN §4.2 observation shapes): what a refused or failed
 * call tells the model — the observation's `instruction` (repair_required) or `message` (error,
 * stop_required) — and where the first error sits in the argument text (JSON Pointer, UTF-16 offset,
 * 1-based line and column). Pure.
 */
import type { ModelObservation as Observation } from '../../../contract';

/** The detail lines of an answered test call; empty for an `ok` observation. */
export interface CatalogAnswerDetail {
  /** The instruction or message the model read ('' when none). */
  message: string;
  /** The first error, as `pointer /x · offset 12 · line 1, column 13 — <message>`, when there is one. */
  firstError?: string;
}

/**
 * Builds the detail of `observation`.
 *
 * @param observation the observation the harness returned for the test call
 * @returns the message and the first error's position in words
 */
export function catalogAnswerDetail(observation: Observation): CatalogAnswerDetail {
  if (observation.status === 'ok') return { message: '' };
  if (observation.status !== 'repair_required') return { message: observation.message };
  const first = observation.errors[0];
  if (!first) return { message: observation.instruction };
  const where = [
    `pointer ${first.pointer === '' ? '"" (the whole text)' : first.pointer}`,
    first.offset !== undefined ? `offset ${first.offset}` : '',
    first.line !== undefined ? `line ${first.line}${first.column !== undefined ? `, column ${first.column}` : ''}` : '',
  ].filter(Boolean);
  return { message: observation.instruction, firstError: `${where.join(' · ')} — ${first.message}` };
}
