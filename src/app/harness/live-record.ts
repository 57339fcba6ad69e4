/**
 * The live run's window onto its record (DESIGN.md §8: one source). The live run's figures — calls
 * (`run-status[data-calls]`), codes (`data-codes`) and the observations shown — are read from the
 * worker's run record, as a stored, imported or replayed run's are, never counted from invoke results:
 * so `data-calls` is the number of the record's calls and of the `observation` entries of its window.
 * `touch(runId)` (an invoke answered, a run-change notice) marks a run stale; the read is coalesced per
 * animation frame (at most one read in flight, and while calls keep coming at most one every
 * 100 ms: store/frame-pacer.ts). A read is the record head (no conversation) and only the calls added since the
 * previous read (the latest `LIVE_WINDOW` at most) with their stage summaries: O(new calls), never
 * O(run length). `settled(runId)` resolves once a read begun after the call has landed in the store
 * (the agent loop shows a run's end only after it, so the final figures are there with it).
 */
import type { CallPage, RecordCallPage, RunRecordHead } from '../../contract';
import type { TimelineApi } from '../../contract/timeline-api';
import type { RunRecordApi } from '../../contract/run-record-api';
import { factEventsOf } from '../../contract/scenario-facts';
import type { ConsoleStore, ObservationEntry } from '../store';
import { createFramePacer } from '../store/frame-pacer';

/** Calls of the live window (the latest ones). */
export const LIVE_WINDOW = 200;
/** The reads the window needs (the harness client's). */
export interface LiveRecordReads {
  getRunRecord: RunRecordApi['getRunRecord'];
  getRecordCalls: RunRecordApi['getRecordCalls'];
  getCallSummaries: TimelineApi['getCallSummaries'];
}

/** The live window of one client. */
export interface LiveRecord {
  /** Marks `runId` stale when it is a run the page shows live (the model's or the catalog's); else ignored. */
  touch(runId: string): void;
  /** Resolves once a read of `runId` begun after this call is in the store (or failed). */
  settled(runId: string): Promise<void>;
}

/** What was read of one run. */
interface Known {
  callCount: number;
  window: ObservationEntry[];
}

/** Creates the live window over `store`, reading through `reads`. */
export function createLiveRecord(reads: LiveRecordReads, store: ConsoleStore): LiveRecord {
  const known = new Map<string, Known>();
  const stale = new Set<string>();
  let waiters: (() => void)[] = [];
  let reading: Promise<void> | undefined;

  const shownLive = (runId: string) => {
    const { runId: model, catalogRunId } = store.getState();
    return runId === model || runId === catalogRunId;
  };

  const readOne = async (runId: string) => {
    const head = await reads.getRunRecord(runId, { conversation: false });
    if (!head || !shownLive(runId)) return;
    const before = known.get(runId) ?? { callCount: 0, window: [] };
    const from = Math.max(0, before.callCount, head.callCount - LIVE_WINDOW);
    const count = head.callCount - from;
    const added =
      count > 0
        ? await Promise.all([
            reads.getRecordCalls(runId, { offset: from, limit: count }),
            // The stage lists are optional: without them the window still holds the calls.
            reads
              .getCallSummaries(runId, { offset: from, limit: count })
              .catch((): CallPage => ({ total: 0, offset: from, calls: [] })),
          ])
        : undefined;
    if (!shownLive(runId)) return;
    const fresh = added ? entriesOf(runId, ...added) : [];
    const window = [...before.window, ...fresh].slice(-LIVE_WINDOW);
    const next: Known = { callCount: from + fresh.length, window };
    known.set(runId, next);
    for (const other of known.keys()) if (!shownLive(other)) known.delete(other);
    land(store, runId, head, next, fresh.length);
  };

  const read = async () => {
    pacer.ran();
    const runIds = [...stale];
    stale.clear();
    const served = waiters;
    waiters = [];
    for (const runId of runIds) await readOne(runId).catch(() => undefined);
    for (const resolve of served) resolve();
  };

  const start = () => {
    pacer.cancel();
    reading = read().finally(() => {
      reading = undefined;
      if (waiters.length > 0) start();
      else if (stale.size > 0) schedule();
    });
  };
  const pacer = createFramePacer(start);
  const schedule = () => {
    if (!reading) pacer.schedule();
  };

  return {
    touch(runId) {
      if (!shownLive(runId)) return;
      stale.add(runId);
      schedule();
    },
    settled(runId) {
      if (!shownLive(runId)) return Promise.resolve();
      stale.add(runId);
      const done = new Promise<void>((resolve) => waiters.push(resolve));
      if (!reading) start();
      return done;
    },
  };
}

/** The window's entries of one read: each call's observation with its stage list, in record order. */
function entriesOf(runId: string, calls: RecordCallPage, summaries: CallPage): ObservationEntry[] {
  const byKey = new Map(summaries.calls.map((summary) => [summary.callKey, summary]));
  return calls.calls.map((call) => ({
    runId,
    callId: call.callId,
    callKey: call.callKey,
    toolName: call.toolName,
    observation: call.observation,
    stages: factEventsOf(byKey.get(call.callKey)?.stages ?? []),
  }));
}

/** Puts one read into the store: the run's window, and its figures when `run-status` describes the run. */
function land(store: ConsoleStore, runId: string, head: RunRecordHead, known: Known, added: number) {
  const state = store.getState();
  state.setRunWindow(runId, known.window);
  if (state.countsInStatus(runId)) state.setRecordFigures(head.callCount, head.codes);
  if (added > 0) state.appendRunEvents([], added);
}
