/**
 * The default JSON projection (DESIGN.md §4.4): the raw JSON value, sanitized, redacted (when on) and
 * bounded to `maxObservationTextBytes` of compact JSON (bound-json.ts). A raw string that is not JSON
 * arrives already wrapped as `{ text }` by the boundary. Never throws on tool-provided data.
 */
import type { ObservationNote } from '../../contract';
import { boundJson } from './bound-json';
import { declareEvidence } from './declare-evidence';
import { observationTextBytes } from './measure-text';
import type { ProjectedResult, ProjectorContext } from './projection-types';
import { emptyResultNote, sanitizedNote, truncatedNote } from './projection-notes';
import { emptyRedactionCounts, redactValue, redactionNote } from './redact';
import { sanitizeValue } from './sanitize';

/**
 * Projects a raw JSON value.
 *
 * @param raw the parsed raw value (`undefined` is read as `null`)
 * @param context `maxObservationTextBytes`: UTF-8 bytes the compact JSON may take
 * @param redaction true to redact every string (before bounding; see redact.ts)
 * @returns a ProjectedResult of kind `json`; `originalBytes` the compact JSON bytes after redaction and
 *   sanitizing, before bounding; notes SANITIZED, REDACTED, TRUNCATED, EMPTY_RESULT as they apply
 * @see DESIGN.md §4.2, §4.4
 */
export function projectJson(raw: unknown, context: ProjectorContext, redaction: boolean): ProjectedResult {
  const notes: ObservationNote[] = [];
  const sanitized = sanitizeValue(raw === undefined ? null : raw);
  if (sanitized.replaced > 0) notes.push(sanitizedNote(sanitized.replaced));
  let value = sanitized.value;
  if (redaction) {
    const counts = emptyRedactionCounts();
    value = redactValue(value, counts);
    const note = redactionNote(counts);
    if (note) notes.push(note);
  }
  if (isEmpty(value)) notes.push(emptyResultNote());
  const originalBytes = observationTextBytes(value);
  const bounded = boundJson(value, context.maxObservationTextBytes);
  if (bounded.cut) {
    notes.push(
      truncatedNote(
        'JSON was bounded: long strings and arrays cut head + tail with markers, nesting kept to 32 levels',
        originalBytes,
        context.maxObservationTextBytes,
      ),
    );
  }
  return {
    agentResult: bounded.value,
    evidenceStatus: declareEvidence(bounded.value, 'json'),
    kind: 'json',
    truncated: bounded.cut,
    originalBytes,
    textBytes: observationTextBytes(bounded.value),
    notes,
  };
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}
