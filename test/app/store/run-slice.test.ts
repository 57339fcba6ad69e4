import { beforeEach, describe, expect, it } from 'vitest';
import { useConsoleStore } from '../../../src/app/store';

const state = () => useConsoleStore.getState();

describe('run slice', () => {
  beforeEach(() => useConsoleStore.setState(useConsoleStore.getInitialState(), true));

  it('starts idle with nothing counted', () => {
    expect(state()).toMatchObject({ runStatus: 'idle', runId: null, callsSoFar: 0, codesSeen: [], modelTurns: 0 });
  });

  it('begins a run from a clean slate: the previous run’s counts, codes, error and answers are gone', () => {
    state().beginRun('first');
    state().setRecordFigures(3, ['SCHEMA_VIOLATION']);
    state().countModelTurn();
    state().setDraftAnswer('draft');
    state().setRunId('r1');
    state().finishRun('error', 'boom');
    state().beginRun('second', true);
    expect(state()).toMatchObject({
      runStatus: 'running',
      question: 'second',
      runPlanMode: true,
      runId: null,
      callsSoFar: 0,
      codesSeen: [],
      modelTurns: 0,
      runError: null,
      draftAnswer: '',
      releasedAnswer: null,
    });
  });

  it('shows the new run when one begins while a stored run is viewed', () => {
    state().viewRun('stored-run');
    state().beginRun('next question');
    expect(state()).toMatchObject({ viewedRunId: null, replay: null, runStatus: 'running' });
  });

  it('takes the figures the record head gives, and leaves the codes untouched when they are the same', () => {
    state().beginRun('q');
    state().setRecordFigures(5, ['DUPLICATE_KEY', 'TRAILING_TOKENS']);
    const before = state().codesSeen;
    state().setRecordFigures(6, ['DUPLICATE_KEY', 'TRAILING_TOKENS']);
    expect(state().codesSeen).toBe(before);
    expect(state()).toMatchObject({ callsSoFar: 6, codesSeen: ['DUPLICATE_KEY', 'TRAILING_TOKENS'] });
  });

  it('ends a running run once, with no error reason unless it failed', () => {
    state().finishRun('done');
    expect(state().runStatus).toBe('idle');
    state().beginRun('q');
    state().finishRun('stopped', 'ignored');
    expect(state()).toMatchObject({ runStatus: 'stopped', runError: null });
    state().beginRun('q');
    state().finishRun('error');
    expect(state()).toMatchObject({ runStatus: 'error', runError: 'unknown error' });
  });

  it('shows a catalog test call’s run when no model run is running, with its own counts', () => {
    state().beginRun('q');
    state().setRecordFigures(2, []);
    state().finishRun('done');
    state().showCatalogRun('cat1');
    expect(state()).toMatchObject({ statusRunKind: 'catalog', catalogRunId: 'cat1', runStatus: 'idle', callsSoFar: 0 });
    expect(state().countsInStatus('cat1')).toBe(true);
    expect(state().countsInStatus('model-run')).toBe(false);
    state().setRecordFigures(1, []);
    state().showCatalogRun('cat1');
    expect(state().callsSoFar).toBe(1);
  });

  it('keeps describing the model run while it runs, and never counts the catalog run into it', () => {
    state().beginRun('q');
    state().setRunId('r1');
    state().showCatalogRun('cat1');
    expect(state()).toMatchObject({ statusRunKind: 'model', runStatus: 'running', catalogRunId: 'cat1' });
    expect(state().countsInStatus('r1')).toBe(true);
    expect(state().countsInStatus('cat1')).toBe(false);
  });

  it('switches back to the model run when a new run begins', () => {
    state().showCatalogRun('cat1');
    state().beginRun('q');
    expect(state().statusRunKind).toBe('model');
    expect(state().countsInStatus('anything-but-cat1')).toBe(true);
  });
});
