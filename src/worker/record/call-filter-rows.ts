/**
 * The filter index of a stored run (record-persistence.ts stores `callIndex` and `callText`): for the
 * calls of one write batch, the few facts a timeline filter compares (contract/timeline-api.ts
 * `TimelineFilter`: tool_call_id, callKey, tool, observation status, code, failing phase) as columns of
 * one small row, and their search texts (the lower-cased compact JSON of each observation, as
 * `CallEntry.searchText`) in a row of their own — so a filter of a stored 10,000-call run reads a few
 * dozen rows instead of its calls, and a filter without `text` never reads the texts. Written in the
 * transaction of the calls' log rows, so the index holds exactly the calls stored. The matching rules are
 * those of timeline-query.ts `callMatches` (plus `phase`, as for calls). Pure.
 */
import type { RecordCall } from '../../contract/run-record';
import type { TimelineFilter } from '../../contract/timeline-api';
import { callEntryOf } from '../timeline/run-timeline';
import { callFactsMatch, comparesCallFacts } from '../timeline/timeline-query';

/** The filter facts of one batch's calls (`callIndex` row, key `[runId, c]`), one column entry per call. */
export interface CallFactsRow {
  runId: string;
  /** The first call's position (from 1). */
  c: number;
  /** Each call's position, ascending. */
  cs: number[];
  callKey: string[];
  callId: string[];
  /** The summary's tool (declared name) and the name the model sent. */
  tool: string[];
  toolName: string[];
  status: string[];
  code: (string | null)[];
  phase: string[];
  turnId: (string | null)[];
}

/** The search texts of one batch's calls (`callText` row, key `[runId, c]`). */
export interface CallTextsRow {
  runId: string;
  c: number;
  cs: number[];
  texts: string[];
}

/** The index rows of a batch's calls (`calls`: position and call, ascending), or undefined for none. */
export function indexRowsOf(
  runId: string,
  calls: readonly { c: number; call: RecordCall }[],
): { facts: CallFactsRow; texts: CallTextsRow } | undefined {
  const first = calls[0];
  if (!first) return undefined;
  const cs = calls.map(({ c }) => c);
  const facts: CallFactsRow = {
    runId,
    c: first.c,
    cs,
    callKey: [],
    callId: [],
    tool: [],
    toolName: [],
    status: [],
    code: [],
    phase: [],
    turnId: [],
  };
  const texts: CallTextsRow = { runId, c: first.c, cs, texts: [] };
  for (const { call } of calls) {
    const { summary, searchText } = callEntryOf(call);
    facts.callKey.push(call.callKey);
    facts.callId.push(call.callId);
    facts.tool.push(summary.tool);
    facts.toolName.push(call.toolName);
    facts.status.push(summary.status);
    facts.code.push(summary.code ?? null);
    facts.phase.push(summary.phase);
    facts.turnId.push(call.turnId ?? null);
    texts.texts.push(searchText);
  }
  return { facts, texts };
}

/** True when the filter compares anything but the search text (the facts rows must be read). */
export const needsFacts = (filter: TimelineFilter): boolean => comparesCallFacts(filter) || filter.phase !== undefined;

/** The filter's search needle: its `text`, lower-cased ('' = no text search). */
export const needleOf = (filter: TimelineFilter): string => (filter.text ?? '').toLowerCase();

/** True when the call at column `i` of `row` matches every call-level member of `filter` but `text`. */
export function factsMatch(row: CallFactsRow, i: number, filter: TimelineFilter): boolean {
  const facts = {
    callId: row.callId[i] ?? '',
    callKey: row.callKey[i] ?? '',
    tool: row.tool[i] ?? '',
    toolName: row.toolName[i] ?? '',
    status: row.status[i] ?? '',
    code: row.code[i],
  };
  return callFactsMatch(facts, filter) && (filter.phase === undefined || row.phase[i] === filter.phase);
}
