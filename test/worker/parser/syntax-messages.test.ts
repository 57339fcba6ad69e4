/**
 * The sentence and offset the model reads for each kind of syntax fault (`describeSyntaxError`), through
 * `parseStrictJson`, which walks the tokenizer and hands it the context. The commonest faults are in
 * strict-json.test.ts; these are the remaining kinds each message must tell apart.
 */
import { describe, expect, it } from 'vitest';
import { parseStrictJson } from '../../../src/worker/parser/strict-json';

function fault(text: string): [code: string, offset: number | undefined, message: string] {
  const result = parseStrictJson(text, { maxBytes: 100_000 });
  if (result.ok) throw new Error(`expected a refusal of ${text}`);
  return [result.violation.code, result.violation.position?.offset, result.violation.message];
}

describe('describeSyntaxError', () => {
  it.each([
    ['undefined', '{"a":undefined}', 5, /^undefined at offset 5 is not JSON: use null or leave the member out\.$/],
    ['Python None', '{"a":None}', 5, /^Python literal None .* use true, false or null\.$/],
    ['Python False', '{"a":False}', 5, /^Python literal False/],
    ['a trailing comma in an object', '{"a":1,}', 7, /^Trailing comma before '}' at offset 7/],
    ['a trailing comma after white space', '[1, \n]', 5, /^Trailing comma before ']'/],
    ['a missing value (no comma at all)', '{"a":}', 5, /^Expected a JSON value at offset 5, found '}'\.$/],
    ['a missing array separator', '{"a":[1 2]}', 8, /^Expected ',' or ']' at offset 8, found '2'\.$/],
    ['a number with a dot and no digits', '{"a":1.}', 5, /^Malformed number "1\." at offset 5: write a JSON number/],
    ['a number with an empty exponent', '{"a":1.5e}', 5, /^Malformed number "1\.5e"/],
    [
      'a number with two dots',
      '{"a":1.2.3}',
      5,
      /^Malformed number "1\.2\.3" .* no leading zeros, hex digits or suffixes/,
    ],
    ['a number with a suffix at the top level', '12abc', 0, /^Malformed number "12abc"/],
    ['an invisible character, named by its code point', '{"a":\u0007}', 5, /^Unexpected U\+0007 at offset 5/],
    ['an invalid escape after a valid one', '{"a":"\\u00e9\\q"}', 12, /^Invalid escape \\q at offset 12/],
  ])('refuses %s as INVALID_JSON at the fault', (_kind, text, offset, message) => {
    const [code, at, sentence] = fault(text);
    expect([code, at]).toEqual(['INVALID_JSON', offset]);
    expect(sentence).toMatch(message);
  });

  it('cuts a long unexpected word to 24 characters and an ellipsis', () => {
    expect(fault('{"a":supercalifragilisticexpialidocious}')[2]).toBe(
      "Unexpected 'supercalifragilisticexpi…' at offset 5: this is not JSON.",
    );
  });

  it('says the text was cut off, at its end, inside a string or after an open value', () => {
    expect(fault('{"a":"abc')).toEqual([
      'INVALID_JSON',
      9,
      'The text ends inside the string that starts at offset 5: the arguments look cut off; send the complete JSON (if the output limit was hit, send a smaller payload).',
    ]);
    const [code, offset, message] = fault('{"a":12  ');
    expect([code, offset]).toEqual(['INVALID_JSON', 9]);
    expect(message).toMatch(/^The JSON text ends at offset 9 before the value is complete: the arguments look cut off/);
  });

  it('tells text, a second value and a code fence after the value apart (TRAILING_TOKENS)', () => {
    expect(fault('{"a":1}x')).toEqual([
      'TRAILING_TOKENS',
      7,
      'Unexpected text after the JSON value at offset 7: send only the JSON object.',
    ]);
    expect(fault('[1,2] [3]')[2]).toMatch(/^A second JSON value starts at offset 6/);
    expect(fault('{"a":1} ```')[2]).toMatch(/^A Markdown code fence follows the JSON value at offset 8/);
    expect(fault('"x"\n\n  y').slice(0, 2)).toEqual(['TRAILING_TOKENS', 7]);
  });
});
