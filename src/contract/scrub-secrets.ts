/**
 * Removes the user's secrets (API keys, header values) from text before it is shown, logged or exported
 * (DESIGN.md §6: keys never land in exports or logs). Pure.
 */

/** The replacement of every secret found. */
const REDACTED = '[redacted]';

/**
 * Replaces every occurrence of each secret, and of its bare token when it is an `Authorization` value
 * (`Bearer <token>`), by `[redacted]`. Pieces shorter than 4 characters are left alone: they would
 * match ordinary text.
 *
 * @param text the text to clean
 * @param secrets the values to remove (keys, header values), in any order
 */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    for (const piece of [secret, secret.replace(/^bearer\s+/i, '')]) {
      if (piece.length >= 4) out = out.split(piece).join(REDACTED);
    }
  }
  return out;
}

/**
 * The JSON text of `value` with every string value passed through {@link scrubSecrets} (member names are
 * kept). Used for files and requests that leave the console: a trace export, an OTLP post.
 *
 * @param value any JSON-serialisable value
 * @param secrets the values to remove; none → plain `JSON.stringify`
 * @param space indentation as for `JSON.stringify`
 * @returns the JSON text
 */
export function stringifyWithoutSecrets(value: unknown, secrets: readonly string[], space?: number): string {
  if (secrets.length === 0) return JSON.stringify(value, null, space);
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? scrubSecrets(v, secrets) : v), space);
}
