/**
 * Canonical JSON: compact, object keys sorted by UTF-16 code unit order, recursively. Used for scope keys
 * (tool + canonical input, DESIGN.md §4.5) and for `maxRequestBytes`. Pure.
 */

/** Returns the canonical JSON text of a JSON value (`undefined` members are skipped, as JSON.stringify). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const keys = Object.keys(value).sort();
  const members: string[] = [];
  for (const key of keys) {
    const member = (value as Record<string, unknown>)[key];
    if (member === undefined) continue;
    members.push(`${JSON.stringify(key)}:${canonicalJson(member)}`);
  }
  return `{${members.join(',')}}`;
}
