/**
 * Builders of the observation notes the projections add (DESIGN.md §4.2; codes in
 * src/contract/codes.ts OBSERVATION_NOTE_CODES). One sentence each, addressed to the model. Pure.
 */
import type { ObservationNote } from '../../contract';
import { formatCount } from './utf8-cut';
import { countOf } from '../../contract';

/** Most INVALID_CONTENT_BLOCK notes one observation carries; the last one summarizes the rest. */
export const MAX_BLOCK_NOTES = 5;

/** SANITIZED: `count` lone surrogates or C0 control characters became U+FFFD. */
export function sanitizedNote(count: number): ObservationNote {
  return {
    code: 'SANITIZED',
    message: `${countOf(count, 'character was', 'characters were')} replaced by U+FFFD (lone UTF-16 surrogates, control characters other than tab and line breaks).`,
  };
}

/** EMPTY_RESULT: the tool returned nothing to show. */
export function emptyResultNote(): ObservationNote {
  return { code: 'EMPTY_RESULT', message: 'The tool returned an empty result (no content).' };
}

/** TRUNCATED: text or JSON was cut to the text budget (bytes are UTF-8 bytes). */
export function truncatedNote(what: string, originalBytes: number, budget: number): ObservationNote {
  return {
    code: 'TRUNCATED',
    message: `${what} (${formatCount(originalBytes)} bytes of text before bounding; budget ${formatCount(budget)} bytes).`,
  };
}

/** BINARY_OVER_BUDGET: a binary part passed `maxImageBytes` (decoded bytes) and became a placeholder. */
export function binaryOverBudgetNote(mime: string, decodedBytes: number, budget: number): ObservationNote {
  return {
    code: 'BINARY_OVER_BUDGET',
    message: `A ${mime} part of ${formatCount(decodedBytes)} bytes was omitted for size (binary budget ${formatCount(budget)} bytes per observation).`,
  };
}

/**
 * INVALID_CONTENT_BLOCK notes, one per invalid block (block index 0-based), at most MAX_BLOCK_NOTES
 * (the last names how many more there were).
 */
export function invalidBlockNotes(reasons: readonly { index: number; reason: string }[]): ObservationNote[] {
  const shown = reasons.length > MAX_BLOCK_NOTES ? reasons.slice(0, MAX_BLOCK_NOTES - 1) : reasons;
  const notes = shown.map(({ index, reason }) => ({
    code: 'INVALID_CONTENT_BLOCK',
    message: `Content block ${index} was replaced by a placeholder: ${reason}.`,
  }));
  if (shown.length < reasons.length) {
    notes.push({
      code: 'INVALID_CONTENT_BLOCK',
      message: `${reasons.length - shown.length} more content blocks were invalid and replaced by placeholders.`,
    });
  }
  return notes;
}
