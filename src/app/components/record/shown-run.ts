/**
 * The run the page shows, as one value (DESIGN §8: live, stored, imported and replayed runs are one view
 * of a run record) — the one place `run-status`, the answer and observation panels and the test view
 * (`window.__consoleStore.getState()`, test-view.ts) read a run's status, figures and calls from.
 * `shownTargetOf` says which run that is: the live run (the store's bounded windows, written from the
 * worker's invoke results and the agent loop) or a window of the worker's run record — a stored or
 * imported run that is viewed, or any run that is replayed (`afterCall` = k: as the record stood after
 * call k). `readRecordWindow` reads that window (head + the latest `RECORD_WINDOW` calls) and
 * `shownRunOf` turns the store's state and the window into the ShownRun. Pure apart from the reads.
 */
import type {
  HarnessCode,
  RecordRequestSummary,
  RecordResponseSummary,
  RecordUsage,
  ReleasedAnswer,
  RunKind,
  RunStatus as RecordStatus,
} from '../../../contract';
import type { RunRecordHead } from '../../../contract/run-record-api';
import { factEventsOf } from '../../../contract/scenario-facts';
import type { HarnessClient } from '../../harness';
import type { ConsoleState, ObservationEntry, RunStatus } from '../../store';

/** Calls of a record window (the latest ones). */
export const RECORD_WINDOW = 200;

/** What the panels show of one run. */
export interface ShownRun {
  /** `live`: the store's windows; `record`: the worker's run record. */
  source: 'live' | 'record';
  runId: string | null;
  /** Replay position (calls 1..afterCall), or null for the whole run. */
  afterCall: number | null;
  /** `loading` until a record is read; `error` when it could not be. */
  state: 'loading' | 'ready' | 'error';
  loadError?: string;
  /** `run-status[data-status]`: `idle` before the first run; a record's own status otherwise. */
  status: RunStatus | RecordStatus;
  /** Calls of the run (at `afterCall`: that many) — `run-status[data-calls]`. */
  calls: number;
  /** Distinct codes of the whole run, sorted — `run-status[data-codes]` (a record: its head's `codes`). */
  codes: HarnessCode[];
  runError: string | null;
  /** The plan mode the run ran with (idle: the toggle the next run will use) — `data-plan-mode`. */
  planMode: boolean;
  /** What the run is — `run-status[data-run-kind]`. */
  kind: RunKind;
  /** Model turns taken; undefined when the run has none to count (catalog calls). */
  turns?: number;
  draft: string;
  answer: ReleasedAnswer | null;
  /** The window of calls shown, oldest first, one entry per call (by callKey). */
  observations: ObservationEntry[];
  /** The questions the record holds (a stored, imported or replayed run; empty for the live run). */
  questions: string[];
  /** The record's token usage, request and response summaries per turn (record source only; empty live). */
  usage: RecordUsage[];
  requests: RecordRequestSummary[];
  responses: RecordResponseSummary[];
}

/** A window of a run's record: its head, the latest calls (with their stages) and the record's distinct codes. */
export interface RecordWindow {
  head: RunRecordHead;
  observations: ObservationEntry[];
  codes: HarnessCode[];
}

/** Which record the page shows instead of the live run (null: the live run). */
export interface ShownTarget {
  runId: string;
  afterCall: number | null;
}

/** The members of the store the shown run is made of. */
export type ShownRunState = Pick<
  ConsoleState,
  | 'runId'
  | 'viewedRunId'
  | 'replay'
  | 'runStatus'
  | 'callsSoFar'
  | 'codesSeen'
  | 'runError'
  | 'draftAnswer'
  | 'releasedAnswer'
  | 'observations'
  | 'statusRunKind'
  | 'catalogRunId'
  | 'planMode'
  | 'runPlanMode'
  | 'runKind'
  | 'modelTurns'
>;

/**
 * The record to show, or null for the live run: a replay shows its run's record at the position; a viewed
 * run shows its record unless it is the run the live figures describe (then the live windows are the same
 * run, up to the latest call).
 */
export function shownTargetOf(state: ShownRunState): ShownTarget | null {
  if (state.replay) return { runId: state.replay.runId, afterCall: state.replay.position + 1 };
  const liveRunId = state.statusRunKind === 'catalog' ? state.catalogRunId : state.runId;
  if (state.viewedRunId === null || state.viewedRunId === liveRunId) return null;
  return { runId: state.viewedRunId, afterCall: null };
}

