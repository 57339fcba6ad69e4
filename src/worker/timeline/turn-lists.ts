/**
 * A record's bounded per-turn lists — `requests` and `responses` (the newest `MAX_RECORD_REQUESTS`) and
 * `usage` (the newest `MAX_RECORD_USAGE`) — of a set of request, response and usage events that grows in
 * any order (a replay admits a turn's late-logged events with the turn's first call, replay-steps.ts).
 * Each list is always what `applyRunRecordEvent` (contract/run-record.ts) gives when the events in the
 * set are applied in log order: requests and usage are the newest ones by log position; responses are
 * one per turn (its latest), the newest by that latest position. Only the kept log positions are held
 * (at most 20, 20 and 200), so `add` costs O(that bound) and a snapshot is bounded. In-memory; no I/O.
 */
import { MAX_RECORD_REQUESTS, MAX_RECORD_USAGE, type RunRecordEvent } from '../../contract/run-record';
import type { RecordRequestSummary, RecordResponseSummary, RecordUsage } from '../../contract/run-record-turns';

/** The kept log positions of each list, ascending. */
export interface TurnListsState {
  requests: number[];
  responses: number[];
  usage: number[];
}

/** The lists as the record holds them. */
export interface TurnListValues {
  requests: RecordRequestSummary[];
  responses: RecordResponseSummary[];
  usage: RecordUsage[];
}

/**
 * Inserts `position` into the ascending `kept` (the newest `limit` positions of a set), unless the set's
 * newest `limit` do not include it; drops the oldest when there are more than `limit`.
 */
function keepNewest(kept: number[], position: number, limit: number): void {
  if (kept.length >= limit && position < kept[0]!) return;
  let low = 0;
  let high = kept.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (kept[mid]! < position) low = mid + 1;
    else high = mid;
  }
  kept.splice(low, 0, position);
  if (kept.length > limit) kept.shift();
}

/** The lists of one run's log; see the module doc. */
export class TurnLists {
  private state: TurnListsState = { requests: [], responses: [], usage: [] };

  /** @param log the run's record events (positions index it) */
  constructor(private readonly log: readonly RunRecordEvent[]) {}

  /** Adds the event at log `position` (a request, response or usage event; any other is ignored). */
  add(position: number): void {
    const event = this.log[position];
    if (event?.type === 'request') keepNewest(this.state.requests, position, MAX_RECORD_REQUESTS);
    else if (event?.type === 'usage') keepNewest(this.state.usage, position, MAX_RECORD_USAGE);
    else if (event?.type === 'response') {
      const kept = this.state.responses;
      const turnId = event.summary.turnId;
      const same = kept.findIndex((at) => this.responseAt(at).turnId === turnId);
      if (same >= 0) {
        // A turn keeps its latest response only.
        if (kept[same]! > position) return;
        kept.splice(same, 1);
      }
      keepNewest(kept, position, MAX_RECORD_REQUESTS);
    }
  }

  /** A copy of the kept positions (bounded). */
  snapshot(): TurnListsState {
    const { requests, responses, usage } = this.state;
    return { requests: [...requests], responses: [...responses], usage: [...usage] };
  }

  /** Goes back to a snapshot (copied, so the snapshot can be restored again). */
  restore(state: TurnListsState): void {
    this.state = { requests: [...state.requests], responses: [...state.responses], usage: [...state.usage] };
  }

  /** The three lists, oldest first. */
  values(): TurnListValues {
    const log = this.log;
    return {
      requests: this.state.requests.flatMap((at) => {
        const event = log[at];
        return event?.type === 'request' ? [event.summary] : [];
      }),
      responses: this.state.responses.map((at) => this.responseAt(at)),
      usage: this.state.usage.flatMap((at) => {
        const event = log[at];
        return event?.type === 'usage' ? [event.usage] : [];
      }),
    };
  }

  private responseAt(position: number): RecordResponseSummary {
    const event = this.log[position];
    if (event?.type !== 'response') throw new Error(`Log position ${position} holds no response.`);
    return event.summary;
  }
}
