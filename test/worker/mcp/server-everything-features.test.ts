/**
 * MCP beyond tools against the REAL reference server (server-everything over Streamable HTTP): the
 * resource, template and prompt counts it reports, a resource read (text and binary), a template read
 * with completion suggestions, a prompt with arguments, the roots it is offered (and a change of them,
 * sent as notifications/roots/list_changed), and its log messages — all bounded in the worker.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { McpNotice, OkObservation } from '../../../src/contract';
import { createConsole } from './console-setup';
import { SERVER_ENTRY, startEverything } from './everything-process';

describe.skipIf(!SERVER_ENTRY)('server-everything: resources, prompts, roots, logging', () => {
  let server: Awaited<ReturnType<typeof startEverything>>;
  let app: Awaited<ReturnType<typeof createConsole>>;
  const notices: McpNotice[] = [];

  beforeAll(async () => {
    server = await startEverything('streamableHttp');
    app = await createConsole();
    await app.manager.setMcpHooks({ notice: (notice) => void notices.push(notice) });
    const state = await app.manager.addMcpServer({
      name: 'everything',
      url: `http://127.0.0.1:${server.port}/mcp`,
      roots: ['file:///work/project-a'],
    });
    expect(state.status).toBe('connected');
  }, 20_000);
  afterAll(async () => {
    await app?.manager.closeAll();
    await server?.stop();
  });

  it('reports the counts of resources, templates and prompts the server lists', async () => {
    const [state] = await app.manager.listMcpServers();
    const listing = await app.manager.listMcpResources('everything');
    const prompts = await app.manager.listMcpPrompts('everything');
    if (!listing.ok || !prompts.ok) throw new Error('listing failed');
    expect(state).toMatchObject({
      resourceCount: listing.resources.length,
      templateCount: listing.templates.length,
      promptCount: prompts.prompts.length,
      features: { resources: true, subscribe: true, prompts: true, completions: true, logging: true },
    });
    expect(listing.resources.length).toBeGreaterThan(0);
    expect(listing.templates.map((t) => t.uriTemplate)).toContain('demo://resource/dynamic/text/{resourceId}');
    expect(listing.templates.find((t) => t.uriTemplate.includes('/text/'))?.variables).toEqual(['resourceId']);
    expect(prompts.prompts.map((p) => p.name)).toEqual(
      expect.arrayContaining(['simple-prompt', 'args-prompt', 'completable-prompt']),
    );
    expect(prompts.prompts.find((p) => p.name === 'args-prompt')?.arguments).toEqual([
      expect.objectContaining({ name: 'city', required: true }),
      expect.objectContaining({ name: 'state', required: false }),
    ]);
  });

  it('reads a text resource and a binary one (size and MIME, no raw blob)', async () => {
    const text = await app.manager.readMcpResource({ server: 'everything', uri: 'demo://resource/dynamic/text/1' });
    expect(text).toMatchObject({ ok: true, contents: [{ kind: 'text', truncated: false }] });
    const blob = await app.manager.readMcpResource({ server: 'everything', uri: 'demo://resource/dynamic/blob/2' });
    if (!blob.ok) throw new Error(blob.reason);
    expect(blob.contents[0]).toMatchObject({ kind: 'binary', bytes: expect.any(Number) });
    expect(JSON.stringify(blob)).not.toMatch(/"blob"/);
  });

  it('suggests template and prompt argument values through completion/complete', async () => {
    const department = await app.manager.completeMcpArgument({
      server: 'everything',
      ref: { type: 'ref/prompt', name: 'completable-prompt' },
      argument: { name: 'department', value: 'E' },
    });
    expect(department).toMatchObject({ ok: true, values: expect.arrayContaining(['Engineering']) });
  });

  it('gets a prompt with its arguments as bounded text messages', async () => {
    const prompt = await app.manager.getMcpPrompt({
      server: 'everything',
      name: 'args-prompt',
      arguments: { city: 'Lisbon' },
    });
    expect(prompt).toMatchObject({ ok: true, messages: [{ role: 'user', text: expect.stringContaining('Lisbon') }] });
  });

  it('offers the configured root, and a changed list reaches the server', async () => {
    const rootsText = async () => {
      const observation = (await app.call('get-roots-list', {})).observation as OkObservation;
      return JSON.stringify(observation.result);
    };
    await expect.poll(rootsText, { timeout: 5_000 }).toContain('file:///work/project-a');
    expect(await app.manager.setMcpRoots({ server: 'everything', roots: ['file:///work/project-b'] })).toEqual({
      ok: true,
    });
    await expect.poll(rootsText, { timeout: 5_000 }).toContain('file:///work/project-b');
    expect((await app.manager.listMcpServers())[0]?.roots).toEqual(['file:///work/project-b']);
    expect(await app.manager.setMcpRoots({ server: 'everything', roots: ['https://example.com/'] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a file:// URI'),
    });
  });

  it('keeps the server log messages per server, bounded, and tells the page', async () => {
    // The server logs "Roots updated: …" each time it fetches the roots.
    await expect
      .poll(async () => (await app.manager.listMcpLogs('everything')).length, { timeout: 5_000 })
      .toBeGreaterThan(0);
    const [entry] = await app.manager.listMcpLogs('everything');
    expect(entry).toMatchObject({ seq: 1, level: 'info', text: expect.stringContaining('Roots updated') });
    expect(notices.some((notice) => notice.kind === 'log' && notice.server === 'everything')).toBe(true);
  });

  it('a resource that does not exist gives a reason in words', async () => {
    const missing = await app.manager.readMcpResource({ server: 'everything', uri: 'demo://nothing/here' });
    expect(missing).toMatchObject({ ok: false, reason: expect.stringContaining('resources/read') });
    expect(await app.manager.listMcpResources('nobody')).toMatchObject({ ok: false });
  });
});
