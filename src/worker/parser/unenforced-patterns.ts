/**
 * PATTERN_NOT_ENFORCED notes (DESIGN.md §5.2, "Hostile schemas"): every `pattern` and `patternProperties`
 * key of a schema that is valid ECMA-262 but that the linear-time engine cannot express (lookahead,
 * backreference). The tool still registers; that pattern matches everything. Pure.
 */
import type { DescriptorNote } from '../../contract';
import { isRecord } from '../../contract';
import { pointerToken, subschemas } from '../registry/schema-walk';
import { patternSupport } from './linear-regexp';

/** At most this many notes per schema (one more says how many were left out). */
const MAX_NOTES = 20;
const MAX_PATTERN_CHARS = 120;

/**
 * Finds the patterns of `schema` that are not enforced.
 *
 * @param schema a JSON Schema (any depth; walked by keyword, never into `enum`, `const` or property names)
 * @returns PATTERN_NOT_ENFORCED notes, pointers relative to the schema root (`/properties/a/pattern`,
 *   `/patternProperties/<key>`); at most 21
 */
export function unenforcedPatterns(schema: unknown): DescriptorNote[] {
  const found: DescriptorNote[] = [];
  let more = 0;
  const stack: { node: unknown; pointer: string }[] = [{ node: schema, pointer: '' }];
  const note = (pattern: string, pointer: string) => {
    if (patternSupport(pattern) !== 'not-enforced') return;
    if (found.length >= MAX_NOTES) {
      more++;
      return;
    }
    const shown = pattern.length > MAX_PATTERN_CHARS ? `${pattern.slice(0, MAX_PATTERN_CHARS - 1)}…` : pattern;
    found.push({
      code: 'PATTERN_NOT_ENFORCED',
      message: `pattern ${JSON.stringify(shown)} uses a construct the linear-time regex engine cannot run (lookahead, backreference, a large repetition or too large a program); it is not enforced`,
      pointer,
    });
  };
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, pointer } = item;
    if (!isRecord(node)) continue;
    if (typeof node.pattern === 'string') note(node.pattern, `${pointer}/pattern`);
    if (isRecord(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties))
        note(key, `${pointer}/patternProperties/${pointerToken(key)}`);
    }
    const children = subschemas(node);
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push({ node: child.schema, pointer: `${pointer}/${child.path.map(pointerToken).join('/')}` });
    }
  }
  if (more > 0) {
    found.push({
      code: 'PATTERN_NOT_ENFORCED',
      message: `${more} more patterns are not enforced`,
      pointer: '',
    });
  }
  return found;
}
