import { describe, expect, it } from 'vitest';
import type { InvokeRequest, InvokeResult } from '../../../src/contract';
import { DISPATCH_SLICE, dispatchTurn } from '../../../src/app/llm/dispatch-turn';

function fakeHarness() {
  const sent: InvokeRequest[] = [];
  return {
    sent,
    invoke: (request: InvokeRequest): Promise<InvokeResult> => {
      sent.push(request);
      return Promise.resolve({
        toolCallId: request.toolCallId,
        toolName: request.toolName,
        callKey: `${request.runId}#${sent.length}`,
        observation: { status: 'ok' } as unknown as InvokeResult['observation'],
        events: [],
      });
    },
  };
}

const callsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    toolCallId: `call-${index + 1}`,
    toolName: 'record_item',
    argumentsText: `{"n":${index + 1}}`,
  }));

describe('dispatchTurn', () => {
  it('sends a long turn in the model’s order, letting other page work run between slices', async () => {
    const harness = fakeHarness();
    const calls = callsOf(DISPATCH_SLICE * 2 + 1);
    let sentWhenTimerRan = -1;
    setTimeout(() => (sentWhenTimerRan = harness.sent.length), 0);
    const dispatched: string[] = [];
    const arrived: number[] = [];
    const results = await dispatchTurn(
      harness,
      { runId: 'run-1', turnId: 'turn-1', calls },
      (event) => dispatched.push(String(event.callId)),
      (result, index) => {
        arrived.push(index);
        return `${index}:${result.toolCallId}`;
      },
    );
    expect(harness.sent.map((request) => request.toolCallId)).toEqual(calls.map((call) => call.toolCallId));
    expect(dispatched).toEqual(calls.map((call) => call.toolCallId));
    // The turn's results are what onResult made of each answer, in the model's order.
    expect(results).toEqual(calls.map((call, index) => `${index}:${call.toolCallId}`));
    expect([...arrived].sort((a, b) => a - b)).toEqual(calls.map((_, index) => index));
    // The timer queued before the turn ran while the turn was still being sent.
    expect(sentWhenTimerRan).toBeGreaterThan(0);
    expect(sentWhenTimerRan).toBeLessThan(calls.length);
  });

  it('sends a short turn in one task', async () => {
    const harness = fakeHarness();
    const turn = dispatchTurn(harness, { runId: 'run-1', turnId: 'turn-1', calls: callsOf(3) }, () => undefined);
    expect(harness.sent).toHaveLength(3);
    await turn;
  });

  it('rejects when a call fails, after sending the rest of the turn', async () => {
    const harness = fakeHarness();
    const failing = {
      invoke: (request: InvokeRequest) =>
        request.toolCallId === 'call-2' ? Promise.reject(new Error('worker died')) : harness.invoke(request),
    };
    await expect(
      dispatchTurn(failing, { runId: 'run-1', turnId: 'turn-1', calls: callsOf(DISPATCH_SLICE + 2) }, () => undefined),
    ).rejects.toThrow('worker died');
    expect(harness.sent).toHaveLength(DISPATCH_SLICE + 1);
  });
});
