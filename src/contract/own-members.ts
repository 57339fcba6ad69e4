/**
 * Name-keyed reads and writes on plain objects that treat every name as data (DESIGN.md §4.2): a key
 * such as `constructor`, `toString` or `__proto__` is never read from the prototype chain, and writing
 * `__proto__` creates an own member instead of changing the prototype. Pure.
 */

/** The value of `key` when it is an own member of `record`; undefined otherwise (never inherited). */
export function ownMember<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** Sets `key` on `record` as an own enumerable data member (`__proto__` included), as JSON.parse does. */
export function setOwnMember(record: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    record[key] = value;
  }
}
