/**
 * Helpers for the registry's tests and the descriptor cases (test/cases/<id>.test.ts): loads a shared
 * case or tool list, builds a registry on real validators, and checks probes through the registry's
 * compiled validator (the same one stage A2 uses).
 */
import { readFileSync } from 'node:fs';
import { casePath } from '../../cases/support/load-case';
import { expect } from 'vitest';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry, type Registry } from '../../../src/worker/registry/registry';

/** Reads `../shared/cases/<file>` (a case JSON or `toollists/<name>.json`). */
export function loadShared(file: string): any {
  return JSON.parse(readFileSync(casePath(file), 'utf8'));
}

/** A fresh registry with its own validators. */
export function newRegistry(): Registry {
  return createRegistry(createSchemaValidators());
}

export interface Probe {
  input: unknown;
  outcome: 'accepted' | 'rejected';
  violation?: string;
  at?: string;
}

/** Asserts each probe: accepted → no errors; rejected → an error at `at` (read without the `/input` prefix). */
export function expectProbes(registry: Registry, toolName: string, probes: readonly Probe[] | undefined): void {
  const tool = registry.resolve(toolName);
  expect(tool, `tool ${toolName} resolves`).toBeDefined();
  for (const probe of probes ?? []) {
    const errors = tool!.input.validate(probe.input, '');
    if (probe.outcome === 'accepted') expect(errors, JSON.stringify(probe.input)).toEqual([]);
    else {
      expect(errors.length, JSON.stringify(probe.input)).toBeGreaterThan(0);
      if (probe.at !== undefined)
        expect(
          errors.map((e) => e.pointer),
          JSON.stringify(probe.input),
        ).toContain(probe.at.replace(/^\/input/, ''));
    }
  }
}

/** Drops `$schema` from a schema root (the dialect is not part of the compared schema). */
export function withoutDialect(schema: Record<string, unknown> | undefined): Record<string, unknown> {
  const { $schema: _d, ...rest } = schema ?? {};
  void _d;
  return rest;
}

/** The schema of an exported tool in any of the three formats. */
export function exportedSchema(tool: any): Record<string, unknown> {
  return tool.function?.parameters ?? tool.input_schema ?? tool.parameters;
}
