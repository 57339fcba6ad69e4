/**
 * JSON Pointers (RFC 6901) for error reports: building one from a path and splitting one into
 * unescaped segments. Pure; no knowledge of the parsed value.
 */

/** Returns the JSON Pointer of `path` (`[]` → `''`, `['input', 0, 'a/b']` → `/input/0/a~1b`), RFC 6901 §3. */
export function toJsonPointer(path: readonly (string | number)[]): string {
  let pointer = '';
  for (const segment of path) pointer += `/${escapePointerSegment(String(segment))}`;
  return pointer;
}

/** Escapes one reference token: `~` → `~0`, `/` → `~1` (RFC 6901 §3). */
export function escapePointerSegment(segment: string): string {
  return segment.indexOf('~') < 0 && segment.indexOf('/') < 0
    ? segment
    : segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Splits a JSON Pointer into unescaped segments (`''` → `[]`, `/a~1b/0` → `['a/b', '0']`).
 * Returns undefined for a string that is not a pointer (non-empty and not starting with `/`).
 */
export function parseJsonPointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (pointer[0] !== '/') return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}
