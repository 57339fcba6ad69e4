/**
 * The one list of JSON Schema keywords OpenAI's strict function calling (Structured Outputs) does not
 * accept, split by what the strict export does about them. Data only.
 *
 * Source: OpenAI API docs, Guides → Structured Outputs → "Supported schemas"
 * (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas): supported are string,
 * number, boolean, integer, object, array, enum and anyOf; every object needs
 * `additionalProperties: false` and every property listed in `required`; the root must be an object and
 * not `anyOf`; "some type-specific keywords are not yet supported" — strings: minLength, maxLength,
 * pattern, format; numbers: minimum, maximum, multipleOf; objects: patternProperties,
 * unevaluatedProperties, propertyNames, minProperties, maxProperties; arrays: unevaluatedItems, contains,
 * minContains, maxContains, minItems, maxItems, uniqueItems. `default` is refused with "'default' is not
 * permitted" (case 27). Newer models accept some of the string/number/array keywords again; we export
 * the older ("conservative") subset so no model refuses the schema — local validation still enforces
 * every removed constraint against the canonical schema.
 */

/**
 * Keywords removed from a strict export (they only narrow values, so leaving them out loses a hint to
 * the model, never a check: the canonical schema still validates). Their values are restated in the
 * node's `description`.
 */
export const STRICT_REMOVED_KEYWORDS: readonly string[] = [
  'default',
  'examples',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'contentEncoding',
  'contentMediaType',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'contains',
  'minContains',
  'maxContains',
  'unevaluatedItems',
  'propertyNames',
  'minProperties',
  'maxProperties',
];

/**
 * Keywords whose meaning strict mode cannot express: removing them would let the model send values
 * the tool refuses *by design* (composition, conditional and pattern-keyed members), so a schema that
 * carries one is exported with `strict: false` and a STRICT_EXPORT_UNAVAILABLE note (DESIGN.md §5.3).
 */
export const STRICT_UNAVAILABLE_KEYWORDS: readonly string[] = [
  'allOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'patternProperties',
  'dependentSchemas',
  'dependentRequired',
  'dependencies',
  'prefixItems',
  'additionalItems',
  'unevaluatedProperties',
  '$dynamicRef',
  '$recursiveRef',
];
