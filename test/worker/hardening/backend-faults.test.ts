/**
 * Time limits, exotic throws and budgets under hostile backends (DESIGN.md §3 B1/B2, §4.3, §4.4):
 * synchronous work past timeoutMs is BACKEND_TIMEOUT; anything a backend throws is BACKEND_ERROR from the
 * tool, never INTERNAL_ERROR; a non-JSON return is BACKEND_ERROR; an internal error leaves the call id
 * free and is counted; once the run byte budget is spent a call is refused at B1 and not executed.
 */
import { describe, expect, it } from 'vitest';
import type { InvokeResult } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';
import type { ToolBackend } from '../../../src/worker/harness-deps';
import type { Registry } from '../../../src/worker/registry/registry';
import { createRegistry } from '../../../src/worker/registry/registry';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';

const obs = (r: InvokeResult) => r.observation as unknown as Record<string, any>;

async function setup(backend: ToolBackend, budgets = {}, registry?: Registry) {
  const harness = createHarness({ backends: { t: backend }, ...(registry ? { registry } : {}) });
  await harness.registerTools([{ name: 't', isReadOnly: true, inputSchema: { type: 'object' } }]);
  const { runId } = await harness.startRun({ budgets });
  let n = 0;
  const call = (id = `c${++n}`) => harness.invoke({ runId, toolCallId: id, toolName: 't', argumentsText: '{}' });
  return { harness, runId, call };
}

function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // synchronous work: the event loop (and so the timeout timer) is blocked
  }
}

describe('time limits hold for synchronous work', () => {
  it('a backend that returns after timeoutMs of synchronous work is BACKEND_TIMEOUT, not ok', async () => {
    const { call } = await setup(
      async () => {
        busy(120);
        return { done: true };
      },
      { timeoutMs: 50 },
    );
    expect(obs(await call())).toMatchObject({
      status: 'error',
      error_code: 'BACKEND_TIMEOUT',
      error_source: 'timeout',
    });
  });

  it('synchronous work inside the limit is ok', async () => {
    const { call } = await setup(async () => ({ done: true }), { timeoutMs: 5_000 });
    expect(obs(await call()).status).toBe('ok');
  });
});

describe('exotic throws are tool errors', () => {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const throwers: [string, () => unknown][] = [
    [
      'a throwing message getter',
      () => ({
        get message(): string {
          throw new Error('getter');
        },
      }),
    ],
    [
      'a Proxy that throws on every read',
      () =>
        new Proxy(
          {},
          {
            get() {
              throw new Error('trap');
            },
          },
        ),
    ],
    ['a revoked Proxy', () => revoked.proxy],
    ['Object.create(null)', () => Object.create(null) as unknown],
    [
      'a throwing toString',
      () => ({
        toString() {
          throw new Error('toString');
        },
      }),
    ],
    ['a Symbol', () => Symbol('s')],
  ];
  it.each(throwers)('%s → BACKEND_ERROR, error_source tool', async (_label, make) => {
    const { call } = await setup(async () => {
      throw make();
    });
    expect(obs(await call())).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR', error_source: 'tool' });
  });

  it.each([
    ['a function', () => () => 1],
    ['a Symbol', () => Symbol('x')],
    ['undefined', () => undefined],
  ])('returning %s → BACKEND_ERROR "not a JSON value"', async (_label, make) => {
    const { call } = await setup(async () => make());
    const observation = obs(await call());
    expect(observation).toMatchObject({ status: 'error', error_code: 'BACKEND_ERROR', error_source: 'tool' });
    expect(observation.message).toMatch(/not a JSON value/);
  });
});

describe('internal errors', () => {
  it('leave the call id free (an identical retry runs) and endRun counts every call', async () => {
    const validators = createSchemaValidators();
    const registry = createRegistry(validators);
    const resolve = registry.resolve.bind(registry);
    let failOnce = true;
    registry.resolve = (name) => {
      if (failOnce) {
        failOnce = false;
        throw new Error('registry broke');
      }
      return resolve(name);
    };
    const { harness, runId, call } = await setup(async () => ({ ran: true }), {}, registry);
    const first = await call('same');
    expect(obs(first)).toMatchObject({ error_code: 'INTERNAL_ERROR' });
    const retry = await call('same');
    expect(obs(retry)).toMatchObject({ status: 'ok', result: { ran: true } });
    expect((await harness.endRun(runId)).calls).toBe(2);
  });
});

describe('budgets bind before work', () => {
  it('once the bytes reserved reach runByteBudget, later calls are refused at B1 and not executed', async () => {
    let executions = 0;
    const raw = JSON.stringify({ data: 'x'.repeat(88) });
    const { call } = await setup(
      async () => {
        executions++;
        return raw;
      },
      { runByteBudget: raw.length },
    );
    expect(obs(await call()).status).toBe('ok');
    expect(executions).toBe(1);
    const refused = await call();
    expect(obs(refused)).toMatchObject({ status: 'stop_required', error_code: 'RUN_BYTES_EXHAUSTED' });
    expect(refused.events.map((e) => e.stage)).not.toContain('execute');
    expect(refused.events.find((e) => e.stage === 'preflight')).toMatchObject({
      status: 'fail',
      code: 'RUN_BYTES_EXHAUSTED',
    });
    expect(executions).toBe(1);
  });
});
