/**
 * The property-based checks (test/properties/*) with a fixed seed and a small budget, so the unit run
 * stays fast and any failure reproduces; `npm run fuzz` runs the same properties with a large budget.
 */
import { describe, it } from 'vitest';
import { HARNESS_PROPERTIES } from '../properties/harness-properties';
import { PARSER_PROPERTIES } from '../properties/parser-properties';
import { PROJECTION_PROPERTIES } from '../properties/projection-properties';
import { assertProperty, UNIT_SEED } from '../properties/property-kit';
import { REGISTRY_PROPERTIES } from '../properties/registry-properties';

describe('properties', () => {
  for (const def of [...PARSER_PROPERTIES, ...HARNESS_PROPERTIES, ...PROJECTION_PROPERTIES, ...REGISTRY_PROPERTIES])
    it(def.name, () => assertProperty(def, { numRuns: def.unitRuns ?? 200, seed: UNIT_SEED }), 60_000);
});
