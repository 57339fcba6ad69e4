/**
 * A secret belongs to the endpoint it was entered for (DESIGN §8 "A key is sent only to the endpoint it was
 * entered for"): the model API key, MCP bearer tokens and headers, OTLP headers. Every secret the user types is
 * bound to the endpoint shown beside it at that moment; a request carries it only to that endpoint, and never
 * before an endpoint is set. Pure functions; the values are never logged.
 */

/** The part of the WHATWG `URL` class used here (every host — window, worker, Node — has it). */
const UrlClass = (
  globalThis as unknown as { URL: new (input: string) => { origin: string; pathname: string; hostname: string } }
).URL;

/**
 * The endpoint a URL names, for comparing where a secret was entered: `origin + path` without trailing slashes
 * (`https://API.example.com/v1/` → `https://api.example.com/v1`); query and fragment are ignored.
 *
 * @returns '' when `url` is not an absolute http(s) URL with a host — no endpoint is set
 */
export function endpointOf(url: string): string {
  const text = url.trim();
  if (!/^https?:\/\/[^/]/i.test(text)) return '';
  try {
    const parsed = new UrlClass(text);
    if (!parsed.hostname) return '';
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return '';
  }
}

/** A secret with the endpoint it was entered for (`endpointOf` of the URL shown when it was typed; '' = none). */
export interface BoundSecret {
  value: string;
  endpoint: string;
}

/**
 * Where a secret stands against the endpoint about to be used:
 * `none` (no secret), `bound` (entered for this endpoint: it may be sent), `pending` (entered for another
 * endpoint, or before any was set: it is not sent until the user confirms it for this one).
 */
export type SecretBinding = 'none' | 'bound' | 'pending';

/** The binding of `secret` against `url` (see SecretBinding). */
export function bindingFor(secret: BoundSecret, url: string): SecretBinding {
  if (secret.value === '') return 'none';
  const endpoint = endpointOf(url);
  return endpoint !== '' && endpoint === secret.endpoint ? 'bound' : 'pending';
}

/** The secret's value when it was entered for `url`'s endpoint, else '' (never sent elsewhere). */
export function secretFor(secret: BoundSecret, url: string): string {
  return bindingFor(secret, url) === 'bound' ? secret.value : '';
}

/**
 * Forms that submit a URL with secrets (MCP server, OTLP export): when the URL's endpoint changes away from the
 * one the secrets were typed for, the secrets are forgotten.
 *
 * @param form the form's fields; `secretFields` name the secret ones
 * @param enteredFor `endpointOf` the URL shown when a secret was last typed
 * @param nextUrl the URL field's new value
 * @returns the form with `url` set and, when the endpoint moved and a secret was filled, those fields emptied
 *   (`cleared: true`)
 */
export function secretsFollowUrl<T extends { url: string }>(
  form: T,
  secretFields: readonly (keyof T)[],
  enteredFor: string,
  nextUrl: string,
): { form: T; cleared: boolean } {
  const next = { ...form, url: nextUrl };
  const filled = secretFields.some((field) => typeof form[field] === 'string' && form[field] !== '');
  if (!filled || endpointOf(nextUrl) === enteredFor) return { form: next, cleared: false };
  for (const field of secretFields) next[field] = '' as T[keyof T];
  return { form: next, cleared: true };
}
