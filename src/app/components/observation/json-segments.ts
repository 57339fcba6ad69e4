/**
 * An observation's JSON text as segments, for showing it readably without changing a character:
 * joined, the segments' texts (`segmentText`) are exactly `JSON.stringify(value, null, indent)` (indent 0:
 * the exact text the model read). A string value longer than `LONG_TEXT_CHARS` is its own `long` segment
 * (with its UTF-8 byte count) so the page can collapse it; the `data` of an image or audio part (DESIGN §4.4
 * `BinaryPart`) is a `base64` segment, which the page never shows as text. A `long` or `base64` segment
 * holds the observation's own string (`value`), not a copy: its JSON literal is made only when asked for,
 * so a shown observation costs the page no second copy of its long strings. Pure.
 */

/** A piece of the JSON text: `text` as is, or a string `value` whose JSON literal stands there. */
export type JsonSegment =
  | { kind: 'text'; text: string }
  | { kind: 'long'; value: string; bytes: number }
  | { kind: 'base64'; value: string; bytes: number; mime: string };

/** String values longer than this (UTF-16 code units) are collapsible `long` segments. */
export const LONG_TEXT_CHARS = 600;

const encoder = new TextEncoder();

/** The JSON text a segment stands for (a `long` or `base64` segment's literal, made now). */
export function segmentText(segment: JsonSegment): string {
  return segment.kind === 'text' ? segment.text : JSON.stringify(segment.value);
}

/**
 * The first `chars` UTF-16 code units of a segment's JSON text, made from no more of its string than they
 * need (each character of the string writes at least one character of its literal).
 */
export function segmentPreview(segment: JsonSegment, chars: number): string {
  if (segment.kind === 'text') return segment.text.slice(0, chars);
  return JSON.stringify(segment.value.slice(0, chars + 1)).slice(0, chars);
}

function isBinaryPart(value: Record<string, unknown>): boolean {
  return (value.type === 'image' || value.type === 'audio') && typeof value.data === 'string';
}

/**
 * Splits `JSON.stringify(value, null, indent)` into segments.
 *
 * @param value a JSON value (an observation: no undefined, functions or cycles)
 * @param indent spaces per level (0 = compact, as the model read it)
 * @returns segments whose texts concatenate to the stringified value
 */
export function jsonSegments(value: unknown, indent = 0): JsonSegment[] {
  const out: JsonSegment[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  const newline = (depth: number) => (indent > 0 ? `\n${' '.repeat(indent * depth)}` : '');
  const walk = (node: unknown, depth: number, binaryMime?: string): void => {
    if (typeof node === 'string') {
      if (binaryMime !== undefined) {
        flush();
        out.push({ kind: 'base64', value: node, bytes: Math.floor((node.length * 3) / 4), mime: binaryMime });
      } else if (node.length > LONG_TEXT_CHARS) {
        flush();
        out.push({ kind: 'long', value: node, bytes: encoder.encode(node).length });
      } else buffer += JSON.stringify(node);
      return;
    }
    if (Array.isArray(node)) {
      if (node.length === 0) {
        buffer += '[]';
        return;
      }
      buffer += '[';
      node.forEach((item, index) => {
        buffer += (index > 0 ? ',' : '') + newline(depth + 1);
        walk(item ?? null, depth + 1);
      });
      buffer += `${newline(depth)}]`;
      return;
    }
    if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      const entries = Object.entries(record).filter(([, item]) => item !== undefined);
      if (entries.length === 0) {
        buffer += '{}';
        return;
      }
      const binary = isBinaryPart(record);
      buffer += '{';
      entries.forEach(([key, item], index) => {
        buffer += `${index > 0 ? ',' : ''}${newline(depth + 1)}${JSON.stringify(key)}:${indent > 0 ? ' ' : ''}`;
        walk(item, depth + 1, binary && key === 'data' ? String(record.mime_type ?? '') : undefined);
      });
      buffer += `${newline(depth)}}`;
      return;
    }
    buffer += JSON.stringify(node) ?? 'null';
  };
  walk(value, 0);
  flush();
  return out;
}
