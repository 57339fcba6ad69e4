/**
 * The console against the REAL reference server `@modelcontextprotocol/server-everything` (a dev
 * dependency), started here over Streamable HTTP (and once in legacy SSE mode) on a free port, reached on
 * 127.0.0.1. Connect, list, call a text tool, the structured-content tool and the image tool through
 * `harness.invoke` with the MCP projection; stop the server mid-call. Skips, saying why, only when the
 * package is not installed.
 */
import { afterAll, afterEach, assert, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorObservation, OkObservation } from '../../../src/contract';
import { createConsole } from './console-setup';
import { SERVER_ENTRY, startEverything } from './everything-process';

describe.skipIf(!SERVER_ENTRY)('server-everything over Streamable HTTP', () => {
  let server: Awaited<ReturnType<typeof startEverything>>;
  let app: Awaited<ReturnType<typeof createConsole>>;
  const url = () => `http://127.0.0.1:${server.port}/mcp`;

  beforeAll(async () => {
    server = await startEverything('streamableHttp');
    app = await createConsole();
    const state = await app.manager.addMcpServer({ name: 'everything', url: url() });
    expect(state).toMatchObject({ status: 'connected', transport: 'streamable-http' });
  }, 20_000);
  afterAll(async () => {
    await app?.manager.closeAll();
    await server?.stop();
  });

  it('connects and registers its tools (≥ 10) with name, version and count', async () => {
    const [state] = await app.manager.listMcpServers();
    assert(state);
    expect(state.serverName).toBe('mcp-servers/everything');
    expect(state.serverVersion).toMatch(/^\d+\.\d+/);
    expect(state.toolCount).toBeGreaterThanOrEqual(10);
    const names = (await app.harness.listTools()).map((tool) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['echo', 'get-structured-content', 'get-tiny-image']));
    expect(names).toHaveLength(state.toolCount!);
  });

  it('echo answers with its text', async () => {
    const observation = (await app.call('echo', { message: 'hello harness' })).observation as OkObservation;
    expect(observation.status).toBe('ok');
    expect(observation.result).toEqual({ parts: [{ type: 'text', text: 'Echo: hello harness' }] });
  });

  it('get-structured-content passes the outputSchema check and keeps structured beside the text', async () => {
    const result = await app.call('get-structured-content', { location: 'Chicago' });
    const observation = result.observation as OkObservation;
    expect(observation.status).toBe('ok');
    const agentResult = observation.result as { parts: { type: string }[]; structured?: Record<string, unknown> };
    expect(agentResult.parts[0]?.type).toBe('text');
    expect(agentResult.structured).toMatchObject({ temperature: expect.any(Number), conditions: expect.any(String) });
    expect(result.events.find((event) => event.stage === 'raw-check')?.status).toBe('pass');
  });

  it('get-tiny-image keeps the image part (bounded), and a small image budget gives a placeholder', async () => {
    const observation = (await app.call('get-tiny-image', {})).observation as OkObservation;
    const parts = (observation.result as { parts: Record<string, unknown>[] }).parts;
    const image = parts.find((part) => part.type === 'image');
    expect(image).toMatchObject({
      mime_type: 'image/png',
      decoded_bytes: expect.any(Number),
      data: expect.any(String),
    });
    const small = (await app.call('get-tiny-image', {}, { budgets: { maxImageBytes: 10 } }))
      .observation as OkObservation;
    const smallParts = (small.result as { parts: Record<string, unknown>[] }).parts;
    expect(smallParts.some((part) => part.type === 'image')).toBe(false);
    expect(smallParts.find((part) => part.type === 'placeholder')).toMatchObject({
      replaces: 'image',
      reason: 'over_budget',
    });
    expect(small.truncated).toBe(true);
  });

  it('an unknown argument is refused by the harness before the server sees it', async () => {
    const result = await app.call('echo', { message: 'x', extra: 1 });
    expect(result.observation).toMatchObject({ status: 'repair_required', violation_type: 'SCHEMA_VIOLATION' });
  });

  it('stopping the server mid-call gives a clean error observation and a failed state', async () => {
    const pending = app.call('trigger-long-running-operation', { duration: 5, steps: 5 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.stop();
    const observation = (await pending).observation as ErrorObservation;
    expect(observation).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR', error_source: 'tool' });
    expect(observation.message).toContain('Could not reach 127.0.0.1');
    const state = await app.waitForState(
      'everything',
      (candidate) => candidate.status === 'failed' && candidate.reason!.startsWith('Could not reconnect'),
    );
    expect(state.reason).toContain('the connection was refused');
    expect(app.statuses('everything')).toEqual(['connecting', 'connected', 'failed', 'reconnecting', 'failed']);
    expect(await app.harness.listTools()).toEqual([]);
  }, 15_000);
});

describe.skipIf(!SERVER_ENTRY)('server-everything in legacy SSE mode', () => {
  const stops: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    while (stops.length) await stops.pop()?.();
  });

  it('falls back to the SSE transport when the streamable POST gets 404, and calls work', async () => {
    const server = await startEverything('sse');
    stops.push(server.stop);
    const app = await createConsole();
    stops.push(() => app.manager.closeAll());
    const state = await app.manager.addMcpServer({ name: 'legacy', url: `http://127.0.0.1:${server.port}/sse` });
    expect(state).toMatchObject({ status: 'connected', transport: 'sse' });
    expect(state.toolCount).toBeGreaterThanOrEqual(10);
    const observation = (await app.call('echo', { message: 'over sse' })).observation as OkObservation;
    expect(observation.result).toEqual({ parts: [{ type: 'text', text: 'Echo: over sse' }] });
  }, 15_000);

  it('a URL with no MCP endpoint says so after trying both transports', async () => {
    const server = await startEverything('sse');
    stops.push(server.stop);
    const app = await createConsole();
    const state = await app.manager.addMcpServer({
      name: 'wrong-path',
      url: `http://127.0.0.1:${server.port}/nothing-here`,
    });
    expect(state.status).toBe('failed');
    expect(state.reason).toContain('No MCP endpoint at');
  }, 15_000);
});
