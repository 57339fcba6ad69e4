/**
 * Positions of JSON Pointers in argument text, for refusals that happen after parsing (INVALID_ENVELOPE,
 * SCHEMA_VIOLATION) and want an offset. Built lazily from `jsonc-parser`'s `parseTree`; never on the
 * happy path.
 */
import { parseTree, type Node } from 'jsonc-parser';
import type { TextPosition } from '../../contract';
import { parseJsonPointer } from './json-pointer';
import { positionAt } from './text-position';

/**
 * Returns a function that gives the position (offset in UTF-16 code units, 1-based line/column) of the
 * value at a JSON Pointer (RFC 6901) in `text`, or undefined when the pointer names nothing there.
 * The syntax tree is built on the first call and reused.
 */
export function createLocator(text: string): (pointer: string) => TextPosition | undefined {
  let root: Node | undefined | null = null;
  return (pointer) => {
    if (root === null) root = parseTree(text, undefined, { disallowComments: true, allowTrailingComma: false });
    const segments = parseJsonPointer(pointer);
    if (!segments || !root) return undefined;
    let node: Node | undefined = root;
    for (const segment of segments) {
      node = childAt(node, segment);
      if (!node) return undefined;
    }
    return positionAt(text, node.offset);
  };
}

function childAt(node: Node, segment: string): Node | undefined {
  if (node.type === 'object') {
    const property = node.children?.find((child) => child.children?.[0]?.value === segment);
    return property?.children?.[1];
  }
  if (node.type === 'array' && /^(0|[1-9][0-9]*)$/.test(segment)) return node.children?.[Number(segment)];
  return undefined;
}
