/**
 * One status: `run-status` and the test view (`window.__consoleStore.getState()`, test-view.ts) read the
 * shown run from one place — for the live run and for a stored run opened from its record, whose plan
 * mode, kind, status and calls the line shows as recorded. The view holds the calls shown by callKey with
 * their tool_call_id, never the API key, and no second copy of the live figures.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { RunStatus } from '../../src/app/components/run/RunStatus';
import { useConsoleStore } from '../../src/app/store';
import { consoleTestView } from '../../src/app/test-view';
import type { InvokeResult, ModelObservation } from '../../src/contract';
import { createTestHarness, renderWithHarness } from './support/with-harness';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const refused = (id: string): ModelObservation =>
  ({ status: 'error', tool: 'find', tool_call_id: id, error_code: 'DUPLICATE_CALL_ID' }) as unknown as ModelObservation;

/** A stored scenario run in plan mode, interrupted after two calls that share one tool_call_id. */
async function storedRun() {
  const harness = createTestHarness();
  const runId = 'run_stored';
  harness.records.startRun({ runId, kind: 'scenario', startedAt: 1, planMode: true });
  for (const n of [1, 2]) {
    const result: InvokeResult = {
      toolCallId: 'call_1',
      toolName: 'find',
      callKey: `${runId}#${n}`,
      observation: refused('call_1'),
      events: [],
    };
    harness.records.recordCall({ runId, toolCallId: 'call_1', toolName: 'find', argumentsText: '{}' }, result);
  }
  await harness.client.writeRunRecord(runId, [{ type: 'status', status: 'interrupted', at: 2, inferred: true }]);
  return { harness, runId };
}

const attributes = () => {
  const { status, calls, codes, planMode, runKind } = screen.getByTestId('run-status').dataset;
  return { status, calls, codes, planMode, runKind };
};

describe('one status for run-status and the test view', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(cleanup);

  it('a stored run: the line and the view show the record’s status, calls, plan mode and kind', async () => {
    const { harness, runId } = await storedRun();
    useConsoleStore.setState({ apiKey: 'sk-secret-123', planMode: false, viewedRunId: runId });
    const { queryClient } = renderWithHarness(<RunStatus />, harness);
    await waitFor(() => expect(attributes().calls).toBe('2'));
    expect(attributes()).toEqual({
      status: 'interrupted',
      calls: '2',
      codes: 'DUPLICATE_CALL_ID',
      planMode: 'on',
      runKind: 'scenario',
    });
    const view = consoleTestView(useConsoleStore.getState(), queryClient);
    expect(view.run).toMatchObject({ source: 'record', runId, status: 'interrupted', calls: 2, planMode: true });
    expect(view.run.kind).toBe('scenario');
    expect(view.run.codes).toEqual(['DUPLICATE_CALL_ID']);
    expect(Object.keys(view.observationsByKey)).toEqual([`${runId}#1`, `${runId}#2`]);
    expect(view.observations.map((entry) => entry.callId)).toEqual(['call_1', 'call_1']);
    expect(JSON.stringify(view)).not.toContain('sk-secret-123');
    expect(view).not.toHaveProperty('runStatus');
    expect(view).not.toHaveProperty('callsSoFar');
  });

  it('the live run (a scenario run): the line and the view agree while it runs and when it ends', () => {
    const { queryClient } = renderWithHarness(<RunStatus />);
    act(() => {
      const s = useConsoleStore.getState();
      s.setProviderId('scenario');
      s.beginRun('q', true);
      s.setRunId('run_live');
      s.setRecordFigures(1, ['SCHEMA_VIOLATION']);
    });
    expect(attributes()).toEqual({
      status: 'running',
      calls: '1',
      codes: 'SCHEMA_VIOLATION',
      planMode: 'on',
      runKind: 'scenario',
    });
    act(() => useConsoleStore.getState().finishRun('done'));
    const view = consoleTestView(useConsoleStore.getState(), queryClient);
    expect(view.run).toMatchObject({ source: 'live', runId: 'run_live', status: 'done', calls: 1 });
    expect(view.run.codes).toEqual(['SCHEMA_VIOLATION']);
    expect(attributes().status).toBe('done');
  });
});
