/**
 * The elicitation schema subset (MCP spec 2025-06-18 client/elicitation "Supported Schema Types", with
 * the multi-select and titled enums of 2025-11-25): a flat object whose properties are each a string
 * (optionally `format` email | uri | date | date-time, `minLength`/`maxLength`, an `enum` with
 * `enumNames`, or a `oneOf`/`anyOf` of `{const, title}`), a number or integer (`minimum`/`maximum`), a
 * boolean, or an array of such string choices (`minItems`/`maxItems`). `readElicitationSchema` refuses
 * anything else with a reason naming the property; `validateElicitationContent` checks an answer before
 * it is sent. Pure; used by the worker (refusal, re-check) and the page (the check before sending).
 */
import { isRecord } from './guards';
import { countOf } from './count-words';

/** An answer's values: what the subset allows. */
export type ElicitationValue = string | number | boolean | string[];

/** A schema that passed `readElicitationSchema` (a JSON Schema object, strings bounded). */
export interface ElicitationSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

const FORMATS = new Set(['email', 'uri', 'date', 'date-time']);
/** Most properties of one elicitation. */
const MAX_PROPERTIES = 50;
const MAX_TEXT = 1_000;

const cutText = (value: unknown): unknown =>
  typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value;

/** The choices of a string property (`enum`, or `oneOf`/`anyOf` of consts), or undefined. */
function choicesOf(schema: Record<string, unknown>): string[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum.every((v) => typeof v === 'string') ? schema.enum : [];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    const consts = branches.map((branch) => (isRecord(branch) ? branch.const : undefined));
    return consts.every((value) => typeof value === 'string') ? consts : [];
  }
  return undefined;
}

/** Why a property is outside the subset, or undefined when it is inside. */
function propertyProblem(name: string, schema: unknown): string | undefined {
  if (!isRecord(schema)) return `Property “${name}” is not a schema object.`;
  const type = schema.type;
  if (type === 'string') {
    const choices = choicesOf(schema);
    if (choices && choices.length === 0) return `Property “${name}” has choices that are not all strings.`;
    if (schema.format !== undefined && !FORMATS.has(String(schema.format)))
      return `Property “${name}” has format “${String(schema.format)}” (only email, uri, date, date-time).`;
    return undefined;
  }
  if (type === 'number' || type === 'integer' || type === 'boolean') return undefined;
  if (type === 'array') {
    const items = schema.items;
    if (!isRecord(items)) return `Property “${name}” is an array without an items schema.`;
    const choices = choicesOf(items);
    if (!choices || choices.length === 0)
      return `Property “${name}” is an array whose items are not string choices (only multi-select enums).`;
    return undefined;
  }
  if (type === 'object') return `Property “${name}” is a nested object; elicitation allows only a flat object.`;
  return `Property “${name}” has type ${JSON.stringify(type ?? null)}, which elicitation does not allow.`;
}

/**
 * Checks a `requestedSchema`.
 *
 * @returns the schema (titles and descriptions cut to 1,000 characters), or the reason it is outside the subset
 */
export function readElicitationSchema(
  schema: unknown,
): { ok: true; schema: ElicitationSchema } | { ok: false; reason: string } {
  if (!isRecord(schema) || schema.type !== 'object' || !isRecord(schema.properties))
    return { ok: false, reason: 'The requested schema is not an object schema with properties.' };
  const names = Object.keys(schema.properties);
  if (names.length > MAX_PROPERTIES)
    return {
      ok: false,
      reason: `The requested schema has ${countOf(names.length, 'property', 'properties')} (at most ${MAX_PROPERTIES}).`,
    };
  const properties: Record<string, Record<string, unknown>> = {};
  for (const name of names) {
    const property = schema.properties[name];
    const problem = propertyProblem(name, property);
    if (problem) return { ok: false, reason: problem };
    const copy = { ...(property as Record<string, unknown>) };
    for (const key of ['title', 'description']) if (key in copy) copy[key] = cutText(copy[key]);
    properties[name] = copy;
  }
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === 'string' && name in properties)
    : [];
  return { ok: true, schema: { type: 'object', properties, required } };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Why `value` does not fit the string property `schema`, or undefined. */
function stringProblem(label: string, schema: Record<string, unknown>, value: string): string | undefined {
  const choices = choicesOf(schema);
  if (choices && !choices.includes(value)) return `${label} must be one of the choices.`;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength)
    return `${label} needs at least ${countOf(schema.minLength, 'character')}.`;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
    return `${label} takes at most ${countOf(schema.maxLength, 'character')}.`;
  if (schema.format === 'email' && !EMAIL.test(value)) return `${label} is not an email address.`;
  if (schema.format === 'date' && !DATE.test(value)) return `${label} is not a date (YYYY-MM-DD).`;
  if (schema.format === 'date-time' && !DATE_TIME.test(value)) return `${label} is not a date and time (ISO 8601).`;
  if (schema.format === 'uri' && !/^[a-z][a-z0-9+.-]*:/i.test(value)) return `${label} is not a URI.`;
  return undefined;
}

/**
 * Checks an answer against the schema: required members present, each value of its type and within its
 * limits, no members the schema does not name.
 *
 * @returns one sentence per problem (empty when the answer fits)
 */
export function validateElicitationContent(schema: ElicitationSchema, content: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(content))
    if (!(name in schema.properties)) problems.push(`“${name}” is not asked for.`);
  for (const [name, property] of Object.entries(schema.properties)) {
    const label = `“${typeof property.title === 'string' ? property.title : name}”`;
    const value = content[name];
    if (value === undefined || value === '') {
      if (schema.required.includes(name)) problems.push(`${label} is required.`);
      continue;
    }
    const type = property.type;
    if (type === 'string') {
      if (typeof value !== 'string') problems.push(`${label} must be text.`);
      else {
        const problem = stringProblem(label, property, value);
        if (problem) problems.push(problem);
      }
    } else if (type === 'number' || type === 'integer') {
      if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`${label} must be a number.`);
      else if (type === 'integer' && !Number.isInteger(value)) problems.push(`${label} must be a whole number.`);
      else if (typeof property.minimum === 'number' && value < property.minimum)
        problems.push(`${label} must be at least ${property.minimum}.`);
      else if (typeof property.maximum === 'number' && value > property.maximum)
        problems.push(`${label} must be at most ${property.maximum}.`);
    } else if (type === 'boolean') {
      if (typeof value !== 'boolean') problems.push(`${label} must be yes or no.`);
    } else if (type === 'array') {
      const choices = isRecord(property.items) ? (choicesOf(property.items) ?? []) : [];
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && choices.includes(item)))
        problems.push(`${label} must be a list of the choices.`);
      else if (typeof property.minItems === 'number' && value.length < property.minItems)
        problems.push(`${label} needs at least ${countOf(property.minItems, 'choice')}.`);
      else if (typeof property.maxItems === 'number' && value.length > property.maxItems)
        problems.push(`${label} takes at most ${countOf(property.maxItems, 'choice')}.`);
    }
  }
  return problems;
}
