/**
 * Bounded JSON for the default projection (DESIGN.md §4.2 "The default projection bounds JSON the same
 * way"): long strings cut head + tail with a marker inside the string, long arrays cut with ONE marker
 * element, objects with too many members cut with one marker member, nesting depth ≤ 32 (deeper → a
 * placeholder string). Limits are picked adaptively (halving) until the compact JSON fits the budget;
 * it always fits (last resort: one placeholder string). Pure.
 */
import { setOwnMember, utf8ByteLength } from '../../contract';
import { formatCount, utf8Prefix, utf8Suffix } from './utf8-cut';

/** Deepest container nesting kept (the root container is depth 1). */
export const MAX_JSON_DEPTH = 32;
/** Key of the marker member that stands for the members cut from an object. */
const OMITTED_MEMBERS_KEY = '…';

/** Result of {@link boundJson}. */
export interface BoundJson {
  value: unknown;
  /** True when anything was cut or replaced by a placeholder. */
  cut: boolean;
  /** UTF-8 bytes of the compact JSON of `value`. */
  bytes: number;
}

interface Limits {
  /** Longest string kept whole, in UTF-8 bytes. */
  stringBytes: number;
  /** Most array items / object members kept. */
  items: number;
}

/**
 * Bounds a JSON value to `maxBytes` of compact JSON.
 *
 * @param value a JSON value (sanitized and redacted already)
 * @param maxBytes UTF-8 bytes the compact JSON may take
 * @returns the value itself when it fits and nests ≤ 32 deep; else a bounded copy (`cut: true`)
 * @see DESIGN.md §4.2
 */
export function boundJson(value: unknown, maxBytes: number): BoundJson {
  const unlimited = { stringBytes: Infinity, items: Infinity };
  let state = { cut: false };
  let bounded = shrink(value, unlimited, 1, state);
  let bytes = compactBytes(bounded);
  if (bytes <= maxBytes) return { value: state.cut ? bounded : value, cut: state.cut, bytes };
  for (let level = 1; level <= 40; level++) {
    const limits = {
      stringBytes: Math.max(16, Math.floor(maxBytes / 2 ** (level - 1))),
      items: Math.max(1, Math.floor(maxBytes / 2 ** (level + 2))),
    };
    state = { cut: false };
    bounded = shrink(value, limits, 1, state);
    bytes = compactBytes(bounded);
    if (bytes <= maxBytes) return { value: bounded, cut: true, bytes };
    if (limits.stringBytes === 16 && limits.items === 1) break;
  }
  return lastResort(compactBytes(value), maxBytes);
}

/** A string cut head + tail to `maxBytes` UTF-8 bytes with the marker inside; unchanged when it fits. */
export function cutString(text: string, maxBytes: number): { text: string; cut: boolean } {
  if (text.length * 3 <= maxBytes) return { text, cut: false };
  const total = utf8ByteLength(text);
  if (total <= maxBytes) return { text, cut: false };
  const available = Math.max(0, maxBytes - utf8ByteLength(stringMarker(total, total)));
  const head = utf8Prefix(text, available - Math.floor(available / 2));
  const tail = utf8Suffix(text, Math.floor(available / 2));
  const marker = stringMarker(total - head.bytes - tail.bytes, total);
  return { text: text.slice(0, head.index) + marker + text.slice(tail.index), cut: true };
}

function stringMarker(omitted: number, total: number): string {
  return ` [… ${formatCount(omitted)} bytes omitted of ${formatCount(total)} …] `;
}

function shrink(value: unknown, limits: Limits, depth: number, state: { cut: boolean }): unknown {
  if (typeof value === 'string') {
    const result = cutString(value, limits.stringBytes);
    state.cut ||= result.cut;
    return result.text;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_JSON_DEPTH) {
    state.cut = true;
    return `[… nested deeper than ${MAX_JSON_DEPTH} levels: ${formatCount(compactBytes(value))} bytes omitted …]`;
  }
  if (Array.isArray(value)) return shrinkArray(value, limits, depth, state);
  return shrinkObject(value as Record<string, unknown>, limits, depth, state);
}

function shrinkArray(items: unknown[], limits: Limits, depth: number, state: { cut: boolean }): unknown[] {
  const child = (item: unknown) => shrink(item, limits, depth + 1, state);
  if (items.length <= limits.items) return items.map(child);
  state.cut = true;
  const headCount = Math.ceil(limits.items / 2);
  const tailCount = limits.items - headCount;
  const marker = `[… ${formatCount(items.length - limits.items)} items omitted of ${formatCount(items.length)} …]`;
  return [...items.slice(0, headCount).map(child), marker, ...items.slice(items.length - tailCount).map(child)];
}

function shrinkObject(
  object: Record<string, unknown>,
  limits: Limits,
  depth: number,
  state: { cut: boolean },
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const entries = Object.entries(object);
  let kept = 0;
  for (const [key, member] of entries) {
    if (kept >= limits.items) break;
    const name = cutString(key, Math.max(limits.stringBytes, 64));
    if (name.cut) state.cut = true;
    if (Object.prototype.hasOwnProperty.call(out, name.text)) continue; // two long keys cut alike: keep the first
    setOwnMember(out, name.text, shrink(member, limits, depth + 1, state));
    kept++;
  }
  if (kept < entries.length) {
    state.cut = true;
    const key = Object.prototype.hasOwnProperty.call(out, OMITTED_MEMBERS_KEY)
      ? `[${OMITTED_MEMBERS_KEY}]`
      : OMITTED_MEMBERS_KEY;
    out[key] = `[… ${formatCount(entries.length - kept)} members omitted of ${formatCount(entries.length)} …]`;
  }
  return out;
}

function compactBytes(value: unknown): number {
  const text = JSON.stringify(value);
  return text === undefined ? 0 : utf8ByteLength(text);
}

/** The whole value as one placeholder string, cut to fit when even that is too long. */
function lastResort(originalBytes: number, maxBytes: number): BoundJson {
  let text = `[JSON result of ${formatCount(originalBytes)} bytes omitted: it does not fit the ${formatCount(maxBytes)}-byte text budget]`;
  if (utf8ByteLength(text) + 2 > maxBytes) text = text.slice(0, Math.max(0, maxBytes - 2));
  return { value: text, cut: true, bytes: utf8ByteLength(JSON.stringify(text)) };
}
