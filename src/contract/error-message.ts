/**
 * The text of a thrown value, for a sentence shown to the user or returned to the model. Pure.
 */

/**
 * The `message` of an `Error` (or of any object with a string `message`, such as an error that crossed a
 * structured clone), else `String(error)`; when `maxChars` is given and the text is longer, its first
 * `maxChars - 1` UTF-16 units and `…`.
 *
 * @param error anything a `catch` or a rejection delivered
 * @param maxChars the longest text returned, in UTF-16 units (no limit by default)
 */
export function errorMessage(error: unknown, maxChars = Number.POSITIVE_INFINITY): string {
  const text = readText(error);
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}

/**
 * The text of a thrown value without ever throwing: a throwing `message` getter, a Proxy (revoked or
 * not), an object without a prototype or a throwing `toString` give a sentence saying so.
 */
function readText(error: unknown): string {
  let message: unknown;
  try {
    message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  } catch {
    return 'a thrown value whose message cannot be read';
  }
  if (typeof message === 'string') return message;
  try {
    return String(error);
  } catch {
    return 'a thrown value that cannot be shown as text';
  }
}

/** A member of a thrown value, or undefined when reading it throws (getters, Proxies). */
export function thrownMember(error: unknown, key: string): unknown {
  if ((typeof error !== 'object' && typeof error !== 'function') || error === null) return undefined;
  try {
    return (error as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}
