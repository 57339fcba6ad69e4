import { describe, expect, it } from 'vitest';
import type { ToolBackend } from '../../../src/worker/harness-deps';
import { createToolSync } from '../../../src/worker/mcp/mcp-tool-sync';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRegistry } from '../../../src/worker/registry/registry';

/** One set of validators for every registry here (creating them is the slow part). */
const validators = createSchemaValidators();

const tool = (name: string, inputSchema: unknown = { type: 'object' }) => ({ name, description: name, inputSchema });

/** A tool sync over a real registry and a backends map that already holds the built-in `lookup_knowledge`. */
function setup() {
  const registry = createRegistry(validators);
  const builtin: ToolBackend = async () => 'builtin';
  const backends: Record<string, ToolBackend> = { lookup_knowledge: builtin };
  const sync = createToolSync({
    registerTools: async (definitions, origin) => registry.register(definitions, origin),
    removeSource: (source) => registry.removeSource(source),
    backends,
  });
  const names = () => registry.list().map((descriptor) => `${descriptor.source}/${descriptor.name}`);
  const backendFor = (server: string) => (toolName: string) => async () => `${server}:${toolName}`;
  return { sync, backends, builtin, names, backendFor };
}

describe('createToolSync', () => {
  it('registers a server’s tools under source mcp:<name> with one backend each', async () => {
    const { sync, backends, names, backendFor } = setup();
    const report = await sync.replace('files', [tool('read_file'), tool('list_dir')], backendFor('files'));
    expect(report).toEqual({ registered: ['read_file', 'list_dir'], skipped: [] });
    expect(names()).toEqual(['mcp:files/read_file', 'mcp:files/list_dir']);
    const backend = backends.read_file as () => Promise<unknown>;
    expect(await backend()).toBe('files:read_file');
    expect(sync.owned('files')).toEqual(['read_file', 'list_dir']);
  });

  it('replaces the listing: a tool the server no longer lists goes, with its backend', async () => {
    const { sync, backends, names, backendFor } = setup();
    await sync.replace('files', [tool('read_file'), tool('list_dir')], backendFor('files'));
    await sync.replace('files', [tool('read_file'), tool('stat')], backendFor('files'));
    expect(names()).toEqual(['mcp:files/read_file', 'mcp:files/stat']);
    expect('list_dir' in backends).toBe(false);
    expect(sync.owned('files').sort()).toEqual(['read_file', 'stat']);
  });

  it('leaves a name a built-in or another server owns to its first owner, saying who has it', async () => {
    const { sync, backends, builtin, names, backendFor } = setup();
    await sync.replace('a', [tool('echo')], backendFor('a'));
    const report = await sync.replace('b', [tool('echo'), tool('lookup_knowledge'), tool('own')], backendFor('b'));
    expect(report.registered).toEqual(['own']);
    expect(report.skipped).toEqual([
      { name: 'echo', reason: 'Not registered: MCP server "a" already has a tool named "echo".' },
      {
        name: 'lookup_knowledge',
        reason: 'Not registered: another tool source (a built-in) already has a tool named "lookup_knowledge".',
      },
    ]);
    expect(backends.lookup_knowledge).toBe(builtin);
    expect(await (backends.echo as () => Promise<unknown>)()).toBe('a:echo');
    expect(names()).toEqual(['mcp:a/echo', 'mcp:b/own']);
  });

  it('keeps the first of a name the server lists twice', async () => {
    const { sync, backendFor } = setup();
    const report = await sync.replace('a', [tool('echo'), tool('echo')], backendFor('a'));
    expect(report).toEqual({
      registered: ['echo'],
      skipped: [{ name: 'echo', reason: 'The server listed this tool name twice; the first is kept.' }],
    });
  });

  it('reports a definition the registry refuses, and gives it no backend', async () => {
    const { sync, backends, backendFor } = setup();
    const report = await sync.replace(
      'a',
      [tool('bad', { type: 'string' }), { description: 'nameless' }],
      backendFor('a'),
    );
    expect(report.registered).toEqual([]);
    expect(report.skipped.map((skipped) => skipped.name)).toEqual(['bad', 'tool #2']);
    expect(report.skipped[0]?.reason).toMatch(/root schema must describe an object/);
    expect('bad' in backends).toBe(false);
  });

  it('removes all of a server’s tools and backends, and only that server’s', async () => {
    const { sync, backends, names, backendFor } = setup();
    await sync.replace('a', [tool('one')], backendFor('a'));
    await sync.replace('b', [tool('two')], backendFor('b'));
    await sync.remove('a');
    expect(names()).toEqual(['mcp:b/two']);
    expect(Object.keys(backends).sort()).toEqual(['lookup_knowledge', 'two']);
    expect(sync.owned('a')).toEqual([]);
  });

  it('lets another server take a name once its owner is removed', async () => {
    const { sync, backendFor } = setup();
    await sync.replace('a', [tool('echo')], backendFor('a'));
    await sync.remove('a');
    expect((await sync.replace('b', [tool('echo')], backendFor('b'))).registered).toEqual(['echo']);
  });

  it('reports at most 50 skipped tools, with names and reasons cut to 128 and 256 characters', async () => {
    const { sync, backendFor } = setup();
    const long = 'x'.repeat(300);
    const report = await sync.replace(
      'a',
      [tool(long), tool(long), ...Array.from({ length: 60 }, () => tool('dup')), tool('dup')],
      backendFor('a'),
    );
    expect(report.skipped.length).toBe(50);
    const [first] = report.skipped;
    expect(first?.name).toHaveLength(128);
    expect(first?.name.endsWith('…')).toBe(true);
    expect(report.skipped.every((skipped) => skipped.reason.length <= 256)).toBe(true);
  });
});
