/**
 * Properties of the registry (DESIGN.md §5.2 "Names"; src/worker/registry/): any name, prototype names
 * included, registers and resolves as a plain name with a provider-safe exportName and no change to
 * Object.prototype; the incremental export names equal the whole-list assignment after any sequence of
 * additions and removals.
 */
import fc from 'fast-check';
import { createSchemaValidators } from '../../src/worker/parser/schema-validator';
import { createExportNameIndex } from '../../src/worker/registry/export-name-index';
import { assignExportNames, EXPORT_NAME_PATTERN, type NameEntry } from '../../src/worker/registry/export-names';
import { createRegistry } from '../../src/worker/registry/registry';
import { defineProperty } from './property-kit';

/** Names a plain object answers to through Object.prototype. */
export const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

const nameArb = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES, 'prototype', '__proto__'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
  fc.stringMatching(/^[a-z_.]{1,6}$/),
);

const prototypeShape = () => JSON.stringify(Object.getOwnPropertyNames(Object.prototype).sort());
const SHAPE = prototypeShape();
const validators = createSchemaValidators();

const plainNames = defineProperty({
  name: 'registry: any name (prototype names included) is a plain name',
  arbitrary: fc.uniqueArray(nameArb, { minLength: 1, maxLength: 6 }),
  check(names) {
    const registry = createRegistry(validators);
    const report = registry.register(names.map((name) => ({ name, inputSchema: { type: 'object' } })));
    if (report.refused.length > 0 || JSON.stringify(report.registered) !== JSON.stringify(names)) return false;
    const listed = registry.list();
    const exportNames = new Set(listed.map((d) => d.exportName));
    if (listed.length !== names.length || exportNames.size !== names.length) return false;
    if (![...exportNames].every((n) => EXPORT_NAME_PATTERN.test(n))) return false;
    for (const name of names) {
      const tool = registry.resolve(name);
      if (tool?.descriptor.name !== name || registry.resolve(tool.descriptor.exportName) !== tool) return false;
    }
    if (registry.removeSource('builtin').length !== names.length || registry.resolve(names[0]!) !== undefined)
      return false;
    return prototypeShape() === SHAPE && ({} as Record<string, unknown>).polluted === undefined;
  },
  unitRuns: 100,
  fuzzShare: 0.1,
});

/** A sequence of additions (source, name) and removals (of a source). */
const stepsArb = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.stringMatching(/^[a-c_. ]{1,4}$/)) },
    { weight: 1, arbitrary: fc.constantFrom('a', 'b', 'c').map((source) => ({ remove: source })) },
  ),
  { maxLength: 30 },
);

const sameNames = defineProperty({
  name: 'registry: incremental export names equal the whole-list assignment',
  arbitrary: stepsArb,
  check(steps) {
    const index = createExportNameIndex();
    let entries: NameEntry[] = [];
    for (const step of steps) {
      if ('remove' in step) {
        entries = entries.filter((e) => e.source !== step.remove);
        index.reset(entries);
      } else {
        const [source, name] = step;
        const key = `${source}\u0000${name}`;
        if (entries.some((e) => e.key === key)) continue;
        const entry = { key, source, name, namePointer: '/name' };
        entries.push(entry);
        index.add(entry);
      }
      for (const [key, assigned] of assignExportNames(entries))
        if (JSON.stringify(index.get(key)) !== JSON.stringify(assigned)) return false;
    }
    return true;
  },
  unitRuns: 300,
});

/** The registry properties. */
export const REGISTRY_PROPERTIES = [plainNames, sameNames];
