/**
 * Turns one tokenizer error of `jsonc-parser` into the fault the model reads: INVALID_JSON or
 * TRAILING_TOKENS, the exact offset (UTF-16 code units) and one sentence it can act on.
 * Only runs on refusals (DESIGN.md §3 A2); it never decides whether text is JSON — the tokenizer does.
 */
import { skipJsonWhitespace } from './text-position';

/**
 * `jsonc-parser`'s `ParseErrorCode` values (a const enum in its typings, which isolated modules
 * cannot read), copied from jsonc-parser 3.x `main.d.ts`.
 */
const ParseErrorCode = {
  InvalidSymbol: 1,
  InvalidNumberFormat: 2,
  PropertyNameExpected: 3,
  ValueExpected: 4,
  ColonExpected: 5,
  CommaExpected: 6,
  CloseBraceExpected: 7,
  CloseBracketExpected: 8,
  EndOfFileExpected: 9,
  InvalidCommentToken: 10,
  UnexpectedEndOfComment: 11,
  UnexpectedEndOfString: 12,
  UnexpectedEndOfNumber: 13,
  InvalidUnicode: 14,
  InvalidEscapeCharacter: 15,
  InvalidCharacter: 16,
} as const;

/** A fault found in the argument text, before position and pointer are attached. */
export interface TextFault {
  code: 'INVALID_JSON' | 'TRAILING_TOKENS';
  /** Where the fault is, in UTF-16 code units from the start of the text. */
  offset: number;
  /** One sentence a model can act on. */
  message: string;
}

/** What the tokenizer walk knew when the error came (see strict-json.ts). */
export interface SyntaxContext {
  /** End offset of the first complete top-level value, or -1 while it is still open. */
  firstValueEnd: number;
  /** Start and end offsets of the last number token, or -1. */
  lastNumberStart: number;
  lastNumberEnd: number;
  /** The innermost open container: '{', '[' or '' at the top level. */
  container: '{' | '[' | '';
}

const SEND_COMPLETE =
  'the arguments look cut off; send the complete JSON (if the output limit was hit, send a smaller payload).';

/**
 * Classifies a `jsonc-parser` error (`code` is its `ParseErrorCode`, `offset`/`length` its token) in
 * `text`. An error at or after the end of the first top-level value is TRAILING_TOKENS at the first
 * non-whitespace character after that value (case 01); everything else is INVALID_JSON (RFC 8259 §2).
 */
