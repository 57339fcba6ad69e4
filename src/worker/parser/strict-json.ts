/**
 * A2 strict parse, step 1 (DESIGN.md §3): argument text → exactly one RFC 8259 JSON value.
 * The well-kept tokenizer `jsonc-parser` finds syntax errors with offsets (no hand-rolled grammar);
 * this module adds what it lets through (duplicate names, non-finite numbers, lone surrogates,
 * trailing values) and takes the value from `JSON.parse`. It never repairs text.
 */
import { visit, type JSONPath, type JSONVisitor } from 'jsonc-parser';
import { utf8ByteLength } from '../../contract/byte-length';
import type { Outcome, TextPosition, Violation } from '../../contract';
import { toJsonPointer } from './json-pointer';
import { createLocator } from './locate-pointer';
import { findLoneSurrogate, hasLoneSurrogate } from './lone-surrogate';
import { describeSyntaxError, type TextFault } from './syntax-messages';
import { positionAt } from './text-position';

/** A parsed JSON value plus a lazy locator of JSON Pointers in the text (used to add offsets to errors). */
export interface ParsedJson {
  value: unknown;
  /** Position of the value at `pointer` (RFC 6901) in the text; undefined when absent. Computed lazily. */
  locate(pointer: string): TextPosition | undefined;
}

/**
 * Deepest nesting of objects and arrays accepted. RFC 8259 §9 lets a parser limit nesting depth; the
 * limit keeps the recursive tokenizer far from the stack size. Deeper text is INVALID_JSON.
 */
export const MAX_JSON_DEPTH = 512;

const VISIT_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** Thrown inside the visitor to stop at the first fault; never escapes this module. */
const STOP = { stop: true };

