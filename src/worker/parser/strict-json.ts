/**
 * A2 strict parse, step 1 (DESIGN.md §3): argument text → exactly one RFC 8259 JSON value.
 * The well-kept tokenizer `jsonc-parser` finds syntax errors with offsets (no hand-rolled grammar);
 * strict-json-walk.ts adds what it lets through (duplicate names, non-finite numbers, lone surrogates,
 * trailing values); this module orders the faults, positions them and takes the value from
 * `JSON.parse`. It never repairs text. A plain text (plain-json.ts) is taken by `JSON.parse` alone, which
 * gives the same answer there without the walk.
 */
import { utf8ByteLength } from '../../contract/byte-length';
import type { Outcome, TextPosition, Violation } from '../../contract';
import { createLocator } from './locate-pointer';
import { parsePlainJson } from './plain-json';
import { walkJson } from './strict-json-walk';
import { positionAt } from './text-position';

export { MAX_JSON_DEPTH } from './strict-json-walk';

/** A parsed JSON value plus a lazy locator of JSON Pointers in the text (used to add offsets to errors). */
export interface ParsedJson {
  value: unknown;
  /** Position of the value at `pointer` (RFC 6901) in the text; undefined when absent. Computed lazily. */
  locate(pointer: string): TextPosition | undefined;
}

/**
 * Parses the model's argument text as exactly one strict JSON value.
 *
 * Order: INPUT_TOO_LARGE (UTF-8 bytes, before any parsing); then INVALID_JSON or TRAILING_TOKENS for the
 * first fault in text order (empty/whitespace text, syntax errors, NaN/Infinity, numbers that are not
 * finite doubles such as 1e999, integer literals beyond ±(2^53 − 1) that a double cannot hold exactly,
 * single quotes, code fences, bad escapes, lone or misordered surrogate
 * escapes in strings and member names, control characters, truncation, nesting deeper than
 * `MAX_JSON_DEPTH`); then DUPLICATE_KEY for the first member name an object repeats (compared after
 * unescaping; pointer names the repeated member, offset at its second occurrence).
 *
 * @param text argument text as sent by the model
 * @param options.maxBytes UTF-8 byte bound (bytes) checked before parsing (DESIGN §4.3 maxArgumentBytes)
 * @returns `{ ok: true, value: ParsedJson }`, or a violation INPUT_TOO_LARGE | INVALID_JSON |
 *   TRAILING_TOKENS | DUPLICATE_KEY with `position` (offset in UTF-16 code units, 1-based line/column),
 *   `pointer` (closest enclosing JSON Pointer known, at least '') and exactly one `errors` item
 * @see DESIGN.md §3 A2, §4.2; RFC 8259 §2, §4, §6, §7, §8.2, §9
 */
export function parseStrictJson(text: string, options: { maxBytes: number }): Outcome<ParsedJson> {
  // A UTF-16 unit never takes more than 3 UTF-8 bytes, so short texts skip the count.
  if (text.length * 3 > options.maxBytes) {
    const bytes = utf8ByteLength(text);
    if (bytes > options.maxBytes) return tooLarge(text, bytes, options.maxBytes);
  }
  const plain = parsePlainJson(text);
  if (plain) return { ok: true, value: new ParsedText(plain.value, text) };
  const walk = walkJson(text);
  if (walk.fault) return refuseAt(text, walk.fault.code, walk.fault);
  if (walk.duplicate) return refuseAt(text, 'DUPLICATE_KEY', walk.duplicate);

  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Safety net: the tokenizer accepted text the engine refuses. Keep the engine's position if it gives one.
    const match = /position (\d+)/.exec(String((error as Error)?.message));
    const offset = match ? Number(match[1]) : 0;
    return refuseAt(text, 'INVALID_JSON', {
      offset,
      pointer: '',
      message: `The argument text is not valid JSON at offset ${offset}: send one JSON object.`,
    });
  }
  return { ok: true, value: new ParsedText(value, text) };
}

/** The successful parse: the value and a locator built on first use. */
class ParsedText implements ParsedJson {
  private locator: ((pointer: string) => TextPosition | undefined) | undefined;
  constructor(
    readonly value: unknown,
    private readonly text: string,
  ) {}
  locate(pointer: string): TextPosition | undefined {
    this.locator ??= createLocator(this.text);
    return this.locator(pointer);
  }
}

function refuseAt(
  text: string,
  code: Violation['code'],
  fault: { offset: number; pointer: string; message: string },
): Outcome<ParsedJson> {
  const position = positionAt(text, fault.offset);
  return {
    ok: false,
    violation: {
      code,
      message: fault.message,
      pointer: fault.pointer,
      position,
      errors: [{ pointer: fault.pointer, message: fault.message, ...position }],
    },
  };
}

/** INPUT_TOO_LARGE, positioned at the first UTF-16 unit past the byte bound. */
function tooLarge(text: string, bytes: number, maxBytes: number): Outcome<ParsedJson> {
  let cut = 0;
  let used = 0;
  while (cut < text.length) {
    const unit = text.charCodeAt(cut);
    const next = text.charCodeAt(cut + 1);
    const pair = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const size = pair ? 4 : unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
    if (used + size > maxBytes) break;
    used += size;
    cut += pair ? 2 : 1;
  }
  return refuseAt(text, 'INPUT_TOO_LARGE', {
    offset: cut,
    pointer: '',
    message: `The argument text is ${bytes} bytes (UTF-8), over the limit of ${maxBytes} bytes: send a smaller payload (the text is refused before parsing).`,
  });
}