export function describeSyntaxError(
  text: string,
  code: number,
  offset: number,
  length: number,
  context: SyntaxContext,
): TextFault {
  if (context.firstValueEnd >= 0 && offset >= context.firstValueEnd) return describeTrailing(text, context);
  const contentEnd = lastContentEnd(text);
  if (contentEnd === 0) {
    return {
      code: 'INVALID_JSON',
      offset: 0,
      message:
        text.length === 0
          ? 'The argument text is empty: send one JSON object, e.g. {} when the tool takes no arguments.'
          : 'The argument text holds only whitespace: send one JSON object, e.g. {} when the tool takes no arguments.',
    };
  }
  const invalid = (at: number, message: string): TextFault => ({ code: 'INVALID_JSON', offset: at, message });
  const token = text.slice(offset, offset + Math.max(length, 1));
  switch (code) {
    case ParseErrorCode.InvalidEscapeCharacter: {
      const at = findInToken(
        text,
        offset,
        length,
        (i) => text[i] === '\\' && !'"\\/bfnrtu'.includes(text[i + 1] ?? ''),
      );
      const escape = text.slice(at, at + 2);
      return invalid(
        at,
        `Invalid escape ${escape} at offset ${at}: inside a JSON string a backslash must be written as \\\\ (valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX).`,
      );
    }
    case ParseErrorCode.InvalidUnicode: {
      const at = findInToken(
        text,
        offset,
        length,
        (i) => text[i] === '\\' && text[i + 1] === 'u' && !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)),
      );
      return invalid(at, `Invalid \\u escape at offset ${at}: a \\u escape needs exactly four hex digits.`);
    }
    case ParseErrorCode.InvalidCharacter: {
      const at = findInToken(text, offset, length, (i) => text.charCodeAt(i) < 0x20);
      return invalid(
        at,
        `Unescaped control character ${codePointName(text, at)} at offset ${at} inside a string: escape it (e.g. \\t, \\n or \\u00XX).`,
      );
    }
    case ParseErrorCode.UnexpectedEndOfString: {
      const lineBreak = findInToken(
        text,
        offset,
        text.length - offset,
        (i) => text[i] === '\n' || text[i] === '\r',
        -1,
      );
      if (lineBreak >= 0 && lineBreak < contentEnd) {
        return invalid(lineBreak, `Unescaped line break at offset ${lineBreak} inside a string: write it as \\n.`);
      }
      return invalid(text.length, `The text ends inside the string that starts at offset ${offset}: ${SEND_COMPLETE}`);
    }
    case ParseErrorCode.InvalidCommentToken:
      return invalid(offset, `Comment at offset ${offset}: JSON has no comments; remove it.`);
    case ParseErrorCode.InvalidNumberFormat:
    case ParseErrorCode.UnexpectedEndOfNumber:
      if (offset + length >= contentEnd)
        return invalid(text.length, `The text ends inside a number at offset ${offset}: ${SEND_COMPLETE}`);
      return invalid(
        offset,
        `Malformed number ${JSON.stringify(token)} at offset ${offset}: write a JSON number such as 12, -0.5 or 1e3.`,
      );
    default:
      break;
  }
  if (offset >= contentEnd) {
    return invalid(
      text.length,
      `The JSON text ends at offset ${text.length} before the value is complete: ${SEND_COMPLETE}`,
    );
  }
  return describeUnexpected(text, code, offset, token, context);
}

/** TRAILING_TOKENS (or a malformed top-level number such as `01`, `0x1F`, `12abc`, which stays INVALID_JSON). */
function describeTrailing(text: string, context: SyntaxContext): TextFault {
  const at = skipJsonWhitespace(text, context.firstValueEnd);
  if (at === context.lastNumberEnd && /[0-9A-Za-z.+-]/.test(text[at] ?? '')) {
    return malformedNumber(text, context.lastNumberStart);
  }
  const rest = text.slice(at, at + 3);
  const message =
    rest === '```'
      ? `A Markdown code fence follows the JSON value at offset ${at}: send only the JSON object, without \`\`\` fences.`
      : rest[0] === '{' || rest[0] === '['
        ? `A second JSON value starts at offset ${at} after the complete first one: send exactly one JSON object.`
        : `Unexpected text after the JSON value at offset ${at}: send only the JSON object.`;
  return { code: 'TRAILING_TOKENS', offset: at, message };
}

function malformedNumber(text: string, start: number): TextFault {
  const end = scanWord(text, start);
  return {
    code: 'INVALID_JSON',
    offset: start,
    message: `Malformed number ${JSON.stringify(text.slice(start, end))} at offset ${start}: JSON numbers have no leading zeros, hex digits or suffixes.`,
  };
}

