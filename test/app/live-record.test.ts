/**
 * The live run's figures and observations are read from its run record (DESIGN.md §8; live-record.ts):
 * a reused tool_call_id is a call of its own in `data-calls`, the codes and the observations; a run
 * longer than the window keeps the codes of its earliest calls and the latest 200 observations; each
 * call is read from the record once, however many reads the run takes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarnessClient, type WorkerLike } from '../../src/app/harness';
import { useConsoleStore } from '../../src/app/store';
import type { ConsoleWorkerApi } from '../../src/contract/console-api';
import { createInProcessWorker } from './support/real-harness';

class FakeWorker extends EventTarget implements WorkerLike {
  terminate() {}
}

/** A client over the in-process worker, noting how many calls each `getRecordCalls` read returned. */
function liveClient() {
  const worker = createInProcessWorker();
  const callsRead: number[] = [];
  const api = {
    ...worker.api,
    getRecordCalls: async (...args: Parameters<typeof worker.api.getRecordCalls>) => {
      const page = await worker.api.getRecordCalls(...args);
      callsRead.push(page.calls.length);
      return page;
    },
  };
  const client = createHarnessClient({
    spawn: () => ({ worker: new FakeWorker(), api: api as unknown as ConsoleWorkerApi }),
    store: useConsoleStore,
  });
  return { client, worker, callsRead };
}

const query = (q: string) => JSON.stringify({ previous_observation: null, input: { query: q } });

describe('the live run reads its record', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('counts a reused tool_call_id as a call of its own, with its own observation and code', async () => {
    const { client, worker } = liveClient();
    await worker.ready;
    useConsoleStore.getState().beginRun('q');
    const { runId } = await client.startRun();
    useConsoleStore.getState().setRunId(runId);
    await client.invoke({ runId, toolCallId: 'call_1', toolName: 'lookup_knowledge', argumentsText: query('wal') });
    await client.invoke({ runId, toolCallId: 'call_1', toolName: 'lookup_knowledge', argumentsText: query('lock') });
    await client.settleLiveRecord(runId);
    const state = useConsoleStore.getState();
    expect(state.callsSoFar).toBe(2);
    expect(state.observations.map((o) => o.callKey)).toEqual([`${runId}#1`, `${runId}#2`]);
    expect(state.observations.map((o) => o.callId)).toEqual(['call_1', 'call_1']);
    expect(state.codesSeen).toContain('DUPLICATE_CALL_ID');
    expect(state.observations[1]?.stages?.find((s) => s.stage === 'supports')?.code).toBe('DUPLICATE_CALL_ID');
  });

  it('keeps the whole run’s codes and the latest window of a long run, reading each call once', async () => {
    const { client, worker, callsRead } = liveClient();
    await worker.ready;
    useConsoleStore.getState().beginRun('q');
    const { runId } = await client.startRun({ budgets: { maxCallsPerTool: 1000 } });
    useConsoleStore.getState().setRunId(runId);
    await client.invoke({ runId, toolCallId: 'c0', toolName: 'no_such_tool', argumentsText: '{}' });
    for (let n = 1; n < 230; n += 1) {
      await client.invoke({ runId, toolCallId: `c${n}`, toolName: 'save_note', argumentsText: '{"text":' });
      if (n % 50 === 0) await client.settleLiveRecord(runId);
    }
    await client.settleLiveRecord(runId);
    const state = useConsoleStore.getState();
    expect(state.callsSoFar).toBe(230);
    expect(state.observations).toHaveLength(200);
    expect(state.observations[0]?.callKey).toBe(`${runId}#31`);
    expect(state.observations.at(-1)?.callKey).toBe(`${runId}#230`);
    expect(state.codesSeen).toContain('UNKNOWN_TOOL');
    expect(callsRead.length).toBeGreaterThan(1);
    expect(callsRead.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(230);
  });
});
