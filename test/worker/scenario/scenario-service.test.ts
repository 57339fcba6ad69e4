/**
 * The scenario service's refusals a QA engineer sees: bad JSON with its position, schema
 * errors with JSON Pointers, a backend for an undeclared tool, paths that leave the origin; and
 * loading, replacing and unloading install and remove the stub backends.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import type { ToolBackend } from '../../../src/worker/harness-deps';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry } from '../../../src/worker/registry/registry';
import { createScenarioService, resolveScenarioPath } from '../../../src/worker/scenario/scenario-service';

const tool = { name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };
const valid = {
  name: 'Echo',
  description: 'd',
  question: 'q',
  tools: [tool],
  backends: { echo: { result: { secret: 'RAW-ONLY' } } },
  turns: [{ text: 'hi' }],
};

function setup(fetched: Record<string, string> = {}) {
  const validators = createSchemaValidators();
  const registry = createRegistry(validators);
  const backends: Record<string, ToolBackend> = {};
  const harness = createHarness({ backends, registry, validators });
  const requested: string[] = [];
  const service = createScenarioService({
    registerTools: (d, o) => harness.registerTools(d, o),
    removeSource: (s) => registry.removeSource(s),
    backends,
    origin: 'http://app.test',
    fetch: async (url) => {
      requested.push(url);
      return url in fetched
        ? { ok: true, status: 200, text: async () => fetched[url]! }
        : { ok: false, status: 404, text: async () => '' };
    },
  });
  return { service, backends, registry, requested };
}
const file = (value: unknown) => ({ file: new Blob([typeof value === 'string' ? value : JSON.stringify(value)]) });

describe('scenario service', () => {
  it('loads a valid file, hands the page no stub result, installs and removes the backend', async () => {
    const { service, backends, registry } = setup();
    const result = await service.loadScenario(file(valid));
    expect(result).toMatchObject({
      ok: true,
      scenario: { name: 'Echo', toolNames: ['echo'], approvals: 'ask', planMode: false },
    });
    expect(JSON.stringify(result)).not.toContain('RAW-ONLY');
    expect(Object.keys(backends)).toEqual(['echo']);
    await service.unloadScenario();
    expect(Object.keys(backends)).toEqual([]);
    expect(registry.list()).toEqual([]);
  });

  it('reports bad JSON with its line and schema errors with JSON Pointers', async () => {
    const { service } = setup();
    const broken = await service.loadScenario(file('{"name": "x",\n "turns": [}'));
    expect(broken).toMatchObject({ ok: false, errors: [{ message: expect.stringMatching(/not valid JSON.*line 2/) }] });
    const wrong = await service.loadScenario(
      file({ ...valid, turns: [{ toolCalls: [{ id: 'c1', name: 'echo', arguments: {} }] }], approvals: 'maybe' }),
    );
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.errors.map((e) => e.pointer)).toEqual(
      expect.arrayContaining(['/turns/0/toolCalls/0/arguments', '/approvals']),
    );
    const orphan = await service.loadScenario(file({ ...valid, backends: { ecco: { result: 1 } } }));
    expect(orphan).toEqual({
      ok: false,
      errors: [{ pointer: '/backends/ecco', message: expect.stringContaining('no tool in /tools declares') }],
    });
  });

  it('fetches same-origin paths only', async () => {
    const { service, requested } = setup({ 'http://app.test/scenarios/echo.json': JSON.stringify(valid) });
    expect(await service.loadScenario({ url: '/scenarios/echo.json' })).toMatchObject({ ok: true });
    for (const url of ['https://evil.test/x.json', '//evil.test/x.json', 'javascript:alert(1)', '/a\\b']) {
      expect(await service.loadScenario({ url })).toMatchObject({
        ok: false,
        errors: [{ pointer: '', message: expect.stringContaining('same-origin') }],
      });
    }
    expect(await service.loadScenario({ url: '/missing.json' })).toMatchObject({
      ok: false,
      errors: [{ message: expect.stringContaining('HTTP 404') }],
    });
    expect(requested).toEqual(['http://app.test/scenarios/echo.json', 'http://app.test/missing.json']);
    expect(resolveScenarioPath('scenarios/x.json', 'http://app.test')).toEqual({
      ok: true,
      url: 'http://app.test/scenarios/x.json',
    });
  });

  it('names a path the server answers with its HTML page (SPA fallback, 200) as not found', async () => {
    const html = async () => ({
      ok: true,
      status: 200,
      headers: { get: () => 'text/html; charset=utf-8' },
      text: async () => '<!doctype html>',
    });
    const validators = createSchemaValidators();
    const registry = createRegistry(validators);
    const harness = createHarness({ backends: {}, registry, validators });
    const service = createScenarioService({
      registerTools: (d, o) => harness.registerTools(d, o),
      removeSource: (s) => registry.removeSource(s),
      backends: {},
      origin: 'http://app.test',
      fetch: html,
    });
    expect(await service.loadScenario({ url: '/scenarios/nope.json' })).toEqual({
      ok: false,
      errors: [
        {
          pointer: '',
          message: 'Scenario /scenarios/nope.json was not found (the server returned text/html, not JSON).',
        },
      ],
    });
  });
});
