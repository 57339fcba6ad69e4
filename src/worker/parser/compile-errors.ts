/**
 * Why a schema does not compile, for the registry's INVALID_DESCRIPTOR refusal (DESIGN.md §5.2): Ajv's
 * meta-schema errors, a `$ref` it cannot resolve and strict-mode errors, each with a JSON Pointer into
 * the schema where one is known. Pure.
 */
import type Ajv from 'ajv';
import { errorMessage, type JsonSchema } from '../../contract';
import type { CompileResult } from './schema-validator';
import { toJsonPointer } from './json-pointer';

/** `{ ok: false, message, pointer? }`: meta-schema errors point into the schema; a missing $ref to its use. */
export function describeCompileError(ajv: Ajv, error: unknown, schema: JsonSchema): CompileResult {
  const message = errorMessage(error);
  const first = ajv.errors?.[0];
  if (message.startsWith('schema is invalid') && first) {
    return {
      ok: false,
      message: `The schema is invalid: ${first.instancePath || '/'} ${first.message ?? ''}`.trim(),
      pointer: first.instancePath,
    };
  }
  const missingRef = (error as { missingRef?: unknown }).missingRef;
  const ref = /can't resolve reference (\S+)/.exec(message)?.[1];
  if (typeof missingRef === 'string' || ref) {
    const pointer = findRef(schema, ref ?? String(missingRef), []);
    return {
      ok: false,
      message: `The schema does not compile: ${message}`,
      ...(pointer !== undefined ? { pointer } : {}),
    };
  }
  const keyword = /^strict mode: .*?"([^"]+)"/.exec(message)?.[1];
  const pointer = keyword ? findKeyword(schema, keyword, []) : undefined;
  return {
    ok: false,
    message: `The schema does not compile: ${message}`,
    ...(pointer !== undefined ? { pointer } : {}),
  };
}

function findRef(node: unknown, ref: string, path: string[]): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  if (!Array.isArray(node) && (node as Record<string, unknown>).$ref === ref) return toJsonPointer([...path, '$ref']);
  for (const [key, child] of Object.entries(node)) {
    const found = findRef(child, ref, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

function findKeyword(node: unknown, keyword: string, path: string[]): string | undefined {
  if (node === null || typeof node !== 'object') return undefined;
  if (!Array.isArray(node) && keyword in node) return toJsonPointer([...path, keyword]);
  for (const [key, child] of Object.entries(node)) {
    const found = findKeyword(child, keyword, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
