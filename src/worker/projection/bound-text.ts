/**
 * Head + tail bounding of the text of several parts taken as one stream (DESIGN.md §4.2): head from the
 * first parts, tail from the last, ONE marker at the cut stating the bytes left out and the original
 * total. Never cuts inside a code point; prefers a line boundary within the last 256 bytes before a cut.
 * Works by computed indexes (no per-character concatenation), so multi-MB text is fast. Pure.
 */
import { utf8ByteLength } from '../../contract';
import { formatCount, utf8Prefix, utf8Suffix } from './utf8-cut';

/** How far (in UTF-8 bytes) a cut may move back to land on a line boundary (DESIGN §4.2 / case 37). */
export const LINE_BOUNDARY_WINDOW = 256;

/** The marker placed at the cut; `omitted` and `total` in UTF-8 bytes. */
export function textMarker(omitted: number, total: number): string {
  return `\n[… ${formatCount(omitted)} bytes omitted of ${formatCount(total)} …]\n`;
}

/** Result of {@link boundTexts}. */
export interface BoundTexts {
  /** One entry per input text: the kept text, or `undefined` when the part lies wholly in the cut. */
  texts: (string | undefined)[];
  /** True when anything was cut. */
  cut: boolean;
  /** UTF-8 bytes of the input texts together. */
  originalBytes: number;
  /** UTF-8 bytes left out (0 when not cut). */
  omittedBytes: number;
}

/**
 * Bounds texts (in order) to `budget` UTF-8 bytes together, marker included.
 *
 * @param texts the texts of the text-bearing parts, in order
 * @param budget UTF-8 bytes allowed for all texts together, marker included
 * @returns the texts unchanged when they fit (text exactly at the budget is untouched); else head + one
 *   marker + tail, the marker appended inside the part where the cut begins
 * @see DESIGN.md §4.2 "Bounding"; shared/cases/37-oversized-text-output.json
 */
export function boundTexts(texts: readonly string[], budget: number): BoundTexts {
  const sized = texts.map((text): SizedText => ({ text, bytes: utf8ByteLength(text) }));
  const total = sized.reduce((sum, part) => sum + part.bytes, 0);
  if (total <= budget) return { texts: [...texts], cut: false, originalBytes: total, omittedBytes: 0 };

  const available = budget - utf8ByteLength(textMarker(total, total));
  if (available < 0) return markerOnly(texts, total, budget);

  const head = locateHead(sized, available - Math.floor(available / 2));
  const tail = locateTail(sized, Math.floor(available / 2));
  const omitted = total - head.bytes - tail.bytes;
  const marker = textMarker(omitted, total);

  const out: (string | undefined)[] = texts.map((text, i) => {
    if (i < head.part || i > tail.part) return text;
    if (i === head.part) {
      const after = i === tail.part ? text.slice(tail.index) : '';
      return text.slice(0, head.index) + marker + after;
    }
    if (i === tail.part) return tail.index < text.length ? text.slice(tail.index) : undefined;
    return undefined;
  });
  return { texts: out, cut: true, originalBytes: total, omittedBytes: omitted };
}

interface CutPoint {
  /** Index of the part the cut falls in. */
  part: number;
  /** UTF-16 index inside that part. */
  index: number;
  /** UTF-8 bytes kept on this side of the cut, over all parts. */
  bytes: number;
}

/** One part's text with its UTF-8 length (bytes). */
interface SizedText {
  text: string;
  bytes: number;
}

function locateHead(parts: readonly SizedText[], target: number): CutPoint {
  let before = 0;
  for (const [part, { text, bytes }] of parts.entries()) {
    if (before + bytes > target) {
      const prefix = utf8Prefix(text, target - before);
      let index = prefix.index;
      const newline = index > 0 ? text.lastIndexOf('\n', index - 1) : -1;
      if (newline >= 0 && index - (newline + 1) <= LINE_BOUNDARY_WINDOW) {
        const moved = utf8ByteLength(text.slice(newline + 1, index));
        if (moved <= LINE_BOUNDARY_WINDOW) index = newline + 1;
      }
      return { part, index, bytes: before + utf8ByteLength(text.slice(0, index)) };
    }
    before += bytes;
  }
  return { part: parts.length - 1, index: parts.at(-1)?.text.length ?? 0, bytes: before };
}

function locateTail(parts: readonly SizedText[], target: number): CutPoint {
  let after = 0;
  for (const [part, { text, bytes }] of [...parts.entries()].reverse()) {
    if (after + bytes > target) {
      const suffix = utf8Suffix(text, target - after);
      let index = suffix.index;
      // The tail starts on a line boundary when one falls within the first 256 bytes of the tail.
      if (index > 0 && text.charCodeAt(index - 1) !== 0x0a) {
        const newline = text.indexOf('\n', index);
        if (newline >= 0 && newline + 1 - index <= LINE_BOUNDARY_WINDOW) {
          const moved = utf8ByteLength(text.slice(index, newline + 1));
          if (moved <= LINE_BOUNDARY_WINDOW) index = newline + 1;
        }
      }
      return { part, index, bytes: after + utf8ByteLength(text.slice(index)) };
    }
    after += bytes;
  }
  return { part: 0, index: 0, bytes: after };
}

/** A budget smaller than the marker: every text is left out; a short marker stays if it fits. */
function markerOnly(texts: readonly string[], total: number, budget: number): BoundTexts {
  const short = `[… ${formatCount(total)} bytes omitted …]`;
  const out: (string | undefined)[] = texts.map(() => undefined);
  if (texts.length > 0 && utf8ByteLength(short) <= budget) out[0] = short;
  return { texts: out, cut: true, originalBytes: total, omittedBytes: total };
}
