/**
 * The compact invoke wire (src/contract/packed-call.ts, src/worker/call-wire.ts and the connection's
 * `createCallWire`): every event kind round-trips to an equal `TimelineEvent`, events that do not fit
 * the packed form still arrive whole, an invoke over a real MessageChannel resolves with what the
 * harness returned, and the calls of one task travel as one message with their answers in messages of at
 * most `MAX_WIRE_ANSWERS`, started a slice a task so other messages get through.
 */
import { describe, expect, it } from 'vitest';
import { HARNESS_CODES, LANES, type InvokeResult, type TimelineEvent } from '../../src/contract';
import {
  MAX_WIRE_ANSWERS,
  PACKED_STAGES,
  TIMELINE_STATUSES,
  packEvents,
  packInvokeResult,
  unpackInvokeResult,
} from '../../src/contract/packed-call';
import { createHarness } from '../../src/worker/harness';
import { createCallWireServer } from '../../src/worker/call-wire';
import { createCallWire } from '../../src/app/harness/connection';

/** What the page gets: the packed result through a structured clone, unpacked. */
const overTheWire = (result: InvokeResult) => unpackInvokeResult(structuredClone(packInvokeResult(result)));

const resultOf = (events: TimelineEvent[]): InvokeResult => ({
  toolCallId: 'c1',
  toolName: 'lookup',
  callKey: 'run-1#1',
  observation: { tool_call_id: 'c1', tool: 'lookup', status: 'ok' } as unknown as InvokeResult['observation'],
  events,
});

/** One event per stage, cycling through lanes, statuses and codes; optional fields on some only. */
function everyKind(): TimelineEvent[] {
  return PACKED_STAGES.map((stage, index) => {
    const event: TimelineEvent = {
      runId: 'run-1',
      callId: 'c1',
      callKey: 'run-1#1',
      seq: index + 1,
      at: index * 0.25,
      lane: LANES[index % LANES.length]!,
      stage,
      status: TIMELINE_STATUSES[index % TIMELINE_STATUSES.length]!,
    };
    if (index % 2 === 0) event.durationMs = index / 3;
    if (index % 3 === 0) event.bytes = index * 100;
    if (index % 4 === 0) event.detail = { tool: 'lookup', n: index, ok: index % 8 === 0, text: 'é "quoted" \n' };
    if (index % 5 === 0) event.turnId = 'turn-1';
    return event;
  });
}

