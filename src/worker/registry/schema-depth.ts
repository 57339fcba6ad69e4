/**
 * Bounds the nesting of a submitted schema before any recursive walk (type-name mapping, Ajv compile,
 * cloning) sees it: a cyclic object graph or a schema nested thousands of levels deep would otherwise
 * overflow the call stack. Iterative, linear in the number of values; owns no rule beyond the bound.
 */
import { isUnknownArray } from '../../contract';

/** The deepest nesting of objects and arrays a tool schema may have (DESIGN §5.2 leaves it open). */
export const MAX_SCHEMA_DEPTH = 256;

/**
 * Checks that `schema` is a finite tree of JSON values nested at most `maxDepth` levels (every object
 * and array counts, keywords like `enum` or `default` included, since the compiler walks them too).
 *
 * @param schema the submitted schema (any value)
 * @param maxDepth the bound, in levels (the root object is level 1)
 * @returns undefined when it is within the bound; else the message for the tool's INVALID_DESCRIPTOR
 *   refusal: "the schema is nested deeper than N levels (or is cyclic)"
 */
export function schemaDepthProblem(schema: unknown, maxDepth = MAX_SCHEMA_DEPTH): string | undefined {
  // Depth-first with an explicit stack; `onPath` holds the ancestors of the value being entered.
  const onPath = new Set<object>();
  const stack: { value: object; depth: number; leave?: true }[] = [];
  if (typeof schema === 'object' && schema !== null) stack.push({ value: schema, depth: 1 });
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.leave) {
      onPath.delete(frame.value);
      continue;
    }
    if (frame.depth > maxDepth || onPath.has(frame.value)) {
      return `the schema is nested deeper than ${maxDepth} levels (or is cyclic)`;
    }
    onPath.add(frame.value);
    stack.push({ value: frame.value, depth: frame.depth, leave: true });
    const children: unknown[] = isUnknownArray(frame.value) ? frame.value : Object.values(frame.value);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) stack.push({ value: child, depth: frame.depth + 1 });
    }
  }
  return undefined;
}
