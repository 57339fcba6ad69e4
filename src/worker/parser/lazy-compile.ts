/**
 * Large schemas compile at their tool's first call (DESIGN.md §5.2 "compile once per descriptor"; the
 * size bound is this module's decision): Ajv generates code for every subschema (about 330 bytes and
 * 0.1 ms each), so a tool with 20,000 properties would hold registration — and the worker's thread —
 * for seconds. Above `LAZY_COMPILE_NODES` subschemas the registry checks the schema against its
 * dialect's meta-schema, checks every `pattern` is an ECMA-262 regex and every local `$ref` resolves
 * (the refusals a compile would give), notes COMPILED_AT_FIRST_CALL, and Ajv compiles it once, when
 * the tool is first called (a compile that still fails then ends that call INTERNAL_ERROR).
 * Pure helpers; the Ajv calls stay in schema-validator.ts.
 */
import { isRecord } from '../../contract';
import { pointerToken, subschemas } from '../registry/schema-walk';
import { patternSupport } from './linear-regexp';

/** Schemas with more subschemas than this (the root included) compile at first call. */
export const LAZY_COMPILE_NODES = 2_000;

/**
 * Counts the schema objects of `schema` (the root and every subschema reached by keyword), stopping
 * once the count passes `limit`.
 *
 * @param schema a JSON Schema (already bounded in depth by schema-depth.ts)
 * @param limit stop counting above this many
 * @returns the count, at most `limit + 1`
 */
export function countSubschemas(schema: unknown, limit = LAZY_COMPILE_NODES): number {
  let count = 0;
  const stack: unknown[] = [schema];
  for (let node = stack.pop(); node !== undefined && count <= limit; node = stack.pop()) {
    if (!isRecord(node)) continue;
    count++;
    for (const child of subschemas(node)) stack.push(child.schema);
  }
  return count;
}

/**
 * The first `pattern` or `patternProperties` key of `schema` that is not an ECMA-262 regex (with the
 * `u` flag), which Ajv's compile would refuse.
 *
 * @returns `{ pattern, pointer }` (pointer relative to the schema root), or undefined when all are valid
 */
export function firstInvalidPattern(schema: unknown): { pattern: string; pointer: string } | undefined {
  const stack: { node: unknown; pointer: string }[] = [{ node: schema, pointer: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, pointer } = item;
    if (!isRecord(node)) continue;
    if (typeof node.pattern === 'string' && patternSupport(node.pattern) === 'invalid')
      return { pattern: node.pattern, pointer: `${pointer}/pattern` };
    if (isRecord(node.patternProperties)) {
      for (const key of Object.keys(node.patternProperties))
        if (patternSupport(key) === 'invalid')
          return { pattern: key, pointer: `${pointer}/patternProperties/${pointerToken(key)}` };
    }
    for (const child of subschemas(node))
      stack.push({ node: child.schema, pointer: `${pointer}/${child.path.map(pointerToken).join('/')}` });
  }
  return undefined;
}

/**
 * The first local `$ref` (`#/…`) of `schema` that names nothing in it, which Ajv's compile would refuse.
 * Schemas with a nested `$id` are not checked (their refs resolve against that resource; Ajv decides
 * at first call).
 *
 * @returns `{ ref, pointer }` (pointer to the `$ref`, relative to the schema root), or undefined
 */
export function firstUnresolvedRef(schema: unknown): { ref: string; pointer: string } | undefined {
  const refs: { ref: string; pointer: string }[] = [];
  const stack: { node: unknown; pointer: string }[] = [{ node: schema, pointer: '' }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, pointer } = item;
    if (!isRecord(node)) continue;
    if (pointer !== '' && typeof node.$id === 'string') return undefined;
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/'))
      refs.push({ ref: node.$ref, pointer: `${pointer}/$ref` });
    for (const child of subschemas(node))
      stack.push({ node: child.schema, pointer: `${pointer}/${child.path.map(pointerToken).join('/')}` });
  }
  return refs.find(({ ref }) => !resolves(schema, ref));
}

/** True when the JSON Pointer fragment `ref` (`#/a/b`, percent-encoded) names a value inside `root`. */
function resolves(root: unknown, ref: string): boolean {
  let node = root;
  let tokens: string[];
  try {
    tokens = decodeURIComponent(ref.slice(2)).split('/');
  } catch {
    return false;
  }
  for (const raw of tokens) {
    const token = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, token)) return false;
    node = (node as Record<string, unknown>)[token];
  }
  return true;
}

/**
 * Memoizes a compile: `compileNow` runs at the first `get()`, once; later calls return its result.
 *
 * @param compileNow the deferred compile (throws when the schema does not compile after all)
 * @returns `get()`, which returns the compiled value or throws the compile's error on every call
 */
export function deferred<T>(compileNow: () => T): { get(): T } {
  let outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  return {
    get() {
      if (!outcome) {
        try {
          outcome = { ok: true, value: compileNow() };
        } catch (error) {
          outcome = { ok: false, error };
        }
      }
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    },
  };
}