describe('the packed invoke wire', () => {
  it('round-trips every stage, lane, status and code to equal events', () => {
    const events = everyKind().map((event) => ({ ...event, turnId: 'turn-1' }));
    for (const [index, code] of HARNESS_CODES.entries()) events[index % events.length]!.code = code;
    expect(packEvents(events)).toBeDefined();
    const result = resultOf(events);
    const received = overTheWire(result);
    expect(received).toEqual(result);
    expect(received.events).toEqual(events);
    expect(JSON.parse(JSON.stringify(received))).toEqual(JSON.parse(JSON.stringify(result)));
  });

  it('packs a call whose events share their ids, and no events at all', () => {
    const shared = everyKind().map((event) => ({ ...event, turnId: 'turn-1' }));
    expect(packEvents(shared)).toMatchObject({ runId: 'run-1', callId: 'c1', callKey: 'run-1#1', turnId: 'turn-1' });
    expect(overTheWire(resultOf([])).events).toEqual([]);
  });

  it('sends events whole when their ids differ or a number has no JSON form', () => {
    const mixed = everyKind(); // turnId on some events only
    expect(packEvents(mixed)).toBeUndefined();
    expect(overTheWire(resultOf(mixed)).events).toEqual(mixed);
    const odd = everyKind().slice(0, 3);
    odd[1] = { ...odd[1]!, durationMs: Number.NaN, detail: { ratio: Number.POSITIVE_INFINITY } };
    expect(overTheWire(resultOf(odd)).events).toEqual(odd);
  });

  it('answers invoke over a MessageChannel with what the harness returned', async () => {
    const harness = createHarness({ backends: { echo: async () => ({ items: [1] }) } });
    await harness.registerTools(
      [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object' }, isReadOnly: true }],
      { kind: 'builtin', source: 'test' },
    );
    const direct = createHarness({ backends: { echo: async () => ({ items: [1] }) } });
    await direct.registerTools(
      [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object' }, isReadOnly: true }],
      { kind: 'builtin', source: 'test' },
    );
    const { port1, port2 } = new MessageChannel();
    createCallWireServer().serve(port2, (request) => harness.invoke(request));
    const invoke = createCallWire(port1);
    port1.start();
    port2.start();
    try {
      const wireRun = await harness.startRun({});
      const directRun = await direct.startRun({});
      const requests = ['{}', '{"a":', '{}'].map((argumentsText, index) => ({
        toolCallId: `c${index}`,
        toolName: index === 2 ? 'missing' : 'echo',
        turnId: 'turn-1',
        argumentsText,
      }));
      for (const request of requests) {
        const [viaWire, viaCall] = await Promise.all([
          invoke({ ...request, runId: wireRun.runId }),
          direct.invoke({ ...request, runId: directRun.runId }),
        ]);
        const normalise = (result: InvokeResult) =>
          JSON.parse(
            JSON.stringify(result, (key, value: unknown) =>
              key === 'at' || key === 'durationMs'
                ? 0
                : typeof value === 'string'
                  ? value.replace(/run_[\w-]+/g, 'R')
                  : value,
            ),
          ) as unknown;
        expect(normalise(viaWire)).toEqual(normalise(viaCall));
        expect(viaWire.observation.status).toBe(viaCall.observation.status);
      }
    } finally {
      port1.close();
      port2.close();
    }
  });

  it('sends the calls of one task in one message and answers them in messages of at most MAX_WIRE_ANSWERS', async () => {
    const harness = createHarness({ backends: { echo: async () => ({ items: [1] }) } });
    await harness.registerTools(
      [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object' }, isReadOnly: true }],
      { kind: 'builtin', source: 'test' },
    );
    const { port1, port2 } = new MessageChannel();
    const sent: number[] = [];
    const answered: number[] = [];
    const page = {
      addEventListener: (type: 'message', listener: (event: MessageEvent) => void) =>
        port1.addEventListener(type, (event) => {
          answered.push((event.data as { wireAnswers: unknown[] }).wireAnswers.length);
          listener(event);
        }),
      postMessage: (message: { wireCalls: unknown[] }) => {
        sent.push(message.wireCalls.length);
        port1.postMessage(message);
      },
    };
    createCallWireServer().serve(port2, (request) => harness.invoke(request));
    const invoke = createCallWire(page);
    port1.start();
    port2.start();
    try {
      const calls = 200;
      const { runId } = await harness.startRun({ budgets: { maxCallsPerTool: calls } });
      const results = await Promise.all(
        Array.from({ length: calls }, (_, i) =>
          invoke({ runId, toolCallId: `c${i}`, toolName: 'echo', turnId: 't1', argumentsText: '{}' }),
        ),
      );
      expect(results.map((r) => r.toolCallId)).toEqual(Array.from({ length: calls }, (_, i) => `c${i}`));
      expect(results.every((r) => r.observation.status === 'ok')).toBe(true);
      expect(sent).toEqual([calls]);
      expect(answered.reduce((a, b) => a + b, 0)).toBe(calls);
      expect(Math.max(...answered)).toBeLessThanOrEqual(MAX_WIRE_ANSWERS);
      expect(answered.length).toBeLessThan(calls / 2);
    } finally {
      port1.close();
      port2.close();
    }
  });

  it('lets another message of the worker through while a long message of calls is answered', async () => {
    const harness = createHarness({ backends: { echo: async () => ({ items: [1] }) } });
    await harness.registerTools(
      [{ name: 'echo', description: 'Echo.', inputSchema: { type: 'object' }, isReadOnly: true }],
      { kind: 'builtin', source: 'test' },
    );
    const { port1, port2 } = new MessageChannel();
    let started = 0;
    let startedWhenOtherArrived: number | undefined;
    createCallWireServer().serve(port2, (request) => {
      started += 1;
      return harness.invoke(request);
    });
    port2.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { other?: boolean }).other) startedWhenOtherArrived = started;
    });
    const invoke = createCallWire(port1);
    port1.start();
    port2.start();
    try {
      const calls = 1000;
      const { runId } = await harness.startRun({ budgets: { maxCallsPerTool: calls } });
      const all = Promise.all(
        Array.from({ length: calls }, (_, i) =>
          invoke({ runId, toolCallId: `c${i}`, toolName: 'echo', turnId: 't1', argumentsText: '{}' }),
        ),
      );
      // The calls' message goes out on a microtask; the other message follows it on the same port.
      await Promise.resolve();
      port1.postMessage({ other: true });
      await all;
      expect(startedWhenOtherArrived).toBeGreaterThan(0);
      expect(startedWhenOtherArrived).toBeLessThan(calls);
    } finally {
      port1.close();
      port2.close();
    }
  });
});
