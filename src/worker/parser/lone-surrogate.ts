/**
 * Lone or misordered UTF-16 surrogates in JSON strings (RFC 8259 §8.2: such a string is not Unicode
 * text; DESIGN.md §3 A2 refuses it as INVALID_JSON). `jsonc-parser` and `JSON.parse` both accept
 * `"\uD83D"`, so the strict parser checks each decoded string and member name here.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the decoded string holds a lone or misordered surrogate (cheap: one regex test). */
export function hasLoneSurrogate(decoded: string): boolean {
  return LONE_SURROGATE.test(decoded);
}

/** Where a lone surrogate sits in the raw string token and how it was written. */
export interface LoneSurrogate {
  /** Offset of the escape (or the raw unit) in the text, in UTF-16 code units. */
  offset: number;
  /** As written in the text, e.g. `\uD83D`, or `U+D83D` for a raw unit. */
  spelling: string;
  /** True for an unpaired high surrogate (U+D800–U+DBFF), false for an unpaired low one. */
  high: boolean;
}

/**
 * Finds the first lone surrogate in the raw string token `text[offset, offset + length)` (quotes
 * included), decoding escapes to map it back to its offset. Only called after `hasLoneSurrogate`.
 */
export function findLoneSurrogate(text: string, offset: number, length: number): LoneSurrogate | undefined {
  const units: { unit: number; offset: number; spelling: string }[] = [];
  const end = offset + length - 1;
  for (let i = offset + 1; i < end; i++) {
    if (text[i] === '\\') {
      if (text[i + 1] === 'u') {
        const hex = text.slice(i + 2, i + 6);
        units.push({ unit: parseInt(hex, 16), offset: i, spelling: `\\u${hex}` });
        i += 5;
      } else i++;
      continue;
    }
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      units.push({ unit, offset: i, spelling: `U+${unit.toString(16).toUpperCase()}` });
    } else units.push({ unit, offset: i, spelling: '' });
  }
  for (let k = 0; k < units.length; k++) {
    const current = units[k];
    if (!current) break;
    const { unit } = current;
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const isLow = unit >= 0xdc00 && unit <= 0xdfff;
    if (isHigh) {
      const next = units[k + 1]?.unit ?? 0;
      if (next >= 0xdc00 && next <= 0xdfff) {
        k++;
        continue;
      }
    }
    if (isHigh || isLow) return { offset: current.offset, spelling: current.spelling, high: isHigh };
  }
  return undefined;
}
