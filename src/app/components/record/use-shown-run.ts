/**
 * The run the panels show (DESIGN §8: live, stored, imported and replayed runs are one view of a run
 * record): the live run from the store's bounded windows, or — when a stored or imported run is viewed,
 * or any run is replayed — a window of the worker's run record: its head (status, draft, released answer)
 * and its latest `RECORD_WINDOW` calls with their observations and stages, read as the record stood
 * after call k during a replay (`afterCall`: no answer until the last step). Re-read through React Query
 * when the worker says the run changed (provider.tsx invalidates `queryKeys.record(runId)`); never a poll.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import type {
  HarnessCode,
  RecordRequestSummary,
  RecordResponseSummary,
  RecordUsage,
  RunKind,
  ReleasedAnswer,
  RunStatus as RecordStatus,
} from '../../../contract';
import { queryKeys, useHarnessClient, type HarnessClient } from '../../harness';
import { useConsoleStore, type ObservationEntry, type RunStatus } from '../../store';
import { factEventsOf } from '../../../contract/scenario-facts';

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
  status: RunStatus | RecordStatus;
  calls: number;
  codes: HarnessCode[];
  runError: string | null;
  draft: string;
  answer: ReleasedAnswer | null;
  observations: ObservationEntry[];
  /** The questions the record holds (a stored, imported or replayed run; empty for the live run). */
  questions: string[];
  /** What started the run (record source only, once read). */
  kind?: RunKind;
  /** The record's token usage, request and response summaries per turn (record source only; empty live). */
  usage: RecordUsage[];
  requests: RecordRequestSummary[];
  responses: RecordResponseSummary[];
}

/** One record window: the head and the latest calls (observations with their stages). */
async function readWindow(client: HarnessClient, runId: string, afterCall: number | null) {
  const at = afterCall === null ? {} : { afterCall };
  const head = await client.getRunRecord(runId, at);
  if (!head) throw new Error('This run is no longer kept.');
  const offset = Math.max(0, head.callCount - RECORD_WINDOW);
  const [calls, summaries] = await Promise.all([
    client.getRecordCalls(runId, { offset, limit: RECORD_WINDOW, ...at }),
    client.timeline('getCallSummaries', (api) => api.getCallSummaries(runId, { offset, limit: RECORD_WINDOW, ...at })),
  ]);
  const byKey = new Map(summaries.calls.map((summary) => [summary.callKey, summary]));
  const codes = new Set<HarnessCode>();
  const observations = calls.calls.map((call): ObservationEntry => {
    const summary = byKey.get(call.callKey);
    for (const stage of summary?.stages ?? []) if (stage.code) codes.add(stage.code);
    if (summary?.code) codes.add(summary.code as HarnessCode);
    return {
      runId,
      callId: call.callId,
      callKey: call.callKey,
      toolName: call.toolName,
      observation: call.observation,
      stages: factEventsOf(summary?.stages ?? []),
    };
  });
  return { head, observations, codes: [...codes].sort() };
}

/** The run the panels show; see the module doc. */
export function useShownRun(): ShownRun {
  const client = useHarnessClient();
  const live = useConsoleStore(
    useShallow((s) => ({
      runId: s.runId,
      viewedRunId: s.viewedRunId,
      replay: s.replay,
      status: s.runStatus,
      calls: s.callsSoFar,
      codes: s.codesSeen,
      runError: s.runError,
      draft: s.draftAnswer,
      answer: s.releasedAnswer,
      observations: s.observations,
      statusRunKind: s.statusRunKind,
      catalogRunId: s.catalogRunId,
    })),
  );
  const countsInStatus = useConsoleStore((s) => s.countsInStatus);
  // The live window holds what the figures count: the model's run, or the catalog's (run-slice.ts).
  const liveObservations = useMemo(
    () => live.observations.filter((entry) => countsInStatus(entry.runId)),
    // countsInStatus reads the run kind and the catalog run id: re-filter when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live.observations, live.statusRunKind, live.catalogRunId, countsInStatus],
  );
  const recordRunId = live.replay?.runId ?? live.viewedRunId;
  const afterCall = live.replay && live.replay.runId === recordRunId ? live.replay.position + 1 : null;
  const query = useQuery({
    queryKey: queryKeys.recordWindow(recordRunId ?? '', afterCall, RECORD_WINDOW),
    queryFn: () => readWindow(client, recordRunId ?? '', afterCall),
    enabled: recordRunId !== null,
    placeholderData: (previous) => previous,
  });
  if (recordRunId === null) {
    return {
      source: 'live',
      runId: live.runId,
      afterCall: null,
      state: 'ready',
      status: live.status,
      calls: live.calls,
      codes: live.codes,
      runError: live.runError,
      draft: live.draft,
      answer: live.answer,
      observations: liveObservations,
      questions: [],
      usage: [],
      requests: [],
      responses: [],
    };
  }
  const data = query.data?.head.runId === recordRunId ? query.data : undefined;
  const head = data?.head;
  return {
    source: 'record',
    runId: recordRunId,
    afterCall,
    state: query.isError ? 'error' : data ? 'ready' : 'loading',
    ...(query.isError ? { loadError: query.error.message } : {}),
    status: head?.status ?? 'running',
    calls: head?.callCount ?? 0,
    codes: data?.codes ?? [],
    runError: head?.error ?? null,
    draft: head?.draft ?? '',
    answer: head?.answer ?? null,
    observations: data?.observations ?? [],
    questions: head?.questions ?? [],
    usage: head?.usage ?? [],
    requests: head?.requests ?? [],
    responses: head?.responses ?? [],
    ...(head ? { kind: head.kind } : {}),
  };
}
