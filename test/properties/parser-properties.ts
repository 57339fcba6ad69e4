/**
 * Properties of the A2 strict parse (DESIGN.md §3; src/worker/parser/strict-json.ts): any
 * `JSON.stringify` output parses to the value `JSON.parse` gives (integers a double cannot hold and lone
 * surrogates excepted: those are refused, positioned at the literal); any text never throws and yields
 * either a value `JSON.parse` agrees with or one positioned violation of a known code.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { parseStrictJson } from '../../src/worker/parser/strict-json';
import { defineProperty } from './property-kit';

const UNBOUNDED = { maxBytes: Number.MAX_SAFE_INTEGER };
const CODES = new Set(['INPUT_TOO_LARGE', 'INVALID_JSON', 'TRAILING_TOKENS', 'DUPLICATE_KEY']);
/** A refusal message stays short whatever the input (DESIGN §4.2 "bounded"). */
const MAX_MESSAGE_CHARS = 2_000;

/** True when a refusal at `offset` names a literal the strict parse refuses by rule. */
function refusedByRule(text: string, offset: number): boolean {
  const rest = text.slice(offset);
  const integer = /^-?\d+/.exec(rest)?.[0];
  if (integer !== undefined && !Number.isSafeInteger(Number(integer))) return true;
  return /^\\u[dD][89a-fA-F]/.test(rest);
}

const stringifyRoundTrip = defineProperty({
  name: 'parser: JSON.stringify output parses to the same value',
  arbitrary: fc.tuple(
    fc.jsonValue({ maxDepth: 6, stringUnit: fc.constantFrom('grapheme', 'binary') as never }),
    fc.constantFrom(undefined, 2, '\t'),
  ),
  check([value, indent]) {
    const text = JSON.stringify(value, null, indent);
    const parsed = parseStrictJson(text, UNBOUNDED);
    if (parsed.ok) return isDeepStrictEqual(parsed.value.value, JSON.parse(text));
    return parsed.violation.code === 'INVALID_JSON' && refusedByRule(text, parsed.violation.position?.offset ?? -1);
  },
  unitRuns: 300,
});

/** Text that is near JSON: fragments of its grammar and of common model mistakes, joined at random. */
const nearJson = fc
  .array(
    fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      '"',
      '"a"',
      '"\\',
      '\\u',
      'd83d',
      '\\ud83d',
      '\\n',
      ' ',
      '\n',
      '\r',
      '\t',
      '1',
      '-0',
      '1e999',
      '0.5',
      '12345678901234567890',
      'true',
      'nul',
      'null',
      'NaN',
      "'",
      '```json',
      '/*',
      '\u0000',
      '\u2028',
      '😀',
      '\ud800',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** A JSON text with a few characters inserted, deleted or replaced. */
const mutatedJson = fc
  .tuple(
    fc.json({ maxDepth: 4 }),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 4 }),
  )
  .map(([text, edits]) =>
    edits.reduce((t, [at, remove, insert]) => {
      const i = t.length === 0 ? 0 : at % (t.length + 1);
      return t.slice(0, i) + insert + t.slice(i + remove);
    }, text),
  );

/** An object repeating a long member name (the refusal must not repeat it whole). */
const longDuplicate = fc
  .string({ minLength: 500, maxLength: 5_000 })
  .map((name) => `{${JSON.stringify(name)}:1,${JSON.stringify(name)}:2}`);

/** Argument texts: arbitrary, near JSON, mutated JSON, long duplicate names. */
export const argumentText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  nearJson,
  mutatedJson,
  longDuplicate,
);

const anyText = defineProperty({
  name: 'parser: any text gives a value JSON.parse agrees with, or one positioned violation',
  arbitrary: argumentText,
  check(text) {
    const parsed = parseStrictJson(text, { maxBytes: 65_536 });
    if (parsed.ok) {
      let reference: unknown;
      try {
        reference = JSON.parse(text);
      } catch {
        return false; // accepted text JSON.parse refuses
      }
      return isDeepStrictEqual(parsed.value.value, reference);
    }
    const { code, position, errors, message, pointer } = parsed.violation;
    return (
      CODES.has(code) &&
      position !== undefined &&
      Number.isInteger(position.offset) &&
      position.offset >= 0 &&
      position.offset <= text.length &&
      position.line >= 1 &&
      position.column >= 1 &&
      errors?.length === 1 &&
      message.length > 0 &&
      message.length <= MAX_MESSAGE_CHARS &&
      (pointer === '' || pointer?.startsWith('/') === true)
    );
  },
  unitRuns: 500,
});

/** The parser properties. */
export const PARSER_PROPERTIES = [stringifyRoundTrip, anyText];
