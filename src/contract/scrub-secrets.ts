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
