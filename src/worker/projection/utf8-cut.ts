/**
 * Cutting strings by UTF-8 byte counts without splitting a code point (DESIGN.md §4.2: "never inside a
 * UTF-8 sequence"). Indexes are UTF-16 code units; counts are UTF-8 bytes. A surrogate pair is one code
 * point (4 bytes) and is never split; a lone surrogate counts 3 bytes (as U+FFFD). Pure, O(bytes cut).
 */

/** UTF-8 bytes of the code unit at `i` alone (1, 2 or 3; a surrogate half counts 3). */
function unitBytes(unit: number): number {
  if (unit < 0x80) return 1;
  if (unit < 0x800) return 2;
  return 3;
}

/**
 * The longest prefix of `text` within `maxBytes` UTF-8 bytes.
 *
 * @returns `index` (UTF-16 end index, exclusive) and `bytes` (UTF-8 bytes of `text.slice(0, index)`)
 */
export function utf8Prefix(text: string, maxBytes: number): { index: number; bytes: number } {
  let bytes = 0;
  let i = 0;
  while (i < text.length) {
    const unit = text.charCodeAt(i);
    let width = 1;
    let size = unitBytes(unit);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        width = 2;
        size = 4;
      }
    }
    if (bytes + size > maxBytes) break;
    bytes += size;
    i += width;
  }
  return { index: i, bytes };
}

/**
 * The longest suffix of `text` within `maxBytes` UTF-8 bytes.
 *
 * @returns `index` (UTF-16 start index) and `bytes` (UTF-8 bytes of `text.slice(index)`)
 */
export function utf8Suffix(text: string, maxBytes: number): { index: number; bytes: number } {
  let bytes = 0;
  let i = text.length;
  while (i > 0) {
    const unit = text.charCodeAt(i - 1);
    let width = 1;
    let size = unitBytes(unit);
    if (unit >= 0xdc00 && unit <= 0xdfff && i - 2 >= 0) {
      const previous = text.charCodeAt(i - 2);
      if (previous >= 0xd800 && previous <= 0xdbff) {
        width = 2;
        size = 4;
      }
    }
    if (bytes + size > maxBytes) break;
    bytes += size;
    i -= width;
  }
  return { index: i, bytes };
}

/** Formats a byte or item count with thousands separators (`850000` → `850,000`), locale-independent. */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