interface Fault extends TextFault {
  pointer: string;
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
  const walk = startWalk(text);
  try {
    visit(text, VISITOR, VISIT_OPTIONS);
  } catch (error) {
    if (error !== STOP) {
      if (!(error instanceof RangeError)) throw error;
      walk.fault = {
        code: 'INVALID_JSON',
        offset: 0,
        pointer: '',
        message: 'The JSON value is nested too deeply: send a flatter JSON value.',
      };
    }
  } finally {
    state = undefined;
  }
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

// TOKENIZER WALK
// One module-level visitor and one walk state: `visit` is synchronous and never re-entered, so the hot
// path allocates no closures per call.

interface WalkState {
  text: string;
  depth: number;
  /** End offset of the first complete top-level value, -1 while it is open. */
  firstValueEnd: number;
  lastNumberStart: number;
  lastNumberEnd: number;
  containers: ('{' | '[')[];
  /** Member names seen per open object (created on the first name). */
  names: (Set<string> | undefined)[];
  /** jsonc-parser's path supplier: reads its live path when called. */
  currentPath: (() => JSONPath) | undefined;
  /** A ',' was read in an array and the next element has not started (its index is one more). */
  afterComma: boolean;
  fault: Fault | undefined;
  duplicate: Fault | undefined;
}

let state: WalkState | undefined;

/** A number literal with no fraction and no exponent (RFC 8259 §6 `int`). */
const INTEGER_LITERAL = /^-?\d+$/;

function startWalk(text: string): WalkState {
  state = {
    text,
    depth: 0,
    firstValueEnd: -1,
    lastNumberStart: -1,
    lastNumberEnd: -1,
    containers: [],
    names: [],
    currentPath: undefined,
    afterComma: false,
    fault: undefined,
    duplicate: undefined,
  };
  return state;
}

function pathPointer(walk: WalkState, member?: string): string {
  const path = walk.currentPath ? walk.currentPath() : [];
  // jsonc-parser bumps the array index only after scanning the next element's token.
  const last = path.length - 1;
  if (walk.afterComma && typeof path[last] === 'number') path[last] = path[last] + 1;
  if (member !== undefined) path.push(member);
  return toJsonPointer(path);
}

function stop(walk: WalkState, found: TextFault, pointer: string): never {
  walk.fault = { ...found, pointer };
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a sentinel that ends jsonc-parser's visit; caught right below the visit
  throw STOP;
}

function open(kind: '{' | '[', offset: number, pathSupplier: () => JSONPath): void {
  const walk = state!;
  walk.currentPath = pathSupplier;
  walk.afterComma = false;
  if (++walk.depth > MAX_JSON_DEPTH) {
    const message = `Nesting deeper than ${MAX_JSON_DEPTH} levels at offset ${offset}: send a flatter JSON value.`;
    stop(walk, { code: 'INVALID_JSON', offset, message }, pathPointer(walk));
  }
  walk.containers.push(kind);
  if (kind === '{') walk.names.push(undefined);
}

function close(kind: '{' | '[', offset: number, length: number): void {
  const walk = state!;
  // jsonc-parser also calls onObjectEnd/onArrayEnd at end of text for an unclosed value (error follows).
  if (walk.text.charCodeAt(offset) !== (kind === '{' ? 0x7d : 0x5d)) return;
  walk.containers.pop();
  if (kind === '{') walk.names.pop();
  if (--walk.depth === 0 && walk.firstValueEnd < 0) walk.firstValueEnd = offset + length;
}

function checkString(walk: WalkState, decoded: string, offset: number, length: number): void {
  if (!hasLoneSurrogate(decoded)) return;
  const lone = findLoneSurrogate(walk.text, offset, length) ?? { offset, spelling: 'a surrogate', high: true };
  const message = lone.high
    ? `Lone surrogate escape ${lone.spelling} at offset ${lone.offset}: a high surrogate (\\uD800-\\uDBFF) must be followed by a low one (\\uDC00-\\uDFFF); write the character itself or a complete pair.`
    : `Unpaired low surrogate escape ${lone.spelling} at offset ${lone.offset}: a low surrogate (\\uDC00-\\uDFFF) must follow a high one (\\uD800-\\uDBFF); write the character itself or a complete pair in that order.`;
  stop(walk, { code: 'INVALID_JSON', offset: lone.offset, message }, pathPointer(walk));
}

const VISITOR: JSONVisitor = {
  onObjectBegin(offset, _length, _line, _column, pathSupplier) {
    open('{', offset, pathSupplier);
  },
  onObjectEnd(offset, length) {
    close('{', offset, length);
  },
  onArrayBegin(offset, _length, _line, _column, pathSupplier) {
    open('[', offset, pathSupplier);
  },
  onArrayEnd(offset, length) {
    close('[', offset, length);
  },
  onObjectProperty(name, offset, length, _line, _column, pathSupplier) {
    const walk = state!;
    walk.currentPath = pathSupplier;
    checkString(walk, name, offset, length);
    const top = walk.names.length - 1;
    const seen = walk.names[top] ?? (walk.names[top] = new Set());
    if (!seen.has(name)) seen.add(name);
    else if (!walk.duplicate) {
      walk.duplicate = {
        code: 'INVALID_JSON', // reported as DUPLICATE_KEY only when the text has no syntax fault
        offset,
        message: `Duplicate member name ${JSON.stringify(name)} at offset ${offset}: each name may appear only once in an object; send it once with the value you mean.`,
        pointer: pathPointer(walk, name),
      };
    }
  },
  onLiteralValue(value, offset, length, _line, _column, pathSupplier) {
    const walk = state!;
    walk.currentPath = pathSupplier;
    walk.afterComma = false;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) {
        const message = `The number ${walk.text.slice(offset, offset + length)} at offset ${offset} is out of range (not a finite double): send a smaller number, or a string.`;
        stop(walk, { code: 'INVALID_JSON', offset, message }, pathPointer(walk));
      }
      if (
        length > 15 &&
        !Number.isSafeInteger(value) &&
        INTEGER_LITERAL.test(walk.text.slice(offset, offset + length))
      ) {
        const message = `The integer ${walk.text.slice(offset, offset + Math.min(length, 40))}${length > 40 ? '…' : ''} at offset ${offset} cannot be represented exactly (beyond ±(2^53 − 1)): send it as a string where the schema allows one.`;
        stop(walk, { code: 'INVALID_JSON', offset, message }, pathPointer(walk));
      }
      walk.lastNumberStart = offset;
      walk.lastNumberEnd = offset + length;
    } else if (typeof value === 'string') {
      checkString(walk, value, offset, length);
    }
    if (walk.depth === 0 && walk.firstValueEnd < 0) walk.firstValueEnd = offset + length;
  },
  onSeparator(character) {
    const walk = state!;
    walk.afterComma = character === ',' && walk.containers[walk.containers.length - 1] === '[';
  },
  onError(code, offset, length) {
    const walk = state!;
    const found = describeSyntaxError(walk.text, code, offset, length, {
      firstValueEnd: walk.firstValueEnd,
      lastNumberStart: walk.lastNumberStart,
      lastNumberEnd: walk.lastNumberEnd,
      container: walk.containers[walk.containers.length - 1] ?? '',
    });
    stop(walk, found, found.code === 'TRAILING_TOKENS' ? '' : pathPointer(walk));
  },
};

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
