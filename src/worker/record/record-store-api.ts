/**
 * What the record store (record-store.ts, DESIGN §8) offers the worker entry, and its options.
 */
import type { InvokeRequest, InvokeResult } from '../../contract/harness-api';
import type { PageRecordEvent, RunRecordEvent, RunRecordStart } from '../../contract/run-record';
import type { RecordWriteResult } from '../../contract/run-record-api';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { RunListItem } from '../../contract/timeline-api';
import type { RunTimeline, TimelineView } from '../timeline/run-timeline';
import type { InterruptedCall } from './restart-cancellations';
import type { RecordPersistence } from './record-persistence';
import type { StoredPages } from './stored-pages';

export interface RecordStore {
  startRun(start: RunRecordStart): void;
  /** An answered call; listed in callKey order (call-order.ts): one answered early waits for the earlier ones or `endRun`. */
  recordCall(request: InvokeRequest, result: InvokeResult): void;
  endRun(runId: string, endedAt: number): void;
  /** A live event (approval, progress) of a known run; others are ignored. */
  addLiveEvent(event: TimelineEvent): void;
  /** Applies the page's events to a run's record (events already checked by the caller). */
  write(runId: string, events: readonly PageRecordEvent[]): Promise<RecordWriteResult>;
  /** Records calls cut short by a worker restart as CANCELLED (restart-cancellations.ts); returns how many. */
  recordInterrupted(runId: string, calls: readonly InterruptedCall[], reason: string): Promise<number>;
  listRuns(): Promise<RunListItem[]>;
  /**
   * A stored run not loaded, read by pages without loading it whole (format 3 rows only); undefined when
   * the run is loaded (use `open`), unknown, unreadable, or stored by an earlier format.
   */
  pages(runId: string): Promise<StoredPages | undefined>;
  /** Resolves once the run's record as it is now is stored (or cannot be: refused, no IndexedDB). */
  flushRun(runId: string): Promise<void>;
  /** The run's record (loaded whole), or undefined for an unknown or unreadable run. */
  open(runId: string): Promise<RunTimeline | undefined>;
  /**
   * `read` of the run as it stood after call `afterCall` (replay, DESIGN §8; the whole run when
   * `afterCall` is undefined, not finite, or not before its last call), called at once and its result
   * returned; undefined for an unknown run. A replay position is kept per run (replay-cursor.ts), so a
   * read one call on costs the events of that call.
   */
  readAt<T>(runId: string, afterCall: number | undefined, read: (view: TimelineView) => T): Promise<T | undefined>;
  /** Adds a whole read-only run (an imported trace) from its record events. */
  importRun(start: RunRecordStart, events: readonly RunRecordEvent[]): void;
  deleteRun(runId: string): Promise<boolean>;
  flush(): Promise<void>;
}

/**
 * Options: persistence (absent → memory only, as in Node tests), the clock, the change callback, the
 * most log rows one write batch holds (default `MAX_BATCH_ROWS`), and a wait before each batch.
 */
export interface RecordStoreOptions {
  persistence?: RecordPersistence;
  now?: () => number;
  onChange?: (runId: string) => void;
  batchRows?: number;
  /** Awaited before each write batch (the call wire's `quiet()`). */
  beforeBatch?: () => Promise<void>;
}
