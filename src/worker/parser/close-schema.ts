/**
 * Closed by default (DESIGN.md §5.2): returns the COPY of an input schema that is compiled, with
 * `additionalProperties: false` (or `unevaluatedProperties: false` for composed objects in 2019-09/2020-12)
 * added where the tool said nothing, so a hallucinated parameter is a SCHEMA_VIOLATION. Never touches
 * the canonical schema; never closes what the author left open on purpose.
 */
import { DIALECTS, type DescriptorNote, type Dialect, type JsonSchema, isRecord } from '../../contract';
import { escapePointerSegment } from './json-pointer';

/** The closed copy and the notes (COMPOSITION_LEFT_OPEN) for the registry to record. */
export interface ClosedSchema {
  schema: JsonSchema;
  /** Pointers are relative to the schema root (the registry prefixes them, e.g. `/inputSchema`). */
  notes: DescriptorNote[];
  /** Pointers of the schemas this copy closed (to tell Ajv's warnings about our additions apart). */
  closed: string[];
}

type SchemaNode = Record<string, unknown>;
/** How a schema is reached: it validates a new instance (child), the same instance (branch), or is a definition. */
type Edge = 'root' | 'child' | 'branch' | 'definition';

interface Entry {
  node: SchemaNode;
  edge: Edge;
  /** Inside `not`, `if` or `contains`: a condition, whose meaning closing would change. Never closed. */
  condition: boolean;
}

interface RefUse {
  from: string;
  target: string;
  /** `{ $ref }` with only annotations beside it: the target validates as if written in place. */
  alias: boolean;
}

const BRANCH_ARRAYS = ['allOf', 'anyOf', 'oneOf'] as const;
const BRANCH_SINGLES = ['then', 'else'] as const;
const CONDITION_SINGLES = ['not', 'if', 'contains'] as const;
const CHILD_MAPS = ['properties', 'patternProperties'] as const;
const CHILD_SINGLES = [
  'additionalProperties',
  'unevaluatedProperties',
  'additionalItems',
  'unevaluatedItems',
  'propertyNames',
] as const;
const DEFINITION_MAPS = ['$defs', 'definitions'] as const;
const REF_KEYWORDS = ['$ref', '$dynamicRef', '$recursiveRef'] as const;
/** Keywords that may sit beside `$ref` without making it a composition. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$id',
  '$schema',
  '$anchor',
  '$dynamicAnchor',
  '$recursiveAnchor',
  ...REF_KEYWORDS,
]);
const OPENNESS_KEYWORDS = ['additionalProperties', 'patternProperties', 'unevaluatedProperties'] as const;

/**
 * Returns a deep copy of `schema` closed by default:
 * - an object schema that declares at least one property in `properties`, says nothing about
 *   `additionalProperties`, carries no `patternProperties`/`unevaluatedProperties` and no composition
 *   keyword beside them (`allOf`, `anyOf`, `oneOf`, `if`, `dependentSchemas`, a non-alias `$ref`) gets
 *   `additionalProperties: false`; `true`/`{}`/an empty or absent `properties` stays open;
 * - at every depth: `properties`, `patternProperties`, `items`, `prefixItems`, `additionalProperties`
 *   and the other child-instance keywords, and `$defs`/`definitions` targets reached directly;
 * - schemas reached as composition branches, or through `$ref` from a composition, are never closed one
 *   by one; nothing inside `not`, `if` or `contains` is closed (closing a condition changes its meaning);
 * - an object composed from branches whose parts declare properties is closed with
 *   `unevaluatedProperties: false` in 2019-09/2020-12, and left open with a COMPOSITION_LEFT_OPEN note
 *   in draft-07 (it has no `unevaluatedProperties`).
 * Only local references (`#/…` pointers and `#anchor`s) are followed.
 *
 * @param schema the canonical schema (not modified)
 * @param dialect the dialect it is validated with
 * @see DESIGN.md §5.2 "Closed by default"; JSON Schema 2020-12 Core §10.3.2, §11.3
 */
