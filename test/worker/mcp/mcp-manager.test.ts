/**
 * The MCP manager against a small SDK-built server on loopback (fixture-server.ts) and a real harness:
 * what a user of the console notices — server states, tools in the catalog, calls and their observations,
 * progress on the backend lane, cancellation, list changes, removal and reconnection (secrets:
 * mcp-secrets.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorObservation, OkObservation } from '../../../src/contract';
import { createConsole } from './console-setup';
import {
  FIXTURE_TOOLS,
  freePort,
  startFixtureServer,
  startUnauthorizedServer,
  type FixtureServer,
} from './fixture-server';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function withFixture(options: Parameters<typeof createConsole>[0] = {}) {
  const server = await startFixtureServer();
  cleanups.push(() => server.close());
  const app = await createConsole(options);
  cleanups.push(() => app.manager.closeAll());
  return { server, ...app };
}

describe('connecting', () => {
  it('shows connecting then connected with the server name, version and every page of tools', async () => {
    const { server, manager, harness, statuses } = await withFixture();
    const state = await manager.addMcpServer({ name: 'fixture', url: server.url });
    expect(state).toMatchObject({
      status: 'connected',
      serverName: 'fixture-server',
      serverVersion: '1.2.3',
      transport: 'streamable-http',
      toolCount: FIXTURE_TOOLS.length,
    });
    expect(statuses('fixture')).toEqual(['connecting', 'connected']);
    const tools = await harness.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(FIXTURE_TOOLS.map((tool) => tool.name)); // 3 pages of 2
    expect(tools.every((tool) => tool.kind === 'mcp' && tool.source === 'mcp:fixture')).toBe(true);
    expect(tools.find((tool) => tool.name === 'add')?.isReadOnly).toBe(true);
    const scoped = (await harness.exportTools({ format: 'openai', activeSkillNames: 'mcp:fixture' })) as {
      function: { name: string };
    }[];
    expect(scoped).toHaveLength(FIXTURE_TOOLS.length); // the generated per-server skill
  });

  it('a 401 with an OAuth challenge shows needs-authorization in plain words, and registers nothing', async () => {
    const unauthorized = await startUnauthorizedServer();
    cleanups.push(() => unauthorized.close());
    const { manager, harness, statuses } = await createConsole();
    const state = await manager.addMcpServer({ name: 'locked', url: unauthorized.url });
    expect(state.status).toBe('needs-authorization');
    expect(state.reason).toBe(
      'The server needs authorization (OAuth): click Authorize to sign in, or add a bearer token header.',
    );
    expect(statuses('locked')).toEqual(['connecting', 'needs-authorization']);
    expect(await harness.listTools()).toEqual([]);
  });

  it('an unreachable port fails with "Could not reach … refused"', async () => {
    const port = await freePort();
    const { manager } = await createConsole();
    const state = await manager.addMcpServer({ name: 'nowhere', url: `http://127.0.0.1:${port}/mcp` });
    expect(state.status).toBe('failed');
    expect(state.reason).toBe(
      `Could not reach 127.0.0.1:${port}: the connection was refused (is the server running on that port?).`,
    );
  });

  it('a browser fetch TypeError on a cross-origin URL is reported as probably CORS, with what to allow', async () => {
    const { manager } = await createConsole({
      pageOrigin: 'http://localhost:4173',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const state = await manager.addMcpServer({ name: 'far', url: 'https://mcp.example.test/mcp' });
    expect(state.status).toBe('failed');
    expect(state.reason).toContain('probably blocked by CORS');
    expect(state.reason).toContain('allow origin http://localhost:4173');
    expect(state.reason).toContain('expose mcp-session-id');
  });

  it('refuses a bad config or a duplicate name without touching the existing server', async () => {
    const { server, manager } = await withFixture();
    expect((await manager.addMcpServer({ name: 'x', url: 'ftp://host/mcp' })).reason).toBe(
      'The URL must start with http:// or https://.',
    );
    expect((await manager.addMcpServer({ name: '', url: server.url })).status).toBe('failed');
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    const duplicate = await manager.addMcpServer({ name: 'fixture', url: server.url });
    expect(duplicate.reason).toContain('already added');
    expect((await manager.listMcpServers()).map((state) => state.status)).toEqual(['connected']);
  });
});

describe('calls through the harness', () => {
  it('a text tool answers ok; isError is a tool error with its bounded result; a JSON-RPC error is a protocol error', async () => {
    const { server, manager, call } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    const ok = (await call('add', { a: 2, b: 3 })).observation as OkObservation;
    expect(ok.status).toBe('ok');
    expect(ok.result).toEqual({ parts: [{ type: 'text', text: '5' }] });

    const soft = (await call('fail_softly', {})).observation as ErrorObservation;
    expect(soft).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR', error_source: 'tool' });
    expect(soft.result).toEqual({ parts: [{ type: 'text', text: 'The disk is full.' }] });

    const rejected = (await call('reject_call', {})).observation as ErrorObservation;
    expect(rejected).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR', error_source: 'protocol' });
    expect(rejected.message).toContain('-32602');
  });

  it('structuredContent that breaks the outputSchema is caught by the harness (OUTPUT_SCHEMA_VIOLATION), not the SDK', async () => {
    const { server, manager, call } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    const result = await call('wrong_shape', {});
    expect(result.observation).toMatchObject({ status: 'error', error_code: 'OUTPUT_SCHEMA_VIOLATION' });
    expect(result.events.find((event) => event.stage === 'raw-check')?.status).toBe('fail');
  });

  it('progress notifications reach subscribers as backend-progress events of the call', async () => {
    const { server, manager, call, events } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    const result = await call('slow', { steps: 3 }, { toolCallId: 'slow_1' });
    expect(result.observation.status).toBe('ok');
    const progress = events.filter((event) => event.stage === 'backend-progress' && event.callId === 'slow_1');
    expect(progress.map((event) => event.detail)).toEqual([
      { progress: 1, total: 3, message: 'step 1' },
      { progress: 2, total: 3, message: 'step 2' },
      { progress: 3, total: 3, message: 'step 3' },
    ]);
    expect(progress.every((event) => event.lane === 'backend')).toBe(true);
  });

  it('cancelling a call ends it as CANCELLED and the server is told (notifications/cancelled)', async () => {
    const { server, manager, harness } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    const { runId } = await harness.startRun();
    const pending = harness.invoke({ runId, toolCallId: 'long', toolName: 'slow', argumentsText: '{"steps":50}' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await harness.cancel({ runId, toolCallId: 'long' });
    expect((await pending).observation).toMatchObject({ status: 'error', error_code: 'CANCELLED' });
    await expect.poll(() => server.cancelled.length, { timeout: 3_000 }).toBe(1);
  });

  it('progress starts the timeout again: a call reporting every 40 ms outlives a 250 ms timeout', async () => {
    const { server, manager, call } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    const result = await call('slow', { steps: 12 }, { budgets: { timeoutMs: 250 } });
    expect(result.observation).toMatchObject({ status: 'ok' });
  });

  it('a call past 10 × timeoutMs in all is BACKEND_TIMEOUT even with progress, and is cancelled at the server', async () => {
    const { server, manager, call } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    const result = await call('slow', { steps: 60 }, { budgets: { timeoutMs: 100 } });
    expect(result.observation).toMatchObject({ status: 'error', error_code: 'BACKEND_TIMEOUT' });
    await expect.poll(() => server.cancelled.length, { timeout: 3_000 }).toBe(1);
  });
});

describe('tool list changes, clashes, removal', () => {
  it('notifications/tools/list_changed re-lists: gone tools leave the catalog and their calls are UNKNOWN_TOOL', async () => {
    const { server, manager, harness, call } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    await server.setTools([
      ...FIXTURE_TOOLS.slice(0, 1),
      { name: 'multiply', inputSchema: { type: 'object', properties: { a: { type: 'number' } } } },
    ]);
    await expect
      .poll(async () => (await harness.listTools()).map((tool) => tool.name), { timeout: 3_000 })
      .toEqual(['add', 'multiply']);
    expect((await manager.listMcpServers())[0]?.toolCount).toBe(2);
    expect((await call('fail_softly', {})).observation).toMatchObject({
      status: 'repair_required',
      violation_type: 'UNKNOWN_TOOL',
    });
  });

  it('a tool name another source already has is skipped with the reason; the first owner keeps it', async () => {
    const server = await startFixtureServer();
    cleanups.push(() => server.close());
    const app = await createConsole({}, { add: async () => ({ builtin: true }) });
    cleanups.push(() => app.manager.closeAll());
    const state = await app.manager.addMcpServer({ name: 'fixture', url: server.url });
    expect(state.toolCount).toBe(FIXTURE_TOOLS.length - 1);
    expect(state.skippedTools).toEqual([
      { name: 'add', reason: 'Not registered: another tool source (a built-in) already has a tool named "add".' },
    ]);
    expect(app.statuses('fixture').at(-1)).toBe('connected');
  });

  it('removing a server ends its session (DELETE), removes its tools and backends, and shows disconnected', async () => {
    const { server, manager, harness, backends, statuses, call } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    expect(await manager.removeMcpServer('fixture')).toEqual({ removed: true });
    expect(server.deletes).toBe(1);
    expect(await harness.listTools()).toEqual([]);
    expect(Object.keys(backends)).toEqual([]);
    expect(await manager.listMcpServers()).toEqual([]);
    expect(statuses('fixture').at(-1)).toBe('disconnected');
    expect((await call('add', { a: 1, b: 1 })).observation).toMatchObject({ violation_type: 'UNKNOWN_TOOL' });
    expect(await manager.removeMcpServer('fixture')).toEqual({ removed: false });
  });
});

describe('connection loss', () => {
  it('a stopped server fails the running call cleanly, goes failed → reconnecting → connected when it is back', async () => {
    const server: FixtureServer = await startFixtureServer();
    const app = await createConsole({ reconnect: { attempts: 5, initialDelayMs: 100, maxDelayMs: 100 } });
    cleanups.push(() => app.manager.closeAll());
    await app.manager.addMcpServer({ name: 'fixture', url: server.url });
    const pending = app.call('slow', { steps: 100 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await server.close();
    const observation = (await pending).observation as ErrorObservation;
    expect(observation).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR' });
    expect(observation.message).toContain('ended during the call');
    expect((await app.call('add', { a: 1, b: 2 })).observation).toMatchObject({
      status: 'error',
      error_code: 'BACKEND_ERROR',
    });
    const restarted = await startFixtureServer(server.port);
    cleanups.push(() => restarted.close());
    const state = await app.waitForState('fixture', (candidate) => candidate.status === 'connected');
    expect(state.toolCount).toBe(FIXTURE_TOOLS.length);
    expect(app.statuses('fixture').slice(0, 4)).toEqual(['connecting', 'connected', 'failed', 'reconnecting']);
    expect(((await app.call('add', { a: 1, b: 2 })).observation as OkObservation).result).toEqual({
      parts: [{ type: 'text', text: '3' }],
    });
  });

  it('after the retries run out the server is failed with a plain reason and its tools are gone', async () => {
    const server = await startFixtureServer();
    const app = await createConsole({ reconnect: { attempts: 2, initialDelayMs: 20, maxDelayMs: 40 } });
    cleanups.push(() => app.manager.closeAll());
    await app.manager.addMcpServer({ name: 'fixture', url: server.url });
    await server.close();
    await app.call('add', { a: 1, b: 2 }); // the failed POST reveals the loss
    const state = await app.waitForState(
      'fixture',
      (candidate) => candidate.status === 'failed' && candidate.reason!.startsWith('Could not reconnect'),
    );
    expect(state.reason).toMatch(
      /^Could not reconnect after 2 attempts: Could not reach 127\.0\.0\.1:\d+: the connection was refused/,
    );
    expect(await app.harness.listTools()).toEqual([]);
  });

  it('reconnectMcpServer opens a new session on demand', async () => {
    const { server, manager } = await withFixture();
    await manager.addMcpServer({ name: 'fixture', url: server.url });
    const state = await manager.reconnectMcpServer('fixture');
    expect(state.status).toBe('connected');
    expect(server.deletes).toBe(1); // the old session was ended
    expect((await manager.reconnectMcpServer('nope')).status).toBe('failed');
  });
});