function describeUnexpected(
  text: string,
  code: number,
  offset: number,
  token: string,
  context: SyntaxContext,
): TextFault {
  const invalid = (message: string): TextFault => ({ code: 'INVALID_JSON', offset, message });
  const char = text.charAt(offset);
  if (offset === context.lastNumberEnd && /[0-9A-Za-z.+-]/.test(char))
    return malformedNumber(text, context.lastNumberStart);
  if (text.startsWith('```', offset)) {
    return invalid(
      `A Markdown code fence at offset ${offset} is not JSON: send the bare JSON object without \`\`\` fences.`,
    );
  }
  if (char === "'") {
    return invalid(`Single quote at offset ${offset}: JSON strings and member names use double quotes (").`);
  }
  const word = text.slice(offset, scanWord(text, offset));
  if (/^-?(NaN|Infinity)$/.test(word)) {
    return invalid(`${word} at offset ${offset} is not a JSON number: send a finite number, or null.`);
  }
  if (word === 'True' || word === 'False' || word === 'None') {
    return invalid(`Python literal ${word} at offset ${offset} is not JSON: use true, false or null.`);
  }
  if (word === 'undefined')
    return invalid(`undefined at offset ${offset} is not JSON: use null or leave the member out.`);
  if (char === '\uFEFF')
    return invalid(`A byte order mark (U+FEFF) at offset ${offset} is not allowed: send the JSON text without it.`);
  const close = context.container === '[' ? ']' : '}';
  if (
    (code === ParseErrorCode.ValueExpected || code === ParseErrorCode.PropertyNameExpected) &&
    (char === ']' || char === '}') &&
    text.charAt(lastContentEnd(text, offset) - 1) === ','
  ) {
    return invalid(`Trailing comma before '${char}' at offset ${offset}: remove the comma after the last item.`);
  }
  switch (code) {
    case ParseErrorCode.PropertyNameExpected:
      return invalid(
        `Expected a double-quoted member name at offset ${offset}, found ${describeToken(text, offset, word)}.`,
      );
    case ParseErrorCode.ColonExpected:
      return invalid(
        `Expected ':' after the member name at offset ${offset}, found ${describeToken(text, offset, word)}.`,
      );
    case ParseErrorCode.CommaExpected:
    case ParseErrorCode.CloseBraceExpected:
    case ParseErrorCode.CloseBracketExpected:
      return invalid(`Expected ',' or '${close}' at offset ${offset}, found ${describeToken(text, offset, word)}.`);
    case ParseErrorCode.ValueExpected:
      return invalid(`Expected a JSON value at offset ${offset}, found ${describeToken(text, offset, word)}.`);
    default:
      return invalid(`Unexpected ${describeToken(text, offset, word || token)} at offset ${offset}: this is not JSON.`);
  }
}

/** `'x'`, a word, or `U+0007` for invisible characters. */
function describeToken(text: string, offset: number, word: string): string {
  if (word.length > 1) return `'${word.length > 24 ? `${word.slice(0, 24)}…` : word}'`;
  const unit = text.charCodeAt(offset);
  return unit <= 0x20 || (unit >= 0x7f && unit <= 0xa0) || unit === 0xfeff
    ? codePointName(text, offset)
    : `'${text[offset]}'`;
}

function codePointName(text: string, offset: number): string {
  return `U+${text.charCodeAt(offset).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** End of a run of identifier-like characters starting at `from` (at least one character). */
function scanWord(text: string, from: number): number {
  let i = from;
  while (i < text.length && /[0-9A-Za-z_.+-]/.test(text.charAt(i))) i++;
  return Math.max(i, from + 1);
}

/** End of the last non-whitespace character before `end` (0 when there is only whitespace before it). */
function lastContentEnd(text: string, end = text.length): number {
  let i = end;
  while (i > 0) {
    const unit = text.charCodeAt(i - 1);
    if (unit !== 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d) break;
    i--;
  }
  return i;
}

/** First offset in the token (after its opening quote) where `test` holds, else `fallback` (the token start). */
function findInToken(
  text: string,
  offset: number,
  length: number,
  test: (index: number) => boolean,
  fallback = offset,
): number {
  const end = Math.min(text.length, offset + Math.max(length, 1));
  for (let i = offset + 1; i < end; i++) {
    if (test(i)) return i;
    if (text[i] === '\\') {
      if (i + 1 < end && text[i + 1] !== '\\' && test(i + 1)) return i + 1;
      i++; // the escaped character is not a fault of its own
    }
  }
  return fallback;
}
