/**
 * The compact wire of `invoke` between the worker entry and the page's connection module (DESIGN §4.1,
 * §4.6): one structured-clone message per call each way, on the worker's own message channel beside
 * Comlink (so calls keep their order with every other message). A call's stage events travel packed —
 * the ids they share once, their numbers in one array (lane, stage, status and code as indexes into the
 * closed lists below), their details in another, all as one JSON text — and the observation as its JSON
 * text; the observation is parsed on arrival and the events on first read of `InvokeResult.events`, so
 * every caller still gets `TimelineEvent[]` and the observation object. Calls sent in one task travel in one message
 * (`CallWireRequests`: a turn's calls together), and answers ready together travel in one message of at
 * most `MAX_WIRE_ANSWERS` (`CallWireAnswers`), so a turn of thousands of calls costs the page a few
 * hundred message tasks, not two per call; a lone call is still one message each way. Only this wire packs: Node callers of
 * `createHarness` never see a packed result. Pure functions, no DOM, no worker globals.
 */
import { HARNESS_CODES } from './codes';
import type { InvokeRequest, InvokeResult } from './harness-api';
import { LANES, LIVE_STAGES, STAGES, type Lane, type TimelineStage } from './stages';
import type { TimelineEvent, TimelineStatus } from './timeline-event';

/** The closed list of `TimelineEvent.status`, in index order. */
export const TIMELINE_STATUSES = ['pass', 'fail', 'info'] as const satisfies readonly TimelineStatus[];
/** Every `TimelineEvent.stage` (the journey's, then the live and page stages), in index order. */
export const PACKED_STAGES: readonly TimelineStage[] = [...STAGES, ...LIVE_STAGES];
/** Numbers per event in `PackedEvents.numbers`: seq, at, lane, stage, status, code, durationMs, bytes. */
export const PACKED_FIELDS = 8;

/** Page → worker: one call. `call` numbers the call on this channel (from 1). */
export interface CallWireRequest {
  call: number;
  request: InvokeRequest;
}

/** Worker → page: the answer to call `call`, or why the worker could not answer it. */
export type CallWireAnswer = { call: number; result: PackedInvokeResult } | { call: number; error: string };

/** A call's events, packed: absent numbers are null, an absent code is -1, an absent detail is 0. */
export interface PackedEvents {
  runId: string;
  callId?: string;
  callKey?: string;
  turnId?: string;
  /** `PACKED_FIELDS` numbers per event, event after event. */
  numbers: (number | null)[];
  details: (TimelineEvent['detail'] | 0)[];
}

/**
 * `InvokeResult` on the wire: the ids as they are, the observation as its JSON text (the model reads
 * that text; a string crosses as one copy), the events as the JSON text of `PackedEvents` — or, when
 * they do not fit the packed form, the events themselves in `events`.
 */
export type PackedInvokeResult = Omit<InvokeResult, 'events' | 'observation'> & {
  observationJson: string;
} & ({ eventsJson: string } | { events: TimelineEvent[] });

/** Page → worker: the calls sent in one task, in the order sent. */
export interface CallWireRequests {
  wireCalls: CallWireRequest[];
}

/** Worker → page: answers that were ready together (at most `MAX_WIRE_ANSWERS`), in the order they were ready. */
export interface CallWireAnswers {
  wireAnswers: CallWireAnswer[];
}

/** Most answers in one `CallWireAnswers` message (bounds the page's task per message to a few ms). */
export const MAX_WIRE_ANSWERS = 64;

/** True when `value` is a `CallWireRequests` message (the worker entry tells it from Comlink's messages by this). */
export function isCallWireRequests(value: unknown): value is CallWireRequests {
  return typeof value === 'object' && value !== null && Array.isArray((value as CallWireRequests).wireCalls);
}

/** True when `value` is a `CallWireAnswers` message (the connection module tells it from Comlink's messages by this). */
export function isCallWireAnswers(value: unknown): value is CallWireAnswers {
  return typeof value === 'object' && value !== null && Array.isArray((value as CallWireAnswers).wireAnswers);
}

const LANE_INDEX = new Map<string, number>(LANES.map((lane, index) => [lane, index]));
const STAGE_INDEX = new Map<string, number>(PACKED_STAGES.map((stage, index) => [stage, index]));
const STATUS_INDEX = new Map<string, number>(TIMELINE_STATUSES.map((status, index) => [status, index]));
const CODE_INDEX = new Map<string, number>(HARNESS_CODES.map((code, index) => [code, index]));

const sameIds = (event: TimelineEvent, first: Pick<TimelineEvent, 'runId' | 'callId' | 'callKey' | 'turnId'>) =>
  event.runId === first.runId &&
  event.callId === first.callId &&
  event.callKey === first.callKey &&
  event.turnId === first.turnId;

/** True when every value of `detail` survives JSON (no NaN or ±Infinity). */
function jsonSafeDetail(detail: NonNullable<TimelineEvent['detail']>): boolean {
  for (const key in detail) {
    const value = detail[key];
    if (typeof value === 'number' && !Number.isFinite(value)) return false;
  }
  return true;
}

/** A number as a JSON slot where null means absent; undefined when it has no JSON form (NaN, ±Infinity). */
const optionalNumber = (value: number | undefined) =>
  value === undefined ? null : Number.isFinite(value) ? value : undefined;

