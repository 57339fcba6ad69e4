/**
 * Shared case 24: per-tool normalization of roots — only `$schema` → `type: object` with
 * SCHEMA_UNDERSPECIFIED; properties without type → `type: object`; a string root → INVALID_DESCRIPTOR at
 * /inputSchema/type — and the valid tools are still exported.
 */
import { describe, expect, it } from 'vitest';
import { exportedSchema, expectProbes, loadShared, newRegistry, withoutDialect } from '../worker/registry/case-helpers';

const CASE = loadShared('24-root-without-type-object.json');
const perTool = CASE.expected.per_tool;

describe('case 24-root-without-type-object', () => {
  it('refuses only finish_task, at /inputSchema/type', () => {
    const r = newRegistry();
    const report = r.register(CASE.input.tools);
    expect(report.registered).toEqual(['next_tasks', 'add_task']);
    expect(report.refused).toEqual([
      expect.objectContaining({
        index: 2,
        name: 'finish_task',
        code: 'INVALID_DESCRIPTOR',
        pointer: perTool.finish_task.at,
      }),
    ]);
  });

  it('gives next_tasks type object with SCHEMA_UNDERSPECIFIED, exports {type:object, properties:{}}, and accepts anything', () => {
    const r = newRegistry();
    const report = r.register(CASE.input.tools);
    const d = r.list().find((t) => t.name === 'next_tasks')!;
    expect(d.inputSchema).toEqual(perTool.next_tasks.canonical_inputSchema);
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ name: 'next_tasks', code: 'SCHEMA_UNDERSPECIFIED' }),
    );
    for (const format of ['openai', 'anthropic'] as const) {
      const tool = r.exportTools({ format }).find((t: any) => (t.function?.name ?? t.name) === 'next_tasks');
      expect(exportedSchema(tool)).toEqual(perTool.next_tasks.exports_schema);
    }
    expectProbes(r, 'next_tasks', perTool.next_tasks.probes);
  });

  it('adds type object to add_task and requires its title', () => {
    const r = newRegistry();
    r.register(CASE.input.tools);
    expect(withoutDialect(r.list().find((t) => t.name === 'add_task')!.inputSchema)).toMatchObject({ type: 'object' });
    expectProbes(r, 'add_task', perTool.add_task.probes);
  });

  it('leaves finish_task out of both exports and keeps the others', () => {
    const r = newRegistry();
    r.register(CASE.input.tools);
    expect(r.exportTools({ format: 'openai' }).map((t: any) => t.function.name)).toEqual(['next_tasks', 'add_task']);
    expect(r.exportTools({ format: 'anthropic' }).map((t: any) => t.name)).toEqual(['next_tasks', 'add_task']);
  });
});
