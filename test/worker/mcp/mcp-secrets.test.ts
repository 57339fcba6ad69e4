/**
 * A bearer token given in a server's headers reaches the server and nothing the page can see: not a
 * state, a live event, a descriptor, an export, an observation (even when the server echoes it back).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorObservation } from '../../../src/contract';
import { createConsole } from './console-setup';
import { startFixtureServer, startUnauthorizedServer } from './fixture-server';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function withFixture() {
  const server = await startFixtureServer();
  cleanups.push(() => server.close());
  const app = await createConsole();
  cleanups.push(() => app.manager.closeAll());
  return { server, ...app };
}

const textOf = (value: unknown) => JSON.stringify(value);

describe('secrets', () => {
  const token = 'Bearer sk-live-TOPSECRET-0123456789';

  it('the bearer token reaches the server but never a state, event, descriptor, export or observation', async () => {
    const { server, manager, harness, events, call } = await withFixture();
    const state = await manager.addMcpServer({ name: 'fixture', url: server.url, headers: { Authorization: token } });
    expect(state.status).toBe('connected');
    expect(server.authorization.every((value) => value === token)).toBe(true);
    const leak = (await call('leak', {})).observation as ErrorObservation;
    expect(leak.error_source).toBe('protocol');
    const visible = [
      state,
      await manager.listMcpServers(),
      events,
      await harness.listTools(),
      await harness.exportTools({ format: 'openai' }),
      await harness.exportTools({ format: 'anthropic' }),
      leak,
    ];
    expect(textOf(visible)).not.toContain('TOPSECRET');
  });

  it('a refused token says so without quoting it', async () => {
    const unauthorized = await startUnauthorizedServer();
    cleanups.push(() => unauthorized.close());
    const { manager, events } = await createConsole();
    const state = await manager.addMcpServer({
      name: 'locked',
      url: unauthorized.url,
      headers: { Authorization: token },
    });
    expect(state.status).toBe('needs-authorization');
    expect(state.reason).toContain('refused the Authorization header');
    expect(unauthorized.authorization[0]).toBe(token);
    expect(textOf([state, events])).not.toContain('TOPSECRET');
  });
});
