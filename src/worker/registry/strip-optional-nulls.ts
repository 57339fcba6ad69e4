/**
 * The strict run profile's input rule (DESIGN.md §5.3): a model bound by the strict export must send
 * every property, using null for the ones it leaves out. Before validation against the canonical schema
 * those nulls are removed — only where the canonical schema made the property optional and does not
 * itself accept null. Pure; never mutates its input.
 */
import type { JsonSchema } from '../../contract';
import { allowsNull } from './strict-schema';
import { isRecord, setOwnMember } from '../../contract';

/** Resolves a local `$ref` (`#`, `#/…`) against the root schema; undefined when it does not resolve. */
function resolveRef(root: JsonSchema, ref: string): unknown {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isRecord(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Follows `$ref` chains (bounded, so a ref cycle without structure cannot loop). */
function deref(root: JsonSchema, schema: unknown): unknown {
  let node = schema;
  for (let hops = 0; hops < 32 && isRecord(node) && typeof node.$ref === 'string'; hops++) {
    const next = resolveRef(root, node.$ref);
    if (next === undefined) return node;
    node = next;
  }
  return node;
}

function strip(value: unknown, schema: unknown, root: JsonSchema): unknown {
  const node = deref(root, schema);
  if (!isRecord(node)) return value;
  if (Array.isArray(value)) {
    const items = node.items;
    const itemSchema = (i: number): unknown =>
      Array.isArray(node.prefixItems) && i < node.prefixItems.length ? node.prefixItems[i] : items;
    const next = value.map((v, i) => strip(v, itemSchema(i), root));
    return next.some((v, i) => v !== value[i]) ? next : value;
  }
  if (!isRecord(value)) return value;
  const properties = isRecord(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  const out: Record<string, unknown> = {};
  let changed = false;
  for (const [key, v] of Object.entries(value)) {
    const propSchema = Object.prototype.hasOwnProperty.call(properties, key) ? properties[key] : undefined;
    if (propSchema === undefined) {
      setOwnMember(out, key, v);
      continue;
    }
    if (v === null && !required.has(key) && !allowsNull(deref(root, propSchema))) {
      changed = true;
      continue;
    }
    const stripped = strip(v, propSchema, root);
    setOwnMember(out, key, stripped);
    if (stripped !== v) changed = true;
  }
  return changed ? out : value;
}

/**
 * Removes the nulls a strict-bound model sent for optional properties, at every depth (through
 * `properties`, `items` and local `$ref`s; composition branches are left as sent, since which branch
 * applies is not known before validation).
 *
 * @param input the parsed tool input (not mutated)
 * @param inputSchema the canonical input schema
 * @returns a copy without those nulls (the very same value when there is none to remove); a null for a required property, or for one whose schema allows
 *   null, stays and is judged by validation (case 26: `content: null` → SCHEMA_VIOLATION at /content)
 * @see DESIGN.md §5.3; case 26
 */
export function stripOptionalNulls(input: unknown, inputSchema: JsonSchema): unknown {
  return strip(input, inputSchema, inputSchema);
}
