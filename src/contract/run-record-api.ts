/**
 * RunRecordApi — how a run's record (run-record.ts, DESIGN.md §8) is written and read across the worker
 * boundary. The worker records the harness's side itself (each call, live events, the run's end); the
 * page — or the headless scenario runner in Node — writes what only it knows through `writeRunRecord`,
 * most easily with `createRunRecordWriter` below (batched, fire-and-forget). Reads are bounded windows:
 * the record's head (no calls, no events) and pages of its calls. `afterCall: k` reads the record as it
 * stood right after its k-th call (replay, DESIGN §8). Every method resolves with data, never rejects.
 */
import type { ModelObservation } from './observation';
import type { PageRecordEvent, RecordCall, RunRecord } from './run-record';
import type { TimelineEvent } from './timeline-event';

/**
 * The conversation so far as the JSON text of its `TraceTurn[]` (the page's way to write a long one): the
 * worker parses it into a `conversation` event (replaces the one recorded before). A string crosses the
 * worker boundary as one copy, where a turn of 100,000 tool-call objects costs the page a structured
 * clone of hundreds of milliseconds in one task; the page makes the text a slice of calls per task
 * (app/llm/conversation-text.ts).
 */
export interface ConversationTextEvent {
  type: 'conversation-text';
  turnsJson: string;
}

/** What `writeRunRecord` takes: a page record event, or the conversation as text. */
export type PageRecordWrite = PageRecordEvent | ConversationTextEvent;

/** The record without its calls and events, with their counts. */
export type RunRecordHead = Omit<RunRecord, 'calls' | 'events'> & {
  /** Calls in the record (at `afterCall`, at most that many). */
  callCount: number;
  /** Events outside the calls' stage lists. */
  eventCount: number;
  /** Calls of the whole record (equals `callCount` when not read at an earlier position). */
  totalCalls: number;
  /**
   * Distinct codes of the record (at `afterCall`: of calls 1..k and the events before), sorted: every
   * call's stage-event codes and observation code, and the codes of the other events. Kept in the head
   * as the record grows, never by a scan (`run-status[data-codes]`, `run-list-item[data-codes]`).
   */
  codes: string[];
};

/** One call of a window: everything but its stage events and argument text (the drawer reads those). */
export type RecordCallView = Omit<RecordCall, 'events' | 'argumentsText'> & { observation: ModelObservation };

/** A window of the record's calls: `offset` from 0, `limit` ≤ 1,000 (larger is clamped). */
export interface RecordCallsRequest {
  offset: number;
  limit: number;
  /** Only calls with this tool_call_id. */
  callId?: string;
  /** Read the record as it stood after call k (calls 1..k only). */
  afterCall?: number;
}

/** The calls of the window and how many match in all. */
export interface RecordCallPage {
  total: number;
  offset: number;
  calls: RecordCallView[];
}

/** What `writeRunRecord` did: events applied, and the ones refused with why (index into the batch). */
export interface RecordWriteResult {
  applied: number;
  refused: { index: number; message: string }[];
}

/** How `getRunRecord` reads: at a replay position, and with or without the conversation (default with). */
export interface RunRecordReadOptions {
  afterCall?: number;
  conversation?: boolean;
}

/** The record half of the worker's surface. */
export interface RunRecordApi {
  /** Applies the page's events to the run's record, in order. An unknown or imported run refuses all. */
  writeRunRecord(runId: string, events: PageRecordWrite[]): Promise<RecordWriteResult>;
  /**
   * The record's head (at `afterCall`, as it stood after that call), or undefined for an unknown run.
   * `conversation: false` leaves the conversation out (`conversation: []`): the panels do not show it, and
   * a long turn's conversation is megabytes a head read need not carry.
   */
  getRunRecord(runId: string, options?: RunRecordReadOptions): Promise<RunRecordHead | undefined>;
  /** A window of the record's calls in arrival order. */
  getRecordCalls(runId: string, request: RecordCallsRequest): Promise<RecordCallPage>;
  /**
   * Records calls that were in flight when the page restarted the worker (Stop watchdog) as CANCELLED,
   * noting the restart and `reason`. `calls`: `{ toolCallId, toolName, argumentsText, turnId? }[]` as
   * sent to `invoke`. Resolves with how many were recorded (0 for an unknown or imported run).
   */
  recordInterruptedCalls(runId: string, calls: unknown[], reason: string): Promise<{ recorded: number }>;
}

/** What `createRunRecordWriter` writes to: the worker client, or a harness in Node. */
export interface RunRecordTarget {
  writeRunRecord(runId: string, events: PageRecordWrite[]): Promise<unknown>;
}

/** Batches one run's page events into `writeRunRecord` calls. */
export interface RunRecordWriter {
  /** Queues an event; sent with the others queued within the batch interval. */
  write(event: PageRecordWrite): void;
  /** Sends everything queued now; resolves once the target took it (a failure resolves too). */
  flush(): Promise<void>;
}

const timers = globalThis as unknown as {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/**
 * Page events one `writeRunRecord` call carries at most: a turn of 100,000 calls dispatched in a burst
 * goes as writes of this many, each a structured clone of a few milliseconds, not one of all of them.
 */
export const PAGE_EVENTS_PER_WRITE = 1_000;

/**
 * Creates a writer for `runId`. Events queue for `batchMs` milliseconds (default 100; 0 sends on the next
 * task) and go in one `writeRunRecord` call, in order; page events queued one after another go as one
 * `page-events` entry (a turn's thousands of dispatch events are one record event), and once it holds
 * `PAGE_EVENTS_PER_WRITE` the queue is sent at once. A failing target never throws into the caller.
 */
export function createRunRecordWriter(target: RunRecordTarget, runId: string, batchMs = 100): RunRecordWriter {
  let queue: PageRecordWrite[] = [];
  /** The writer's own `page-events` entry last queued: page events written next to it join it. */
  let merged: { type: 'page-events'; events: TimelineEvent[] } | undefined;
  let timer: unknown;
  let sending: Promise<void> = Promise.resolve();
  const send = (): Promise<void> => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return sending;
    const batch = queue;
    queue = [];
    sending = sending.then(() =>
      Promise.resolve()
        .then(() => target.writeRunRecord(runId, batch))
        .then(
          () => undefined,
          () => undefined,
        ),
    );
    return sending;
  };
  return {
    write(event) {
      if (event.type !== 'page-events') queue.push(event);
      else if (merged && queue.at(-1) === merged) for (const each of event.events) merged.events.push(each);
      else queue.push((merged = { type: 'page-events', events: [...event.events] }));
      if (merged && queue.at(-1) === merged && merged.events.length >= PAGE_EVENTS_PER_WRITE) {
        merged = undefined;
        void send();
      } else timer ??= timers.setTimeout(() => void send(), batchMs);
    },
    flush: send,
  };
}
