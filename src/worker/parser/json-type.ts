/** Small descriptions of parsed JSON values for messages the model reads (DESIGN.md §4.2 errors). Pure. */

/** The JSON type name of a parsed value: `object`, `array`, `string`, `number`, `boolean` or `null`. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** A short JSON rendering of a value for messages, at most `max` characters (an ellipsis marks a cut). */
export function previewJson(value: unknown, max = 40): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > max ? `${json.slice(0, max - 1)}…` : json;
}
