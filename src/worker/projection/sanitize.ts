/**
 * Sanitizing (DESIGN.md §4.2): lone UTF-16 surrogates and C0 control characters other than TAB, LF and
 * CR become U+FFFD in every string and object key, so the observation is well-formed, printable
 * Unicode. Not truncation: the projection adds a SANITIZED note.
 */
import { setOwnMember } from '../../contract';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Any surrogate: the cheap scan before the exact (lookaround) one. */
const ANY_SURROGATE = /[\uD800-\uDFFF]/;
/* eslint-disable no-control-regex -- the C0 controls are what this module replaces */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
const ANY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/* eslint-enable no-control-regex */

/**
 * Replaces lone surrogates and C0 controls (not TAB, LF, CR) in one string.
 *
 * @returns the string with each lone surrogate (UTF-16 code unit) and each C0 control other than TAB,
 *   LF, CR replaced by U+FFFD, and how many were replaced; the same string when there were none
 */
export function sanitizeText(text: string): { text: string; replaced: number } {
  const surrogates = ANY_SURROGATE.test(text);
  const controls = ANY_CONTROL.test(text);
  if (!surrogates && !controls) return { text, replaced: 0 };
  let replaced = 0;
  const replace = () => {
    replaced++;
    return '\uFFFD';
  };
  let out = surrogates ? text.replace(LONE_SURROGATE, replace) : text;
  if (controls) out = out.replace(CONTROL, replace);
  return { text: out, replaced };
}

/**
 * Replaces lone surrogates and C0 controls in every string and key of a JSON value (arrays and plain objects are copied;
 * other values returned as they are).
 *
 * @returns the sanitized value and the number of characters replaced
 */
export function sanitizeValue(value: unknown): { value: unknown; replaced: number } {
  const counter = { replaced: 0 };
  const out = walk(value, counter);
  return { value: out, replaced: counter.replaced };
}

function walk(value: unknown, counter: { replaced: number }): unknown {
  if (typeof value === 'string') {
    const result = sanitizeText(value);
    counter.replaced += result.replaced;
    return result.text;
  }
  if (Array.isArray(value)) return value.map((item) => walk(item, counter));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) {
      const cleanKey = sanitizeText(key);
      counter.replaced += cleanKey.replaced;
      setOwnMember(out, cleanKey.text, walk(member, counter));
    }
    return out;
  }
  return value;
}
