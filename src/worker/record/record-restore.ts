/**
 * Reads one stored run back into memory whole (record-store.ts `open`): a format 2 or 3 head row from its
 * `log` rows (the record is their reduction), a version 1 row from its `calls` and `events` rows
 * (record-rows.ts `eventsFromParts`). Returns the run and how many of its log rows are in the `log` store:
 * all for formats 2 and 3; undefined for version 1 (kept in its own rows, read-only: nothing of it is
 * written again). A run whose stored record never reached its end is left `running` for the caller to mark.
 */
import type { RunRecordEvent } from '../../contract/run-record';
import { RunTimeline, startOf } from '../timeline/run-timeline';
import type { RecordPersistence } from './record-persistence';
import { eventsFromParts, kindOfV1, type RunHeadRow, type V1RunRow } from './record-rows';
import { unfinishedStatus } from './unfinished-run';

/** The run read back and the log rows of it already stored. */
export interface RestoredRun {
  run: RunTimeline;
  storedRows: number | undefined;
}

/** Applies events without persisting them (they are what storage holds). */
function applyAll(run: RunTimeline, events: readonly RunRecordEvent[]): void {
  for (const event of events) run.apply(event);
}

/** Reads `row`'s run back; rejects when its rows cannot be read. */
export async function restoreRun(row: RunHeadRow | V1RunRow, persistence: RecordPersistence): Promise<RestoredRun> {
  if (row.format !== undefined) {
    // The record starts from the run's start facts only: the head row's status, answer and end are the
    // log's reduction, which follows.
    const run = new RunTimeline(startOf(row.head));
    applyAll(run, await persistence.loadLog(row.runId));
    return { run, storedRows: run.log.length };
  }
  const v1 = row;
  const kind = kindOfV1(v1);
  const { calls, events } = await persistence.loadV1(row.runId);
  const run = new RunTimeline({
    runId: row.runId,
    kind,
    startedAt: v1.startedAt,
    ...(v1.planMode !== undefined ? { planMode: v1.planMode } : {}),
    ...(v1.budgets ? { budgets: v1.budgets } : {}),
    ...(v1.descriptors ? { descriptors: v1.descriptors } : {}),
  });
  applyAll(
    run,
    eventsFromParts({
      runId: row.runId,
      kind,
      status: v1.status === 'running' ? unfinishedStatus(kind) : v1.status,
      endedAt: v1.endedAt ?? v1.startedAt,
      questions: v1.question !== undefined ? [v1.question] : [],
      ...(v1.provider !== undefined ? { provider: v1.provider } : {}),
      ...(v1.model !== undefined ? { model: v1.model } : {}),
      turns: v1.turns ?? [],
      calls: calls.sort((a, b) => a.index - b.index),
      events,
    }),
  );
  return { run, storedRows: undefined };
}
