/**
 * The panels over a stored run's record (DESIGN §8): viewing it shows its answer, citations and
 * observations as recorded; a replay at call k shows k observations and no answer until the last step,
 * and nothing of the live run; ending the replay brings the live run's panels back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { AnswerPanel } from '../../../../src/app/components/answer/AnswerPanel';
import { ObservationInspector } from '../../../../src/app/components/observation/ObservationInspector';
import { RunStatus } from '../../../../src/app/components/run/RunStatus';
import { useConsoleStore } from '../../../../src/app/store';
import type { InvokeResult, ModelObservation, ReleasedAnswer } from '../../../../src/contract';
import { createTestHarness, renderWithHarness } from '../../support/with-harness';

const ok = (id: string): ModelObservation =>
  ({ status: 'ok', tool: 'find', tool_call_id: id, agent_result: { found: true } }) as unknown as ModelObservation;
const ANSWER: ReleasedAnswer = {
  segments: [
    { kind: 'text', text: 'Use WAL mode ' },
    { kind: 'citation', id: 'sqlite:wal#1', supported: true },
  ],
  supported: 1,
  unsupported: 0,
  verdict: { answersQuestion: 'yes', reason: 'Answers: covers WAL.', coverage: 1 },
};

async function storedRun() {
  const harness = createTestHarness();
  const runId = 'run_stored';
  harness.records.startRun({ runId, kind: 'model', startedAt: 1 });
  for (const [n, id] of [
    [1, 'call_1'],
    [2, 'call_1'],
  ] as const) {
    const result: InvokeResult = {
      toolCallId: id,
      toolName: 'find',
      callKey: `${runId}#${n}`,
      observation: ok(id),
      events: [],
    };
    harness.records.recordCall({ runId, toolCallId: id, toolName: 'find', argumentsText: '{}' }, result);
  }
  await harness.client.writeRunRecord(runId, [
    { type: 'draft', text: 'Use WAL mode [sqlite:wal#1]' },
    { type: 'answer', answer: ANSWER },
    { type: 'status', status: 'done', at: 2 },
  ]);
  return { harness, runId };
}

const panels = (
  <>
    <RunStatus />
    <AnswerPanel />
    <ObservationInspector />
  </>
);

describe('panels over a run record', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));
  afterEach(cleanup);

  it('a stored run shows its answer, citations and one observation per call (a reused id twice)', async () => {
    const { harness, runId } = await storedRun();
    useConsoleStore.setState({ releasedAnswer: null, viewedRunId: runId });
    renderWithHarness(panels, harness);
    expect((await screen.findByTestId('final-answer')).textContent).toContain('Use WAL mode');
    expect(screen.getByTestId('citation').dataset.supported).toBe('true');
    const observations = screen.getAllByTestId('observation');
    expect(observations.map((o) => o.dataset.callKey)).toEqual([`${runId}#1`, `${runId}#2`]);
    expect(observations.map((o) => o.dataset.callId)).toEqual(['call_1', 'call_1']);
    const status = screen.getByTestId('run-status');
    expect(status.dataset.status).toBe('done');
    expect(status.dataset.calls).toBe('2');
  });

  it('replay at call 1 of 2: one observation, no answer, nothing of the live run; ending it restores the live panels', async () => {
    const { harness, runId } = await storedRun();
    useConsoleStore.setState({
      runId: 'run_live',
      releasedAnswer: { ...ANSWER, segments: [{ kind: 'text', text: 'The live answer' }] },
      observations: [
        { runId: 'run_live', callId: 'live_1', callKey: 'run_live#1', toolName: 'find', observation: ok('live_1') },
      ],
      viewedRunId: runId,
      replay: { runId, position: 0, total: 2 },
    });
    renderWithHarness(panels, harness);
    await waitFor(() => expect(screen.getByTestId('answer-empty').dataset.status).toBe('ready'));
    expect(screen.queryByTestId('final-answer')).toBeNull();
    expect(screen.getAllByTestId('observation').map((o) => o.dataset.callKey)).toEqual([`${runId}#1`]);
    act(() => useConsoleStore.getState().setReplay({ runId, position: 1, total: 2 }));
    expect((await screen.findByTestId('final-answer')).textContent).toContain('Use WAL mode');
    expect(screen.getAllByTestId('observation')).toHaveLength(2);
    act(() => useConsoleStore.getState().viewRun(null));
    expect((await screen.findByTestId('final-answer')).textContent).toContain('The live answer');
    expect(screen.getAllByTestId('observation').map((o) => o.dataset.callId)).toEqual(['live_1']);
  });
});
