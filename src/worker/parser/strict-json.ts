/**
 * A2 strict parse, step 1: argument text → exactly one RFC 8259 JSON value.
 * STUB — implemented by the parser work. Signature is fixed.
 */
import type { Outcome, TextPosition } from '../../contract';

/** A parsed JSON value plus a lazy locator of JSON Pointers in the text (used to add offsets to errors). */
export interface ParsedJson {
  value: unknown;
  /** Position of the value at `pointer` (RFC 6901) in the text; undefined when absent. Computed lazily. */
  locate(pointer: string): TextPosition | undefined;
}

/**
 * Parses the model's argument text as exactly one strict JSON value.
 *
 * @param text argument text as sent by the model
 * @param options.maxBytes UTF-8 byte bound checked before parsing
 * @returns `{ ok: true, value: ParsedJson }`, or a violation INPUT_TOO_LARGE | INVALID_JSON |
 *   TRAILING_TOKENS | DUPLICATE_KEY with `position` and one `errors` item (pointer, message, offset, line, column)
 * @see DESIGN.md §3 A2; RFC 8259 §2
 */
export function parseStrictJson(text: string, options: { maxBytes: number }): Outcome<ParsedJson> {
  void text;
  void options;
  throw new Error('not implemented');
}