export function closeSchema(schema: JsonSchema, dialect: Dialect): ClosedSchema {
  const copy = structuredClone(schema);
  const entries = new Map<string, Entry>();
  const anchors = new Map<string, string>();
  const refs: RefUse[] = [];
  collect(copy, '', 'root', false, entries, anchors, refs);

  const branch = new Set<string>();
  for (const [pointer, entry] of entries) if (entry.edge === 'branch' || entry.condition) branch.add(pointer);
  const rootId = typeof copy.$id === 'string' ? copy.$id.replace(/#$/, '') : undefined;
  const uses = refs
    .map((use) => ({ ...use, target: resolveRef(use.target, anchors, rootId) }))
    .filter((use): use is RefUse => use.target !== undefined);
  for (let changed = true; changed;) {
    changed = false;
    for (const use of uses) {
      if (!branch.has(use.target) && (!use.alias || branch.has(use.from))) {
        branch.add(use.target);
        changed = true;
      }
    }
  }

  const notes: DescriptorNote[] = [];
  const closed: string[] = [];
  const unevaluated = dialect !== DIALECTS.draft07;
  for (const [pointer, { node }] of entries) {
    if (branch.has(pointer) || OPENNESS_KEYWORDS.some((keyword) => keyword in node)) continue;
    if (!isComposed(node)) {
      if (declaresProperties(node)) {
        node.additionalProperties = false;
        closed.push(pointer);
      }
      continue;
    }
    if (!mayBeObject(node) || !partsDeclareProperties(node, pointer, entries, anchors, rootId, new Set())) continue;
    if (unevaluated) {
      node.unevaluatedProperties = false;
      closed.push(pointer);
    } else {
      notes.push({
        code: 'COMPOSITION_LEFT_OPEN',
        message:
          'This object is composed from branches (allOf/anyOf/oneOf/if/$ref); draft-07 has no unevaluatedProperties, so it is validated open (unknown members are accepted).',
        pointer,
      });
    }
  }
  return { schema: copy, notes, closed };
}

function collect(
  node: unknown,
  pointer: string,
  edge: Edge,
  condition: boolean,
  entries: Map<string, Entry>,
  anchors: Map<string, string>,
  refs: RefUse[],
): void {
  if (!isRecord(node)) return;
  entries.set(pointer, { node, edge, condition });
  if (typeof node.$anchor === 'string') anchors.set(node.$anchor, pointer);
  if (typeof node.$id === 'string' && node.$id.startsWith('#')) anchors.set(node.$id.slice(1), pointer);
  for (const keyword of REF_KEYWORDS) {
    const ref = node[keyword];
    if (typeof ref === 'string') refs.push({ from: pointer, target: ref, alias: isAlias(node) });
  }
  const at = (keyword: string, ...rest: (string | number)[]): string =>
    `${pointer}/${escapePointerSegment(keyword)}${rest.map((segment) => `/${escapePointerSegment(String(segment))}`).join('')}`;
  const visit = (child: unknown, childPointer: string, childEdge: Edge, childCondition = condition): void =>
    collect(child, childPointer, childEdge, childCondition, entries, anchors, refs);

  for (const keyword of BRANCH_ARRAYS) {
    const list = node[keyword];
    if (Array.isArray(list)) list.forEach((item, index) => visit(item, at(keyword, index), 'branch'));
  }
  for (const keyword of BRANCH_SINGLES) if (keyword in node) visit(node[keyword], at(keyword), 'branch');
  for (const keyword of CONDITION_SINGLES) if (keyword in node) visit(node[keyword], at(keyword), 'branch', true);
  for (const keyword of ['dependentSchemas', 'dependencies']) {
    const map = node[keyword];
    if (isRecord(map)) for (const [name, child] of Object.entries(map)) visit(child, at(keyword, name), 'branch');
  }
  for (const keyword of CHILD_MAPS) {
    const map = node[keyword];
    if (isRecord(map)) for (const [name, child] of Object.entries(map)) visit(child, at(keyword, name), 'child');
  }
  for (const keyword of CHILD_SINGLES) if (keyword in node) visit(node[keyword], at(keyword), 'child');
  if (Array.isArray(node.items)) node.items.forEach((item, index) => visit(item, at('items', index), 'child'));
  else if ('items' in node) visit(node.items, at('items'), 'child');
  if (Array.isArray(node.prefixItems))
    node.prefixItems.forEach((item, index) => visit(item, at('prefixItems', index), 'child'));
  for (const keyword of DEFINITION_MAPS) {
    const map = node[keyword];
    if (isRecord(map)) for (const [name, child] of Object.entries(map)) visit(child, at(keyword, name), 'definition');
  }
}

/** `#/a/b` → `/a/b` (URI- and pointer-decoded, re-encoded as our pointers); `#name` → its anchor. */
function resolveRef(ref: string, anchors: Map<string, string>, rootId: string | undefined): string | undefined {
  let local = ref;
  if (rootId && local.startsWith(rootId)) local = local.slice(rootId.length);
  if (local === '' || local === '#') return '';
  if (!local.startsWith('#')) return undefined;
  if (!local.startsWith('#/')) return anchors.get(local.slice(1));
  try {
    return local
      .slice(2)
      .split('/')
      .map((segment) => `/${escapePointerSegment(decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'))}`)
      .join('');
  } catch {
    return undefined;
  }
}

function isAlias(node: SchemaNode): boolean {
  return Object.keys(node).every((keyword) => ANNOTATIONS.has(keyword));
}

function declaresProperties(node: SchemaNode): boolean {
  return isRecord(node.properties) && Object.keys(node.properties).length > 0;
}

function isComposed(node: SchemaNode): boolean {
  return (
    BRANCH_ARRAYS.some((keyword) => Array.isArray(node[keyword])) ||
    'if' in node ||
    'dependentSchemas' in node ||
    (isRecord(node.dependencies) && Object.values(node.dependencies).some(isRecord)) ||
    (REF_KEYWORDS.some((keyword) => typeof node[keyword] === 'string') && !isAlias(node))
  );
}

function mayBeObject(node: SchemaNode): boolean {
  const type = node.type;
  if (type === undefined) return true;
  return type === 'object' || (Array.isArray(type) && type.includes('object'));
}

/** True when the object itself or a part evaluated on the same instance declares properties. */
function partsDeclareProperties(
  node: SchemaNode,
  pointer: string,
  entries: Map<string, Entry>,
  anchors: Map<string, string>,
  rootId: string | undefined,
  seen: Set<string>,
): boolean {
  if (seen.has(pointer)) return false;
  seen.add(pointer);
  if (declaresProperties(node)) return true;
  const parts: string[] = [];
  for (const keyword of BRANCH_ARRAYS) {
    const list = node[keyword];
    if (Array.isArray(list)) list.forEach((_item, index) => parts.push(`${pointer}/${keyword}/${index}`));
  }
  for (const keyword of ['if', 'then', 'else']) if (keyword in node) parts.push(`${pointer}/${keyword}`);
  for (const keyword of REF_KEYWORDS) {
    const ref = node[keyword];
    const target = typeof ref === 'string' ? resolveRef(ref, anchors, rootId) : undefined;
    if (target !== undefined) parts.push(target);
  }
  return parts.some((part) => {
    const entry = entries.get(part);
    return entry !== undefined && partsDeclareProperties(entry.node, part, entries, anchors, rootId, seen);
  });
}
