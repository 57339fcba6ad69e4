/**
 * The worker's RunRecordApi (contract/run-record-api.ts): the page's writes into a run's record, checked
 * here because anything can arrive over Comlink, and bounded reads of it (the head, windows of calls, at
 * a replay position). A stored run not loaded answers its head and windows of its calls (by tool_call_id
 * too) by pages (record-store.ts `pages`), without reading it whole. Also turns the older `recordRunMeta` shape
 * (RunMeta) into record events, and the conversation written as text (`conversation-text`) into a `conversation` event. Every method resolves with data and never rejects.
 */
import { isRecord, isUnknownArray } from '../../contract/guards';
import { PAGE_RECORD_EVENT_TYPES, type PageRecordEvent } from '../../contract/run-record';
import type { RecordCallPage, RecordCallView, RunRecordApi } from '../../contract/run-record-api';
import type { CallEntry } from '../timeline/run-timeline';
import type { RunMeta } from '../../contract/timeline-api';
import type { RecordStore } from './record-store';
import { readInterruptedCalls } from './restart-cancellations';
import { conversationOfText, isConversationText } from './conversation-text';

/** Largest window `getRecordCalls` returns. */
const MAX_CALL_WINDOW = 1000;
/** Most events one `writeRunRecord` call takes. */
const MAX_WRITE_EVENTS = 5000;

const TYPES = new Set<string>(PAGE_RECORD_EVENT_TYPES);
const FINAL = new Set(['done', 'stopped', 'error', 'interrupted', 'running']);

/** Why `value` is not a page record event, or undefined when it is one (shape of the members each type needs). */
export function pageEventProblem(value: unknown): string | undefined {
  if (!isRecord(value) || typeof value.type !== 'string') return 'An event must be an object with a "type".';
  const type = value.type;
  if (!TYPES.has(type)) return `Unknown record event type "${type}".`;
  const need = (key: string, kind: 'string' | 'object' | 'array' | 'number'): string | undefined => {
    const member = value[key];
    const ok =
      kind === 'array' ? isUnknownArray(member) : kind === 'object' ? isRecord(member) : typeof member === kind;
    return ok ? undefined : `A "${type}" event needs "${key}" (${kind}).`;
  };
  switch (type) {
    case 'question':
    case 'draft':
      return need('text', 'string');
    case 'page-events':
      return need('events', 'array');
    case 'conversation':
      return need('turns', 'array');
    case 'answer':
      return value.answer === null ? undefined : need('answer', 'object');
    case 'usage':
      return need('usage', 'object');
    case 'request':
    case 'response':
      return need('summary', 'object');
    default:
      return (
        need('at', 'number') ??
        (FINAL.has(String(value.status)) ? undefined : `Unknown run status "${String(value.status)}".`)
      );
  }
}

/** The record events a RunMeta write stands for (question with provider/model, conversation, status). */
export function eventsOfMeta(meta: RunMeta, previousQuestion: string | undefined, at: number): PageRecordEvent[] {
  const out: PageRecordEvent[] = [];
  if (meta.question !== undefined && meta.question !== previousQuestion)
    out.push({
      type: 'question',
      text: meta.question,
      ...(meta.provider !== undefined ? { provider: meta.provider } : {}),
      ...(meta.model !== undefined ? { model: meta.model } : {}),
    });
  if (meta.turns !== undefined) out.push({ type: 'conversation', turns: meta.turns });
  if (meta.status !== undefined && meta.status !== 'running') out.push({ type: 'status', status: meta.status, at });
  return out;
}

/** Creates the RunRecordApi over a record store. */
export function createRecordService(store: RecordStore): RunRecordApi {
  return {
    async writeRunRecord(runId, events) {
      if (typeof runId !== 'string' || !isUnknownArray(events))
        return {
          applied: 0,
          refused: [{ index: 0, message: 'writeRunRecord takes a run id and an array of events.' }],
        };
      const accepted: PageRecordEvent[] = [];
      const refused: { index: number; message: string }[] = [];
      events.slice(0, MAX_WRITE_EVENTS).forEach((event, index) => {
        const read = isConversationText(event) ? conversationOfText(event) : event;
        const problem = typeof read === 'string' ? read : pageEventProblem(read);
        if (problem !== undefined) refused.push({ index, message: problem });
        else accepted.push(read as PageRecordEvent);
      });
      for (let index = MAX_WRITE_EVENTS; index < events.length; index++)
        refused.push({ index, message: `At most ${MAX_WRITE_EVENTS} events per write.` });
      if (accepted.length === 0) return { applied: 0, refused };
      const written = await store.write(runId, accepted);
      return { applied: written.applied, refused: [...refused, ...written.refused] };
    },
    async getRunRecord(runId, options) {
      const withConversation = options?.conversation !== false;
      const pages = options?.afterCall === undefined ? await store.pages(String(runId)) : undefined;
      if (pages) return pages.head(withConversation);
      const full = await store.open(String(runId));
      if (!full) return undefined;
      const totalCalls = full.calls.length;
      return store.readAt(String(runId), options?.afterCall, (run) => {
        const { calls, events, conversation, ...head } = run.record;
        return {
          ...head,
          conversation: withConversation ? conversation : [],
          callCount: calls.length,
          eventCount: events.length,
          totalCalls,
          codes: [...run.codes].sort(),
        };
      });
    },
    async recordInterruptedCalls(runId, calls, reason) {
      if (typeof runId !== 'string') return { recorded: 0 };
      const why = typeof reason === 'string' && reason !== '' ? reason.slice(0, 300) : 'the worker was restarted';
      return { recorded: await store.recordInterrupted(runId, readInterruptedCalls(calls), why) };
    },
    async getRecordCalls(runId, request): Promise<RecordCallPage> {
      const offset = Math.max(0, Math.floor(Number(request?.offset) || 0));
      const limit = Math.min(MAX_CALL_WINDOW, Math.max(0, Math.floor(Number(request?.limit) || 0)));
      const callId = typeof request?.callId === 'string' ? request.callId : undefined;
      const pages = request?.afterCall === undefined ? await store.pages(String(runId)) : undefined;
      if (pages) {
        const { total, calls } =
          callId === undefined
            ? { total: pages.total, calls: await pages.calls(offset, limit) }
            : await pages.filtered({ callId }, offset, limit);
        return { total, offset, calls: calls.map(callView) };
      }
      const page = await store.readAt(String(runId), request?.afterCall, (run) => {
        const matching = callId === undefined ? run.calls : run.calls.filter((call) => call.callId === callId);
        return { total: matching.length, offset, calls: matching.slice(offset, offset + limit).map(callView) };
      });
      return page ?? { total: 0, offset: 0, calls: [] };
    },
  };
}

/** A call of a window: everything but its stage events and argument text. */
function callView(call: CallEntry): RecordCallView {
  return {
    callKey: call.callKey,
    index: call.index,
    callId: call.callId,
    toolName: call.toolName,
    observation: call.observation,
    ...(call.turnId !== undefined ? { turnId: call.turnId } : {}),
    ...(call.replayed ? { replayed: true } : {}),
  };
}
