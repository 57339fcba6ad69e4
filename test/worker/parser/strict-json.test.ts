import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, parseStrictJson } from '../../../src/worker/parser/strict-json';

const LIMIT = { maxBytes: 65_536 };
const ENVELOPE = '{"previous_observation":null,"input":{"station":"Harbour-7","day":"2031-05-04"}}';

function refusal(text: string, options = LIMIT) {
  const result = parseStrictJson(text, options);
  if (result.ok) throw new Error(`expected a refusal for ${JSON.stringify(text)}`);
  return result.violation;
}

function accepted(text: string): unknown {
  const result = parseStrictJson(text, LIMIT);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${result.violation.message}`);
  return result.value.value;
}

describe('parseStrictJson', () => {
  it('accepts one JSON object, with trailing whitespace only (case 01 trailing_whitespace_only)', () => {
    expect(accepted(`${ENVELOPE} \n\t `)).toEqual({
      previous_observation: null,
      input: { station: 'Harbour-7', day: '2031-05-04' },
    });
  });

  it('accepts an apostrophe inside a double-quoted string (case 08 control)', () => {
    expect(accepted('{"paths":["kim\'s notes.md"]}')).toEqual({ paths: ["kim's notes.md"] });
  });

  it('accepts a proper surrogate pair escape \\uD83D\\uDE00 as one emoji', () => {
    expect(accepted('{"face":"\\uD83D\\uDE00"}')).toEqual({ face: '😀' });
  });

  describe('TRAILING_TOKENS', () => {
    it('refuses prose after the envelope at the first non-whitespace character after the brace (case 01)', () => {
      const violation = refusal(`${ENVELOPE}\nI asked for the tide table; say if another day is needed.`);
      expect(violation.code).toBe('TRAILING_TOKENS');
      expect(violation.position).toEqual({ offset: 81, line: 2, column: 1 });
      expect(violation.errors).toEqual([
        {
          pointer: '',
          message: 'Unexpected text after the JSON value at offset 81: send only the JSON object.',
          offset: 81,
          line: 2,
          column: 1,
        },
      ]);
    });

    it('refuses a second JSON value glued to the first at the offset where it starts (case 01 second_json_value)', () => {
      const violation = refusal(`${ENVELOPE}{"previous_observation":null,"input":{"station":"Harbour-9"}}`);
      expect(violation.code).toBe('TRAILING_TOKENS');
      expect(violation.position?.offset).toBe(ENVELOPE.length);
      expect(violation.message).toMatch(/second JSON value starts at offset 80/);
    });

    it('refuses a second value after a space at the second value, not the space (case 01 second_value_after_space)', () => {
      const violation = refusal(`${ENVELOPE} {"previous_observation":null,"input":{}}`);
      expect(violation.code).toBe('TRAILING_TOKENS');
      expect(violation.position?.offset).toBe(ENVELOPE.length + 1);
    });

    it('refuses a closing code fence after the value (case 07 closing_fence_only)', () => {
      const violation = refusal('{"a":1}\n```');
      expect(violation.code).toBe('TRAILING_TOKENS');
      expect(violation.position).toEqual({ offset: 8, line: 2, column: 1 });
      expect(violation.message).toMatch(/code fence/);
    });

    it('refuses {}{} at offset 2', () => {
      expect(refusal('{}{}')).toMatchObject({ code: 'TRAILING_TOKENS', position: { offset: 2 } });
    });

    it('treats a no-break space after the value as trailing text (only RFC 8259 whitespace is allowed)', () => {
      expect(refusal('{}\u00a0')).toMatchObject({ code: 'TRAILING_TOKENS', position: { offset: 2 } });
    });
  });

  describe('INVALID_JSON', () => {
    const cases: [kind: string, text: string, offset: number, message: RegExp][] = [
      ['empty text (case 06)', '', 0, /empty/],
      ['whitespace only (case 06 whitespace_only)', '  \n', 0, /only whitespace/],
      ['syntax error: missing colon', '{"a" 1}', 5, /Expected ':'/],
      ['syntax error: missing comma', '{"a":1 "b":2}', 7, /Expected ',' or '}'/],
      ['trailing comma', '[1,]', 3, /Trailing comma/],
      ['NaN', '{"x":NaN}', 5, /NaN .* not a JSON number/],
      ['-Infinity', '{"x":-Infinity}', 5, /-Infinity .* not a JSON number/],
      ['1e999 (not a finite double)', '{"x":1e999}', 5, /out of range/],
      ['-1e999', '[-1e999]', 1, /out of range/],
      [
        'single quotes inside an array (case 08)',
        '{"previous_observation": null, "input": {"paths": [\'notes/plan.md\', "notes/todo.md"]}}',
        51,
        /Single quote/,
      ],
      ['whole Python dict (case 08 whole_python_dict)', "{'previous_observation': 'first call'}", 1, /Single quote/],
      ['Python True', '{"a":True}', 5, /Python literal True/],
      ['code fence with language (case 07)', '```json\n{"a":1}\n```', 0, /code fence/],
      ['code fence without language (case 07)', '```\n{"a":1}\n```', 0, /code fence/],
      ['bad escape \\B', '{"ns":"App\\Billing"}', 10, /Invalid escape \\B/],
      ['short \\u escape', '{"a":"\\u12"}', 6, /four hex digits/],
      ['lone high surrogate escape', '{"a":"x\\uD83D"}', 7, /Lone surrogate escape \\uD83D/],
      ['misordered surrogate escapes', '{"a":"\\uDE00\\uD83D"}', 6, /Unpaired low surrogate escape \\uDE00/],
      ['lone surrogate in a member name', '{"\\uD83D":1}', 2, /Lone surrogate/],
      ['raw tab inside a string', '{"a":"x\ty"}', 7, /control character U\+0009/],
      ['raw line break inside a string', '{"a":"x\ny"}', 7, /line break/],
      ['comment', '{"a":1 /* c */}', 7, /Comment/],
      ['leading zero', '{"a":01}', 5, /Malformed number "01"/],
      ['hex number at the top level', '0x1F', 0, /Malformed number "0x1F"/],
      ['byte order mark', '\uFEFF{}', 0, /byte order mark/],
    ];
    it.each(cases)('refuses %s at the fault', (_kind, text, offset, message) => {
      const violation = refusal(text);
      expect(violation.code).toBe('INVALID_JSON');
      expect(violation.position?.offset).toBe(offset);
      expect(violation.message).toMatch(message);
      expect(violation.errors).toHaveLength(1);
      expect(violation.errors?.[0]).toMatchObject({ offset, message: violation.message });
    });

    it('refuses text cut off inside a string, pointing at the member being written (case 11)', () => {
      const text =
        '{"previous_observation":null,"input":{"path":"docs/guide.md","content":"# Guide\\n\\n## Part 1\\nSet up the tent bef';
      const violation = refusal(text);
      expect(violation.code).toBe('INVALID_JSON');
      expect(violation.pointer).toBe('/input/content');
      expect(violation.position?.offset).toBe(text.length);
      expect(violation.message).toMatch(/cut off/);
    });

    it('refuses an object cut off before its closing brace as INVALID_JSON, not TRAILING_TOKENS', () => {
      const violation = refusal('{"a":1');
      expect(violation).toMatchObject({ code: 'INVALID_JSON', position: { offset: 6 } });
      expect(violation.message).toMatch(/cut off/);
    });

    it('names the closest enclosing location in the pointer', () => {
      expect(refusal('{"input":{"paths":[1,\'x\']}}').pointer).toBe('/input/paths/1');
      expect(refusal('{"a":"\\q"}').pointer).toBe('/a');
    });

    it('gives line and column (1-based) of a fault on a later line', () => {
      expect(refusal('{\n  "a": \'b\'\n}').position).toEqual({ offset: 9, line: 2, column: 8 });
    });

    it(`refuses nesting deeper than ${MAX_JSON_DEPTH} levels without overflowing the stack`, () => {
      const deep = '['.repeat(5_000) + ']'.repeat(5_000);
      expect(refusal(deep).code).toBe('INVALID_JSON');
      expect(accepted('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeDefined();
    });
  });

  describe('DUPLICATE_KEY', () => {
    it('refuses {"a":1,"a":2} with DUPLICATE_KEY at offset 7 (the second "a")', () => {
      const violation = refusal('{"a":1,"a":2}');
      expect(violation).toMatchObject({
        code: 'DUPLICATE_KEY',
        pointer: '/a',
        position: { offset: 7, line: 1, column: 8 },
      });
      expect(violation.errors).toEqual([{ pointer: '/a', message: violation.message, offset: 7, line: 1, column: 8 }]);
    });

    it('names the duplicate member inside input (case 10)', () => {
      const text = '{"previous_observation":null,"input":{"note_id":"n-100","note_id":"n-999"}}';
      const violation = refusal(text);
      expect(violation).toMatchObject({ code: 'DUPLICATE_KEY', pointer: '/input/note_id' });
      expect(violation.position?.offset).toBe(text.lastIndexOf('"note_id"'));
    });

    it('refuses a repeated envelope member at /input (case 10 duplicate_envelope_key)', () => {
      const violation = refusal(
        '{"previous_observation":null,"input":{"note_id":"n-100"},"input":{"note_id":"n-999"}}',
      );
      expect(violation).toMatchObject({ code: 'DUPLICATE_KEY', pointer: '/input' });
    });

    it('compares names after unescaping: "note_id" and "note\\u005fid" are the same (case 10)', () => {
      const text = '{"previous_observation":null,"input":{"note_id":"n-100","note\\u005fid":"n-999"}}';
      const violation = refusal(text);
      expect(violation).toMatchObject({ code: 'DUPLICATE_KEY', pointer: '/input/note_id' });
      expect(violation.position?.offset).toBe(text.indexOf('"note\\u005fid"'));
    });

    it('finds duplicates in objects nested in arrays and escapes the pointer', () => {
      expect(refusal('{"list":[{"x":1},{"a/b":1,"a/b":2}]}').pointer).toBe('/list/1/a~1b');
    });

    it('allows the same name in different objects', () => {
      expect(accepted('{"a":{"a":1},"b":{"a":2}}')).toEqual({ a: { a: 1 }, b: { a: 2 } });
    });

    it('reports a syntax fault before a duplicate (the text is not JSON at all)', () => {
      expect(refusal('{"a":1,"a":2').code).toBe('INVALID_JSON');
    });
  });

  describe('INPUT_TOO_LARGE', () => {
    it('refuses text over the byte budget before parsing, counting UTF-8 bytes (case 11 over_byte_budget)', () => {
      const content = 'abcdefghij'.repeat(7_000);
      const violation = refusal(`{"previous_observation":null,"input":{"path":"docs/big.txt","content":"${content}"}}`);
      expect(violation.code).toBe('INPUT_TOO_LARGE');
      expect(violation.position?.offset).toBe(65_536);
      expect(violation.errors).toHaveLength(1);
    });

    it('counts multi-byte characters: 4 × "é" is 8 bytes', () => {
      expect(parseStrictJson('"éééé"', { maxBytes: 10 }).ok).toBe(true);
      expect(refusal('"ééééé"', { maxBytes: 10 })).toMatchObject({ code: 'INPUT_TOO_LARGE', position: { offset: 5 } });
    });

    it('refuses a huge text that is not JSON with INPUT_TOO_LARGE, not INVALID_JSON', () => {
      expect(refusal('x'.repeat(20), { maxBytes: 10 }).code).toBe('INPUT_TOO_LARGE');
    });
  });

  describe('locate', () => {
    it('returns the position of the value at a pointer, lazily', () => {
      const text = '{\n "input": {"paths": ["a", {"b/c": 1}]}\n}';
      const result = parseStrictJson(text, LIMIT);
      if (!result.ok) throw new Error('parse failed');
      expect(result.value.locate('/input/paths/1/b~1c')).toEqual({ offset: text.indexOf('1}'), line: 2, column: 35 });
      expect(result.value.locate('')).toEqual({ offset: 0, line: 1, column: 1 });
      expect(result.value.locate('/input/missing')).toBeUndefined();
      expect(result.value.locate('/input/paths/7')).toBeUndefined();
    });
  });
});