/**
 * Packs a call's events: the shared ids once, the numbers in one array, the details in another.
 *
 * @returns the packed events, or undefined when one event does not fit the packed form as JSON (ids that
 *   differ from the first event's, a lane/stage/status/code outside the closed lists, a number without
 *   a JSON form, also in its detail)
 */
export function packEvents(events: readonly TimelineEvent[]): PackedEvents | undefined {
  const first: Pick<TimelineEvent, 'runId' | 'callId' | 'callKey' | 'turnId'> = events[0] ?? { runId: '' };
  const numbers = new Array<number | null>(events.length * PACKED_FIELDS);
  const details: PackedEvents['details'] = new Array<TimelineEvent['detail'] | 0>(events.length);
  for (let index = 0; index < events.length; index += 1) {
    const event = events[index]!;
    const lane = LANE_INDEX.get(event.lane);
    const stage = STAGE_INDEX.get(event.stage);
    const status = STATUS_INDEX.get(event.status);
    const code = event.code === undefined ? -1 : CODE_INDEX.get(event.code);
    const durationMs = optionalNumber(event.durationMs);
    const bytes = optionalNumber(event.bytes);
    if (
      !sameIds(event, first) ||
      lane === undefined ||
      stage === undefined ||
      status === undefined ||
      code === undefined ||
      durationMs === undefined ||
      bytes === undefined ||
      !Number.isFinite(event.seq) ||
      !Number.isFinite(event.at) ||
      (event.detail !== undefined && !jsonSafeDetail(event.detail))
    )
      return undefined;
    const base = index * PACKED_FIELDS;
    numbers[base] = event.seq;
    numbers[base + 1] = event.at;
    numbers[base + 2] = lane;
    numbers[base + 3] = stage;
    numbers[base + 4] = status;
    numbers[base + 5] = code;
    numbers[base + 6] = durationMs;
    numbers[base + 7] = bytes;
    details[index] = event.detail ?? 0;
  }
  return {
    runId: first.runId,
    ...(first.callId !== undefined ? { callId: first.callId } : {}),
    ...(first.callKey !== undefined ? { callKey: first.callKey } : {}),
    ...(first.turnId !== undefined ? { turnId: first.turnId } : {}),
    numbers,
    details,
  };
}

/** The events `packEvents` packed, in order, equal (deep) to the ones it was given. */
export function unpackEvents(packed: PackedEvents): TimelineEvent[] {
  const { runId, callId, callKey, turnId, numbers, details } = packed;
  const events = new Array<TimelineEvent>(details.length);
  for (let index = 0; index < details.length; index += 1) {
    const base = index * PACKED_FIELDS;
    const event: TimelineEvent = {
      runId,
      seq: numbers[base]!,
      at: numbers[base + 1]!,
      lane: LANES[numbers[base + 2]!] as Lane,
      stage: PACKED_STAGES[numbers[base + 3]!]!,
      status: TIMELINE_STATUSES[numbers[base + 4]!]!,
    };
    if (callId !== undefined) event.callId = callId;
    if (callKey !== undefined) event.callKey = callKey;
    if (turnId !== undefined) event.turnId = turnId;
    const code = numbers[base + 5]!;
    if (code >= 0) event.code = HARNESS_CODES[code];
    const durationMs = numbers[base + 6];
    if (durationMs !== null) event.durationMs = durationMs!;
    const bytes = numbers[base + 7];
    if (bytes !== null) event.bytes = bytes!;
    const detail = details[index];
    if (detail) event.detail = detail;
    events[index] = event;
  }
  return events;
}

/** `result` for the wire: the ids as they are, the observation and the packed events as JSON text. */
export function packInvokeResult(result: InvokeResult): PackedInvokeResult {
  const packed = packEvents(result.events);
  return {
    toolCallId: result.toolCallId,
    toolName: result.toolName,
    callKey: result.callKey,
    observationJson: JSON.stringify(result.observation),
    ...(packed ? { eventsJson: JSON.stringify(packed) } : { events: [...result.events] }),
  };
}

/** Makes `events` a plain data member of `result` (enumerable, writable), in its place among the members. */
function settleEvents(result: InvokeResult, events: TimelineEvent[]): void {
  Object.defineProperty(result, 'events', { value: events, writable: true, enumerable: true, configurable: true });
}

/**
 * The `InvokeResult` of a packed one. `observation` is parsed at once (every caller reads it); `events`
 * is an enumerable member unpacked on first read (or set by the caller first), then kept as a plain
 * member (the JSON text is dropped), so a caller that never reads the events never builds them.
 */
export function unpackInvokeResult(packed: PackedInvokeResult): InvokeResult {
  const { toolCallId, toolName, callKey } = packed;
  const observation = JSON.parse(packed.observationJson) as InvokeResult['observation'];
  if (!('eventsJson' in packed)) return { toolCallId, toolName, callKey, observation, events: packed.events };
  const { eventsJson } = packed;
  const result: InvokeResult = {
    toolCallId,
    toolName,
    callKey,
    observation,
    get events(): TimelineEvent[] {
      const events = unpackEvents(JSON.parse(eventsJson) as PackedEvents);
      settleEvents(result, events);
      return events;
    },
    set events(events: TimelineEvent[]) {
      settleEvents(result, events);
    },
  };
  return result;
}
