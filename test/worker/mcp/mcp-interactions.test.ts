/**
 * Elicitation and sampling during a call, against the REAL server-everything (its
 * trigger-elicitation-request and trigger-sampling-request tools) and the fixture server (a nested
 * schema, a 300 KB sampling request): the page's hooks answer; the call's timeout is paused while the
 * user is asked; the call's timeline gets the request and answer events, never the values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  McpElicitationAnswer,
  McpElicitationRequest,
  McpSamplingAnswer,
  McpSamplingRequest,
  OkObservation,
} from '../../../src/contract';
import { createConsole } from './console-setup';
import { SERVER_ENTRY, startEverything } from './everything-process';
import { startFixtureServer } from './fixture-server';

const text = (observation: unknown) => JSON.stringify((observation as OkObservation).result);

describe.skipIf(!SERVER_ENTRY)('elicitation and sampling with server-everything', () => {
  let server: Awaited<ReturnType<typeof startEverything>>;
  let app: Awaited<ReturnType<typeof createConsole>>;
  const elicitations: McpElicitationRequest[] = [];
  const samplings: McpSamplingRequest[] = [];
  let elicitAnswer: (request: McpElicitationRequest) => Promise<McpElicitationAnswer>;
  let sampleAnswer: (request: McpSamplingRequest) => Promise<McpSamplingAnswer>;

  beforeAll(async () => {
    server = await startEverything('streamableHttp');
    app = await createConsole();
    await app.manager.setMcpHooks({
      notice: () => undefined,
      elicit: (request) => {
        elicitations.push(request);
        return elicitAnswer(request);
      },
      sample: (request) => {
        samplings.push(request);
        return sampleAnswer(request);
      },
    });
    await app.manager.addMcpServer({ name: 'everything', url: `http://127.0.0.1:${server.port}/mcp` });
  }, 20_000);
  afterAll(async () => {
    await app?.manager.closeAll();
    await server?.stop();
  });

  it('an accepted elicitation reaches the tool; the timeline has the outcome but not the values', async () => {
    elicitAnswer = async () => ({ action: 'accept', content: { name: 'Ada Lovelace', check: true } });
    const result = await app.call('trigger-elicitation-request', {});
    expect(text(result.observation)).toContain('Ada Lovelace');
    const [request] = elicitations;
    expect(request).toMatchObject({
      server: 'everything',
      mode: 'form',
      call: { toolName: 'trigger-elicitation-request' },
    });
    expect(Object.keys(request!.requestedSchema!.properties)).toContain('name');
    const events = app.events.filter((event) => event.stage.startsWith('elicitation-'));
    expect(events.map((event) => [event.stage, event.detail?.action ?? event.detail?.mode])).toEqual([
      ['elicitation-request', 'form'],
      ['elicitation-answer', 'accept'],
    ]);
    expect(JSON.stringify(events)).not.toContain('Ada');
  });

  it('a declined elicitation says declined; an answer outside the schema is cancelled', async () => {
    elicitAnswer = async () => ({ action: 'decline' });
    expect(text((await app.call('trigger-elicitation-request', {})).observation)).toContain('declined');
    elicitAnswer = async () => ({ action: 'accept', content: { name: 'x', integer: 1000 } });
    expect(text((await app.call('trigger-elicitation-request', {})).observation)).toContain('cancelled');
  });

  it('the dialog time does not count toward the call timeout; no answer in approvalTimeoutMs cancels', async () => {
    elicitAnswer = () => new Promise((resolve) => setTimeout(() => resolve({ action: 'decline' }), 400));
    const slow = await app.call('trigger-elicitation-request', {}, { budgets: { timeoutMs: 200 } });
    expect(text(slow.observation)).toContain('declined');
    elicitAnswer = () => new Promise(() => undefined);
    const unanswered = await app.call('trigger-elicitation-request', {}, { budgets: { approvalTimeoutMs: 100 } });
    expect(text(unanswered.observation)).toContain('cancelled');
  });

  it('an approved sampling returns the reply; a denied one is an error result', async () => {
    sampleAnswer = async () => ({ decision: 'approve', text: 'The offline reply.', model: 'offline' });
    const approved = await app.call('trigger-sampling-request', { prompt: 'Say hi', maxTokens: 20 });
    expect(text(approved.observation)).toContain('The offline reply.');
    expect(samplings[0]).toMatchObject({
      maxTokens: 20,
      messages: [{ role: 'user', text: expect.stringContaining('Say hi') }],
    });
    sampleAnswer = async () => ({ decision: 'deny', reason: 'the user denied it.' });
    const denied = await app.call('trigger-sampling-request', { prompt: 'Say hi', maxTokens: 20 });
    expect(JSON.stringify(denied.observation)).toContain('the user denied it');
    expect(
      app.events.filter((event) => event.stage === 'sampling-answer').map((event) => event.detail?.decision),
    ).toEqual(['approved', 'refused']);
  });
});

describe('elicitation and sampling outside the bounds', () => {
  it('a nested schema is declined with the reason; a 300 KB sampling request is refused before the page', async () => {
    const fixture = await startFixtureServer();
    const app = await createConsole();
    const asked: string[] = [];
    await app.manager.setMcpHooks({
      notice: () => undefined,
      elicit: async () => (asked.push('elicit'), { action: 'cancel' }),
      sample: async () => (asked.push('sample'), { decision: 'approve', text: 'x', model: 'm' }),
    });
    try {
      await app.manager.addMcpServer({ name: 'fixture', url: fixture.url });
      const nested = await app.call('ask_nested', {});
      expect(text(nested.observation)).toContain('decline');
      expect(text(nested.observation)).toContain('nested object');
      const huge = await app.call('ask_huge', {});
      expect(text(huge.observation)).toContain('refused');
      expect(asked).toEqual([]);
      const logs = await app.manager.listMcpLogs('fixture');
      expect(logs.map((entry) => entry.text).join(' ')).toContain('flat subset');
    } finally {
      await app.manager.closeAll();
      await fixture.close();
    }
  });
});
