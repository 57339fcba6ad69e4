/**
 * A timeline filter over a stored run, read by pages (DESIGN.md §8; "a stored run opens at once"): the
 * positions of the calls matching a call-level `TimelineFilter` (tool_call_id, callKey, tool, status,
 * code, phase, text — timeline-query.ts rules), found by reading the run's filter index
 * (call-filter-rows.ts: one row per write batch) — its facts rows only when the filter compares a fact,
 * its text rows only when it searches text — never its calls. A run whose index does not cover every
 * stored call (stored before the index existed) is scanned by pages of its calls instead
 * (`FALLBACK_ROWS` at a time), each page turned into the same index rows. Read-only.
 */
import type { TimelineFilter } from '../../contract/timeline-api';
import {
  factsMatch,
  indexRowsOf,
  needleOf,
  needsFacts,
  type CallFactsRow,
  type CallTextsRow,
} from './call-filter-rows';
import type { RecordPersistence } from './record-persistence';
import type { RunHeadRow } from './record-rows';

/** Calls read per request when the run has no index. */
const FALLBACK_ROWS = 500;

/** Index rows covering calls 1..`calls` exactly once each, in order (else undefined). */
function covering<T extends { cs: number[] }>(rows: readonly T[], calls: number): T[] | undefined {
  let next = 1;
  const out: T[] = [];
  for (const row of rows) {
    if (next > calls) break;
    for (const c of row.cs) if (c === next) next += 1;
    out.push(row);
  }
  return next > calls ? out : undefined;
}

/** The positions matching `filter` in index rows (facts and texts aligned by row, or one of them absent). */
function matchRows(
  facts: readonly CallFactsRow[] | undefined,
  texts: readonly CallTextsRow[] | undefined,
  filter: TimelineFilter,
  calls: number,
): number[] {
  const needle = needleOf(filter);
  const out: number[] = [];
  const count = (facts ?? texts)?.length ?? 0;
  for (let r = 0; r < count; r++) {
    const fact = facts?.[r];
    const text = texts?.[r];
    const cs = (fact ?? text)!.cs;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i]!;
      if (c > calls) break;
      if (fact && !factsMatch(fact, i, filter)) continue;
      if (text && !text.texts[i]!.includes(needle)) continue;
      out.push(c);
    }
  }
  return out;
}

/**
 * The positions (from 1, ascending) of the stored calls of `row`'s run matching `filter`'s call-level
 * members (`lane` and `eventStatus` select events, not calls: ignored here, as for call windows).
 *
 * @param useIndex false → read pages of calls even when the run has an index (tests compare the two)
 */
export async function storedMatches(
  persistence: RecordPersistence,
  row: RunHeadRow,
  filter: TimelineFilter,
  useIndex = true,
): Promise<number[]> {
  const { runId, calls } = row;
  if (calls === 0) return [];
  const needle = needleOf(filter);
  if (!needsFacts(filter) && needle === '') return Array.from({ length: calls }, (_, i) => i + 1);
  if (useIndex) {
    const [facts, texts] = await Promise.all([
      needsFacts(filter) ? persistence.loadIndex(runId).then((rows) => covering(rows, calls)) : undefined,
      needle !== '' ? persistence.loadTexts(runId).then((rows) => covering(rows, calls)) : undefined,
    ]);
    const whole = (!needsFacts(filter) || facts) && (needle === '' || texts);
    if (whole && (!facts || !texts || facts.length === texts.length)) return matchRows(facts, texts, filter, calls);
  }
  const out: number[] = [];
  for (let from = 1; from <= calls; from += FALLBACK_ROWS) {
    const page = await persistence.loadCalls(runId, from, Math.min(calls, from + FALLBACK_ROWS - 1));
    const rows = indexRowsOf(runId, page);
    if (rows) out.push(...matchRows([rows.facts], [rows.texts], filter, calls));
  }
  return out;
}
