/**
 * Every string the model reads is bounded and clean (DESIGN.md §4.2), refusals too: a message, error
 * text, note, pointer or tool name is sanitized (lone surrogates, C0 controls → U+FFFD), redacted
 * (emails, bearer tokens, key-like secrets → typed placeholders) and cut head + tail with one marker
 * stating the bytes left out. Pure apart from the redaction counts it adds to.
 */
import { cutString } from '../projection/bound-json';
import { redactText, type RedactionCounts } from '../projection/redact';
import { sanitizeText } from '../projection/sanitize';
import { parseJsonPointer, toJsonPointer } from '../parser/json-pointer';
import { utf8ByteLength } from '../../contract';

/** UTF-8 byte bounds of the strings of a refusal (together they fit the default 16,384-byte text budget). */
export const STRING_BOUNDS = {
  message: 2048,
  errorMessage: 400,
  note: 400,
  pointer: 200,
  tool: 200,
  toolCallId: 256,
} as const;

/**
 * A tool_call_id as an observation repeats it: unchanged up to `STRING_BOUNDS.toolCallId` UTF-8 bytes
 * (every provider's ids are far shorter, and the model must be able to send them back), else cut head +
 * tail with a marker, so a model that sends a 100 KB id cannot make each observation 100 KB. Not
 * redacted or sanitized: an id is matched, not read.
 */
export function boundCallId(id: string): string {
  return cutString(id, STRING_BOUNDS.toolCallId).text;
}

/**
 * One string as the model may read it.
 *
 * @param text any text (a harness message that may repeat model or tool input)
 * @param maxBytes UTF-8 bytes it may take, marker included
 * @param counts redaction accumulator
 */
export function cleanString(text: string, maxBytes: number, counts: RedactionCounts): string {
  const redacted = redactText(sanitizeText(text).text, counts);
  return cutString(redacted, maxBytes).text;
}

/**
 * A JSON Pointer of at most `maxBytes` UTF-8 bytes that stays a pointer: when too long, its closest
 * ancestor that fits (the message still names the member, cut head + tail).
 */
export function boundPointer(pointer: string, maxBytes: number): string {
  if (pointer.length * 3 <= maxBytes || utf8ByteLength(pointer) <= maxBytes) return pointer;
  const segments = parseJsonPointer(pointer) ?? [];
  let kept = '';
  for (let i = 1; i <= segments.length; i++) {
    const next = toJsonPointer(segments.slice(0, i));
    if (utf8ByteLength(next) > maxBytes) break;
    kept = next;
  }
  return kept;
}
