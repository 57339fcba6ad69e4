/**
 * The tokenizer walk of the A2 strict parse (DESIGN.md §3; strict-json.ts is its caller): runs
 * `jsonc-parser`'s visitor over the argument text and records the first fault in text order (syntax
 * errors as worded by syntax-messages.ts, nesting deeper than MAX_JSON_DEPTH, non-finite numbers,
 * integers a double cannot hold, lone surrogates) and the first repeated member name. Builds no value.
 */
import { visit, type JSONPath, type JSONVisitor } from 'jsonc-parser';
import { toJsonPointer } from './json-pointer';
import { findLoneSurrogate, hasLoneSurrogate } from './lone-surrogate';
import { describeSyntaxError, type TextFault } from './syntax-messages';

/**
 * Deepest nesting of objects and arrays accepted. RFC 8259 §9 lets a parser limit nesting depth; the
 * limit keeps the recursive tokenizer far from the stack size. Deeper text is INVALID_JSON.
 */
export const MAX_JSON_DEPTH = 512;

const VISIT_OPTIONS = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** Thrown inside the visitor to stop at the first fault; never escapes this module. */
const STOP = { stop: true };

/** A fault with the JSON Pointer of the closest enclosing value known. */
export interface Fault extends TextFault {
  pointer: string;
}

/** What the walk found: the first syntax fault and the first duplicate member name (either may be absent). */
export interface WalkResult {
  fault: Fault | undefined;
  duplicate: Fault | undefined;
}

/**
 * Walks `text` once.
 *
 * @param text the argument text
 * @returns the first fault (INVALID_JSON or TRAILING_TOKENS, with offset in UTF-16 code units and
 *   pointer) and the first repeated member name (offset at its second occurrence); a tokenizer stack
 *   overflow is an INVALID_JSON fault at offset 0
 */
export function walkJson(text: string): WalkResult {
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
  return { fault: walk.fault, duplicate: walk.duplicate };
}

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
