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
  const message: unknown =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  const text = typeof message === 'string' ? message : String(error);
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}
