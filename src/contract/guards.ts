/**
 * Type guards for values of unknown shape (JSON text parsed at a boundary, a message from the other side,
 * a model's arguments). Pure.
 */

/** True for a non-null object that is not an array: a JSON object, read member by member. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `Array.isArray` that narrows to `unknown[]` (the built-in narrows `unknown` to `any[]`, which lets any
 * element through unchecked).
 */
export function isUnknownArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}
