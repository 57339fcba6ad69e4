/**
 * Offsets → line/column for error reports of the strict parser (DESIGN.md §4.2: offsets in UTF-16 code
 * units). Only called on refusals, so it scans the text from the start without caching.
 */
import type { TextPosition } from '../../contract';

/**
 * Returns the position of `offset` in `text`: the offset itself (UTF-16 code units, 0-based, clamped to
 * `0..text.length`) with a 1-based line and a 1-based column (in UTF-16 code units). Line breaks are
 * `\n`, `\r\n` and `\r`, as RFC 8259 whitespace knows them.
 */
export function positionAt(text: string, offset: number): TextPosition {
  const end = Math.max(0, Math.min(offset, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < end; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0x0a || (unit === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset: end, line, column: end - lineStart + 1 };
}

/** Returns the first offset at or after `from` that is not RFC 8259 whitespace (space, tab, LF, CR). */
export function skipJsonWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const unit = text.charCodeAt(i);
    if (unit !== 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) break;
    i++;
  }
  return i;
}
