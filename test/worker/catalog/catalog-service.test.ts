import { assert, describe, expect, it } from 'vitest';
import { createCatalogService, parseToolList } from '../../../src/worker/catalog/catalog-service';
import { createHarness } from '../../../src/worker/harness';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry } from '../../../src/worker/registry/registry';

describe('parseToolList', () => {
  it('reads an array or an MCP tools/list result', () => {
    expect(parseToolList('[{"name":"a"}]')).toEqual({ ok: true, definitions: [{ name: 'a' }], shape: 'array' });
    expect(parseToolList('{"tools":[{"name":"b"}],"nextCursor":null}')).toMatchObject({
      ok: true,
      shape: 'tools-list',
      definitions: [{ name: 'b' }],
    });
  });

  it('names the position of bad JSON and refuses JSON that is not a tool list', () => {
    const bad = parseToolList('[\n  {"name": "a",}\n]');
    expect(bad).toMatchObject({ ok: false, code: 'INVALID_JSON', position: { line: 2 } });
    expect(!bad.ok && bad.message).toMatch(/line 2, column \d+/);
    expect(parseToolList('{"name":"a"}')).toMatchObject({ ok: false, code: 'NOT_A_TOOL_LIST' });
    expect(parseToolList('[] []')).toMatchObject({ ok: false, code: 'TRAILING_TOKENS' });
  });
});

describe('setToolRedaction', () => {
  it("changes one tool's redaction, keeps it when the tool is registered again, and leaves sourceDefinition as submitted", async () => {
    const validators = createSchemaValidators();
    const registry = createRegistry(validators);
    const harness = createHarness({ registry, validators });
    const catalog = createCatalogService(registry);
    const definition = { name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } };
    await harness.registerTools([definition], { kind: 'builtin', source: 'file:a.json' });
    expect(await catalog.setToolRedaction({ source: 'file:a.json', name: 'echo', redaction: 'off' })).toEqual({
      updated: true,
    });
    expect(await catalog.setToolRedaction({ source: 'file:b.json', name: 'echo', redaction: 'off' })).toEqual({
      updated: false,
    });
    await harness.registerTools([definition], { kind: 'builtin', source: 'file:a.json' });
    const [tool] = await harness.listTools();
    assert(tool);
    expect(tool.redaction).toBe('off');
    expect(tool.sourceDefinition).toEqual(definition);
  });

  it('redaction off lets an email through to the observation; on replaces it', async () => {
    const validators = createSchemaValidators();
    const registry = createRegistry(validators);
    const harness = createHarness({
      registry,
      validators,
      backends: { echo: async (input) => ({ text: (input as { text: string }).text }) },
    });
    const catalog = createCatalogService(registry);
    await harness.registerTools(
      [{ name: 'echo', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }],
      { kind: 'builtin', source: 'builtin' },
    );
    const { runId } = await harness.startRun();
    const call = async (id: string) =>
      JSON.stringify(
        (
          await harness.invoke({
            runId,
            toolCallId: id,
            toolName: 'echo',
            argumentsText: '{"text":"mail ann@example.com"}',
          })
        ).observation,
      );
    expect(await call('c1')).not.toContain('ann@example.com');
    await catalog.setToolRedaction({ source: 'builtin', name: 'echo', redaction: 'off' });
    expect(await call('c2')).toContain('ann@example.com');
  });
});
