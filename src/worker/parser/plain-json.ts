/**
 * The fast lane of the A2 strict parse (DESIGN.md §3; strict-json.ts is its caller): most argument texts
 * are plain JSON — ASCII between the tokens, no escape of a surrogate, short numbers without exponent,
 * shallow nesting — and for such a text the engine's `JSON.parse` and the strict tokenizer walk
 * (strict-json-walk.ts) agree, except that `JSON.parse` keeps the last of repeated member names. One
 * scan of the text decides whether it is plain and counts its member names (the `:` outside strings);
 * the parsed value must hold as many members, else a name was repeated. A text that is not plain, that
 * `JSON.parse` refuses, or that repeats a name gets no answer here: the strict walk decides it, with its
 * own messages and offsets.
 */
import { MAX_JSON_DEPTH } from './strict-json-walk';

/** Longest number literal taken here: 15 digits always fit a double exactly (longer ones go to the walk). */
const MAX_PLAIN_NUMBER = 15;

/**
 * Parses `text` when it is plain JSON (see the module doc).
 *
 * @param text the argument text
 * @returns `{ value }` (the value `JSON.parse` gives, equal to what the strict walk accepts), or
 *   undefined when the strict walk must decide
 */
export function parsePlainJson(text: string): { value: unknown } | undefined {
  const members = plainMemberCount(text);
  if (members < 0) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return countMembers(value) === members ? { value } : undefined;
}

/**
 * Scans `text` once: the number of `:` outside strings, or -1 when the text is not plain (a code unit
 * above 0x7E outside a string; U+2028, U+2029 or a surrogate code unit inside one; a `\u` escape whose
 * first hex digit is D, the range of the surrogates; a number literal with an exponent or longer than
 * `MAX_PLAIN_NUMBER`; nesting deeper than `MAX_JSON_DEPTH`).
 */
function plainMemberCount(text: string): number {
  let members = 0;
  let depth = 0;
  const length = text.length;
  let index = 0;
  while (index < length) {
    const unit = text.charCodeAt(index);
    if (unit === 0x22) {
      index = plainStringEnd(text, index + 1);
      if (index < 0) return -1;
    } else if (unit === 0x2d || (unit >= 0x30 && unit <= 0x39)) {
      const start = index;
      index += 1;
      while (index < length) {
        const next = text.charCodeAt(index);
        if (next === 0x65 || next === 0x45) return -1;
        if (!((next >= 0x30 && next <= 0x39) || next === 0x2e || next === 0x2b || next === 0x2d)) break;
        index += 1;
      }
      if (index - start > MAX_PLAIN_NUMBER) return -1;
    } else {
      if (unit > 0x7e) return -1;
      if (unit === 0x3a) members += 1;
      else if (unit === 0x7b || unit === 0x5b) {
        if (++depth > MAX_JSON_DEPTH) return -1;
      } else if (unit === 0x7d || unit === 0x5d) depth -= 1;
      index += 1;
    }
  }
  return members;
}

/** The index after the string's closing quote (`start` is just past its opening one), or -1 (not plain, or unclosed). */
function plainStringEnd(text: string, start: number): number {
  const length = text.length;
  let index = start;
  while (index < length) {
    const unit = text.charCodeAt(index);
    if (unit === 0x22) return index + 1;
    if (unit === 0x5c) {
      const escaped = text.charCodeAt(index + 1);
      if (escaped === 0x75) {
        const first = text.charCodeAt(index + 2);
        if (first === 0x44 || first === 0x64) return -1;
      }
      index += 2;
    } else {
      if (unit === 0x2028 || unit === 0x2029 || (unit >= 0xd800 && unit <= 0xdfff)) return -1;
      index += 1;
    }
  }
  return -1;
}

/** Members of every object in a parsed JSON value, nested ones included. */
function countMembers(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += countMembers(item);
    return count;
  }
  for (const key of Object.keys(value)) count += 1 + countMembers((value as Record<string, unknown>)[key]);
  return count;
}
