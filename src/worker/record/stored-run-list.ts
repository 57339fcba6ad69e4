/**
 * The run-list row of a run that is stored but not loaded (record-store.ts), read from its `runs` row
 * alone: a format 3 or 2 head row, a version 1 row (record-rows.ts), or a row this build cannot read — a
 * newer format, or a row missing what every format holds (its id, start time and status). Such a run is
 * still listed, with a plain `note` (`RunListItem.note`, DESIGN §8: "listed with a plain note that it
 * cannot be opened"), and never opened. A format 3 row counts what storage holds; one whose stored log
 * never reached the run's end is `interrupted` at its last stored change with `storage: 'partial'` (catalog
 * test calls, which have no end of their own: `done` there, unfinished-run.ts), unless its refusal mark says
 * what the run had reached (`storageRefused`, refusal-mark.ts). Pure.
 */
import type { RunListItem } from '../../contract/timeline-api';
import { listItemOf } from '../timeline/run-timeline';
import { kindOfV1, RECORD_ROW_FORMAT, V2_ROW_FORMAT, type RunHeadRow, type V1RunRow } from './record-rows';
import { storedHead } from './stored-pages';
import { settledHead, unfinishedStatus } from './unfinished-run';

/** The stored formats this build opens (1: rows without `format`; 2 and 3: head rows). */
export const READ_ROW_FORMATS = [1, V2_ROW_FORMAT, RECORD_ROW_FORMAT] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Why this build cannot open a stored row, in one plain sentence, or undefined when it can.
 *
 * @param row a `runs` row as IndexedDB returned it (any shape)
 * @returns e.g. "Stored in run format 4; this console reads formats 1, 2 and 3, so it cannot be opened."
 */
export function unreadableNote(row: unknown): string | undefined {
  const formats = `this console reads formats ${READ_ROW_FORMATS.slice(0, -1).join(', ')} and ${RECORD_ROW_FORMAT}, so it cannot be opened.`;
  if (!isObject(row)) return `Stored in a shape no console format has; ${formats}`;
  const format = row.format;
  if (format !== undefined && format !== RECORD_ROW_FORMAT && format !== V2_ROW_FORMAT)
    return `Stored in run format ${String(format)}; ${formats}`;
  const facts = format === undefined ? row : row.head;
  if (!isObject(facts) || typeof facts.startedAt !== 'number' || typeof facts.status !== 'string')
    return `Stored by an earlier console without its start time or status; ${formats}`;
  return undefined;
}

/** The list row of a stored row (a row that cannot be opened carries its `note`, and 0 calls when unknown). */
export function storedListItem(row: RunHeadRow | V1RunRow): RunListItem {
  const note = unreadableNote(row);
  if (note !== undefined) {
    const loose = row as unknown as { runId: string; startedAt?: unknown; head?: { startedAt?: unknown } };
    const startedAt = Number(loose.head?.startedAt ?? loose.startedAt);
    return {
      runId: String(loose.runId),
      startedAt: Number.isFinite(startedAt) ? startedAt : 0,
      status: 'interrupted',
      kind: 'model',
      calls: 0,
      events: 0,
      codes: [],
      note,
    };
  }
  if (row.format === RECORD_ROW_FORMAT)
    return {
      ...listItemOf(storedHead(row), { calls: row.calls, events: row.events, codes: row.codes }),
      storage: row.complete === true ? 'saved' : 'partial',
      ...(row.refused && row.complete !== true
        ? { storageRefused: { runCalls: Math.max(row.refused.calls, row.calls), savedCalls: row.calls } }
        : {}),
    };
  if (row.format !== undefined) {
    const head = row.head.status === 'running' ? settledHead(row.head, row.lastActivityAt) : row.head;
    return listItemOf(head, { calls: row.calls, events: row.events, codes: row.codes });
  }
  const v1 = row;
  return listItemOf(
    {
      runId: v1.runId,
      kind: kindOfV1(v1),
      status: v1.status === 'running' ? unfinishedStatus(kindOfV1(v1)) : v1.status,
      startedAt: v1.startedAt,
      ...(v1.endedAt !== undefined ? { endedAt: v1.endedAt } : {}),
      ...(v1.provider !== undefined ? { provider: v1.provider } : {}),
      ...(v1.model !== undefined ? { model: v1.model } : {}),
      questions: v1.question !== undefined ? [v1.question] : [],
      conversation: [],
      usage: [],
      requests: [],
    },
    { calls: v1.calls ?? 0, events: v1.events ?? 0, codes: v1.codes ?? [] },
  );
}
