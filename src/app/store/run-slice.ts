/**
 * Run slice: the state of the current run (status, question, calls so far, distinct codes seen, the
 * error reason, the draft and the released answer). Primitives and contract types only; no functions
 * from outside, no raw results.
 */
import type { StateCreator } from 'zustand';
import type { HarnessCode, ReleasedAnswer } from '../../contract';
import type { ConsoleState } from './index';
import { writeBatchOf } from './write-batch';

export type { AnswerSegment, AnswerVerdict, CitationReason, ReleasedAnswer } from '../../contract';

/** Run status shown by `run-status` (`data-status`). */
export type RunStatus = 'idle' | 'running' | 'done' | 'stopped' | 'error';

/** Run state and its actions. */
export interface RunSlice {
  runStatus: RunStatus;
  runId: string | null;
  question: string;
  /** Plan mode of the current run, as given to `startRun` (shown in the run status). */
  runPlanMode: boolean;
  /** What started the current model run, as the agent loop gives `startRun`: the scenario provider or a model. */
  runKind: 'model' | 'scenario';
  /** Calls of the run's record so far (`data-calls`; harness/live-record.ts reads it from the record head). */
  callsSoFar: number;
  /** Distinct codes of the run's record so far, sorted (`data-codes`; from the record head). */
  codesSeen: HarnessCode[];
  /** Why the run ended in `error` (worker death, provider error …). */
  runError: string | null;
  /** The model's final text before release. */
  draftAnswer: string;
  releasedAnswer: ReleasedAnswer | null;
  /** Turns the model took in the run. */
  modelTurns: number;
  /** What a worker restart by Stop lost, in words (`worker-restart-notice`); null when none happened this run. */
  workerRestart: string | null;
  setWorkerRestart(text: string | null): void;
  /**
   * Which run `run-status` describes: `model` (the model's run, the default) or `catalog` (the catalog's
   * test-call run, after a test call while no model run is running). `beginRun` switches back to `model`.
   */
  statusRunKind: 'model' | 'catalog';
  /** The catalog run's id once a test call started it (its calls never count into a model run's figures). */
  catalogRunId: string | null;
  /**
   * Makes `run-status` describe the catalog run `runId` (counts reset when it is a new catalog run);
   * ignored while a model run is running (the catalog call then counts in neither figure).
   */
  showCatalogRun(runId: string): void;
  /** True when a call of run `runId` counts into `run-status` (the run it describes). */
  countsInStatus(runId: string): boolean;
  setQuestion(question: string): void;
  /** Resets run state for a new run with `question`, sets status `running` and shows it (ends viewing a stored run or a replay). */
  beginRun(question: string, planMode?: boolean): void;
  setRunId(runId: string | null): void;
  /** Sets the run's figures as its record head gives them: calls and distinct codes (sorted). */
  setRecordFigures(calls: number, codes: readonly string[]): void;
  countModelTurn(): void;
  setDraftAnswer(text: string): void;
  setReleasedAnswer(answer: ReleasedAnswer | null): void;
  /** Ends the run with a final status; `error` carries a reason. Ignored when the run is not running. */
  finishRun(status: Exclude<RunStatus, 'idle' | 'running'>, reason?: string): void;
}

/** Creates the run slice. */
export const createRunSlice: StateCreator<ConsoleState, [], [], RunSlice> = (set, get, api) => ({
  runStatus: 'idle',
  runId: null,
  question: '',
  runPlanMode: false,
  runKind: 'model',
  callsSoFar: 0,
  codesSeen: [],
  runError: null,
  draftAnswer: '',
  releasedAnswer: null,
  modelTurns: 0,
  workerRestart: null,
  setWorkerRestart: (workerRestart) => set({ workerRestart }),
  statusRunKind: 'model',
  catalogRunId: null,
  showCatalogRun: (runId) => {
    writeBatchOf(api).flush();
    const state = get();
    if (state.runStatus === 'running') {
      if (state.catalogRunId !== runId) set({ catalogRunId: runId });
      return;
    }
    if (state.statusRunKind === 'catalog' && state.catalogRunId === runId) return;
    set({
      statusRunKind: 'catalog',
      catalogRunId: runId,
      runStatus: 'idle',
      callsSoFar: 0,
      codesSeen: [],
      modelTurns: 0,
      runError: null,
    });
  },
  countsInStatus: (runId) => {
    const state = get();
    return state.statusRunKind === 'catalog' ? runId === state.catalogRunId : runId !== state.catalogRunId;
  },
  setQuestion: (question) => set({ question }),
  beginRun: (question, planMode = false) => {
    // Writes still queued belong to the run before: applied first, then reset.
    writeBatchOf(api).flush();
    set({
      runStatus: 'running',
      statusRunKind: 'model',
      runId: null,
      question,
      runPlanMode: planMode,
      runKind: get().providerId.startsWith('scenario') ? 'scenario' : 'model',
      callsSoFar: 0,
      codesSeen: [],
      runError: null,
      draftAnswer: '',
      releasedAnswer: null,
      modelTurns: 0,
      workerRestart: null,
      // A new run is what the page shows: a stored run or a replay being viewed gives way to it.
      viewedRunId: null,
      replay: null,
    });
  },
  setRunId: (runId) => set({ runId }),
  setRecordFigures: (calls, codes) => {
    const state = get();
    const same = state.codesSeen.length === codes.length && codes.every((code, i) => state.codesSeen[i] === code);
    if (state.callsSoFar === calls && same) return;
    set({ callsSoFar: calls, ...(same ? {} : { codesSeen: [...codes] as HarnessCode[] }) });
  },
  countModelTurn: () => set((state) => ({ modelTurns: state.modelTurns + 1 })),
  setDraftAnswer: (draftAnswer) => set({ draftAnswer }),
  setReleasedAnswer: (releasedAnswer) => set({ releasedAnswer }),
  finishRun: (status, reason) => {
    // The run's last calls are counted before its end is shown (write-batch.ts).
    writeBatchOf(api).flush();
    if (get().runStatus !== 'running') return;
    set({ runStatus: status, runError: status === 'error' ? (reason ?? 'unknown error') : null });
  },
});
