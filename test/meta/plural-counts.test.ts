/**
 * Every sentence with a count says it through countOf (src/contract/count-words.ts), so none says
 * "1 calls": the source under src/ holds no hand-made plural (`n === 1 ? '' : 's'`, `tool(s)`) and no
 * count written before a fixed plural noun (`${items.length} items`, `{count} notes`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files';

/** A hand-made plural: a ternary on 1 that adds an s (`'' : 's'`, `' was' : 's were'`), or a noun with "(s)" in a sentence. */
const HAND_PLURAL = /=== 1 \? '[^']*' : 's[^']*'|[a-z](?<!http)\(s\)(?= [a-z]|\.[`'"])/;
/** A count-like expression closed by `}` and followed by a plural noun (`${x.length} items`). */
const COUNT_THEN_PLURAL =
  /(?:\.length|[cC]ount|[tT]otal|\.calls|\.runs)(?: \?\? 0)?\}\s?(?!of\b|is\b|as\b|was\b|has\b|this\b|yes\b)[a-z]+s\b/;

/** The lines of src/ outside comments that match `pattern`, as `path:line: text`. */
function offending(pattern: RegExp): string[] {
  return sourceFiles(path.join(root, 'src')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !/^\s*(?:\*|\/\/|\/\*)/.test(line)
          ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('counts in words', () => {
  it('has no hand-made plural in src/', () => {
    expect(offending(HAND_PLURAL)).toEqual([]);
  });
  it('has no count written before a fixed plural noun in src/', () => {
    expect(offending(COUNT_THEN_PLURAL)).toEqual([]);
  });
  it('catches the forms it forbids', () => {
    expect(HAND_PLURAL.test("`${n} call${n === 1 ? '' : 's'}`")).toBe(true);
    expect(HAND_PLURAL.test('{n} tool(s) not added')).toBe(true);
    expect(HAND_PLURAL.test('`${n} choice(s).`')).toBe(true);
    expect(HAND_PLURAL.test('isRecord(s) && keyBinding(s)); an http(s) URL')).toBe(false);
    expect(COUNT_THEN_PLURAL.test('`Imported: ${result.calls} calls`')).toBe(true);
    expect(COUNT_THEN_PLURAL.test('{state.report.warnings.length} notes.')).toBe(true);
    expect(COUNT_THEN_PLURAL.test("countOf(items.length, 'item')")).toBe(false);
  });
});
