import { describe, expect, it } from 'vitest';
import { parsePlainJson } from '../../../src/worker/parser/plain-json';
import { walkJson } from '../../../src/worker/parser/strict-json-walk';
import { parseStrictJson } from '../../../src/worker/parser/strict-json';

const ENVELOPE =
  '{"previous_observation":{"tool_call_id":"c1","evaluation":"GAINED"},"input":{"q":"x1","n":[1,-2.5,true,null]}}';

/** The strict walk's verdict: true when it finds neither a fault nor a repeated name. */
const walkAccepts = (text: string) => {
  const walk = walkJson(text);
  return walk.fault === undefined && walk.duplicate === undefined;
};

/** Texts near `base`: each character removed, and each of `inserts` put at each place. */
function neighbours(base: string, inserts: string[]): string[] {
  const texts: string[] = [];
  for (let index = 0; index <= base.length; index += 1) {
    if (index < base.length) texts.push(base.slice(0, index) + base.slice(index + 1));
    for (const insert of inserts) texts.push(base.slice(0, index) + insert + base.slice(index));
  }
  return texts;
}

describe('parsePlainJson', () => {
  it('takes a plain envelope with the value JSON.parse gives', () => {
    expect(parsePlainJson(ENVELOPE)).toEqual({ value: JSON.parse(ENVELOPE) });
    expect(parsePlainJson(' {"a":"é ü","b":{"":0}}\n')).toEqual({ value: { a: 'é ü', b: { '': 0 } } });
  });

  it('leaves to the strict walk a repeated member name, also one spelled with an escape or nested', () => {
    for (const text of ['{"a":1,"a":2}', '{"a":1,"\\u0061":2}', '{"o":{"k":1,"k":1}}', '[{"x":1},{"y":2,"y":3}]'])
      expect(parsePlainJson(text), text).toBeUndefined();
    expect(parseStrictJson('{"a":1,"\\u0061":2}', { maxBytes: 1000 })).toMatchObject({
      ok: false,
      violation: { code: 'DUPLICATE_KEY' },
    });
  });

  it('leaves to the strict walk what JSON.parse takes but the walk refuses or words itself', () => {
    const texts = [
      '{"s":"\\uD800"}', // lone surrogate escape
      '{"s":"\\ud83d\\ude00"}', // a pair: the walk decides every surrogate escape
      `{"s":"a${String.fromCharCode(0xd800)}"}`, // a raw lone surrogate
      '{"s":"a\u2028b"}', // U+2028 inside a string
      '{"n":1e999}', // not a finite double
      '{"n":12345678901234567}', // beyond 2^53 − 1
      '{"n":1E2}',
      `${'['.repeat(513)}${']'.repeat(513)}`, // deeper than MAX_JSON_DEPTH
      '\u00a0{}', // a space JSON does not know
      '\ufeff{}', // a byte order mark
      '{"a":1} x',
      '',
      '{"a":1,}',
      '{"a":"unclosed}',
    ];
    for (const text of texts) expect(parsePlainJson(text), JSON.stringify(text)).toBeUndefined();
  });

  it('takes only texts the strict walk accepts, with the same value, across edits of an envelope', () => {
    const texts = neighbours(ENVELOPE, [
      '"',
      ':',
      ',',
      '{',
      '}',
      '[',
      ']',
      '\\',
      '\\u0041',
      '1',
      'e',
      ' ',
      '\t',
      '\u000b',
      '\u2028',
      'é',
    ]);
    let taken = 0;
    for (const text of texts) {
      const plain = parsePlainJson(text);
      if (!plain) continue;
      taken += 1;
      expect(walkAccepts(text), JSON.stringify(text)).toBe(true);
      expect(plain.value).toEqual(JSON.parse(text));
    }
    expect(taken).toBeGreaterThan(50);
  });
});