/** Reads one record window; rejects when the record is not kept. */
export async function readRecordWindow(
  client: HarnessClient,
  runId: string,
  afterCall: number | null,
): Promise<RecordWindow> {
  const at = afterCall === null ? {} : { afterCall };
  const head = await client.getRunRecord(runId, { ...at, conversation: false });
  if (!head) throw new Error('This run is no longer kept.');
  const offset = Math.max(0, head.callCount - RECORD_WINDOW);
  const [calls, summaries] = await Promise.all([
    client.getRecordCalls(runId, { offset, limit: RECORD_WINDOW, ...at }),
    client.timeline('getCallSummaries', (api) => api.getCallSummaries(runId, { offset, limit: RECORD_WINDOW, ...at })),
  ]);
  const byKey = new Map(summaries.calls.map((summary) => [summary.callKey, summary]));
  const observations = calls.calls.map((call): ObservationEntry => {
    const summary = byKey.get(call.callKey);
    return {
      runId,
      callId: call.callId,
      callKey: call.callKey,
      toolName: call.toolName,
      observation: call.observation,
      stages: factEventsOf(summary?.stages ?? []),
    };
  });
  return { head, observations, codes: head.codes as HarnessCode[] };
}

/** The live window's calls of the run the live figures describe (the model's run, or the catalog's). */
export function liveObservationsOf(state: ShownRunState): ObservationEntry[] {
  const catalog = state.statusRunKind === 'catalog';
  return state.observations.filter((entry) =>
    catalog ? entry.runId === state.catalogRunId : entry.runId !== state.catalogRunId,
  );
}

/**
 * The shown run of `state`: the live run, or the record `target` from `window` (undefined while it is
 * read; `failure` when the read failed).
 *
 * @param liveObservations `liveObservationsOf(state)` (passed in so a caller can keep it memoized)
 */
export function shownRunOf(
  state: ShownRunState,
  target: ShownTarget | null,
  window: RecordWindow | undefined,
  liveObservations: ObservationEntry[],
  failure?: Error | null,
): ShownRun {
  if (target === null) {
    const catalog = state.statusRunKind === 'catalog';
    return {
      source: 'live',
      runId: catalog ? state.catalogRunId : state.runId,
      afterCall: null,
      state: 'ready',
      status: state.runStatus,
      calls: state.callsSoFar,
      codes: state.codesSeen,
      runError: state.runError,
      planMode: state.runStatus === 'idle' ? state.planMode : state.runPlanMode,
      kind: catalog ? 'catalog' : state.runKind,
      ...(catalog ? {} : { turns: state.modelTurns }),
      draft: state.draftAnswer,
      answer: state.releasedAnswer,
      observations: liveObservations,
      questions: [],
      usage: [],
      requests: [],
      responses: [],
    };
  }
  const data = window?.head.runId === target.runId ? window : undefined;
  const head = data?.head;
  const turns = head ? modelTurnsOf(head) : undefined;
  return {
    source: 'record',
    runId: target.runId,
    afterCall: target.afterCall,
    state: failure ? 'error' : data ? 'ready' : 'loading',
    ...(failure ? { loadError: failure.message } : {}),
    status: head?.status ?? 'running',
    calls: head?.callCount ?? 0,
    codes: data?.codes ?? [],
    runError: head?.error ?? null,
    planMode: head?.planMode === true,
    kind: head?.kind ?? 'model',
    ...(head && head.kind !== 'catalog' ? { turns } : {}),
    draft: head?.draft ?? '',
    answer: head?.answer ?? null,
    observations: data?.observations ?? [],
    questions: head?.questions ?? [],
    usage: head?.usage ?? [],
    requests: head?.requests ?? [],
    responses: head?.responses ?? [],
  };
}

/**
 * Model turns of a record head: its `modelTurns`, else (a record stored before that was kept) the assistant
 * turns of its conversation or, when it was read without one, the distinct turn ids of its usage, request
 * and response summaries.
 */
function modelTurnsOf(head: RunRecordHead): number {
  if (head.modelTurns !== undefined) return head.modelTurns;
  const assistant = head.conversation.filter((turn) => turn.role === 'assistant').length;
  const ids = new Set([...head.usage, ...head.requests, ...(head.responses ?? [])].map((entry) => entry.turnId));
  return Math.max(assistant, ids.size);
}
