/**
 * The worker's TimelineApi (contract/timeline-api.ts, audit-api.ts): the run list, paged
 * timeline windows, call details, trace export/import/OTLP sending, the audit store's verify/export/
 * retention and "save run as scenario", over a TimelineStore and (optionally) a PersistentAuditStore.
 * A stored run not loaded answers call windows (filtered ones from its filter index), one call's events,
 * a call's detail and its console trace export (a Blob written page by page) by pages (record-store.ts
 * `pages`), without reading it whole; anything else loads it. `recordHarness` wraps a
 * HarnessApi so each run, call result and run end reaches the timeline store without touching
 * harness.ts; its `endRun` resolves once the run's record is stored. Every method resolves with data and
 * never rejects.
 */
import type { HarnessApi } from '../../contract/harness-api';
import type { AuditStorageReport } from '../../contract/audit-api';
import { resolveBudgets } from '../../contract/budgets';
import { MAX_DETAIL_ARGUMENT_CHARS, type TimelineApi } from '../../contract/timeline-api';
import { utf8ByteLength } from '../../contract/byte-length';
import { DEFAULT_RETENTION, type PersistentAuditStore } from '../audit/indexeddb-audit-store';
import { verifyChain } from '../audit/audit-chain';
import { readTraceText } from '../trace/console-trace';
import { createTraceExports } from './trace-exports';
import { buildRunScenario } from '../trace/run-scenario';
import { evidenceOf } from './call-summary';
import { clampRequest, isEmptyFilter, queryCalls, queryEvents } from './timeline-query';
import type { CallEntry } from './run-timeline';
import type { RecordStore } from '../record/record-store';
import { eventsOfMeta } from '../record/record-service';
import { errorMessage } from '../../contract';
import { stringifyWithoutSecrets } from '../../contract/scrub-secrets';

export interface TimelineServiceDeps {
  store: RecordStore;
  /** Absent → audit methods answer `missing` / NO_AUDIT_RECORDS (the in-memory default keeps no chain). */
  audit?: PersistentAuditStore;
  /** `fetch` for sendOtlp (injected in tests). */
  fetch?: typeof fetch;
  now?: () => number;
}

const json = (value: unknown, secrets: readonly string[] = []) =>
  new Blob([stringifyWithoutSecrets(value, secrets, 1)], { type: 'application/json' });
const failure = (error: unknown) => ({
  ok: false as const,
  code: 'EXPORT_FAILED' as const,
  message: `The export failed: ${errorMessage(error)}`,
});
const unknownRun = (runId: string) => ({
  ok: false as const,
  code: 'UNKNOWN_RUN' as const,
  message: `There is no run ${runId}.`,
});
const noRecords = (runId: string) => ({
  ok: false as const,
  code: 'NO_AUDIT_RECORDS' as const,
  message: `Run ${runId} has no audit records (none were kept, retention dropped them, or the run was imported).`,
});
let importCounter = 0;

/** Creates the TimelineApi (see the module doc). */
export function createTimelineService(deps: TimelineServiceDeps): TimelineApi {
  const { store, audit } = deps;
  const now = deps.now ?? Date.now;
  const exports = createTraceExports(store, now, deps.fetch);
  const emptyStorage = (): AuditStorageReport => ({
    state: 'unavailable',
    message: 'This worker keeps audit records in memory only.',
    runs: 0,
    records: 0,
    bytes: 0,
    retention: DEFAULT_RETENTION,
    droppedRecords: 0,
  });
  return {
    listRuns: () => store.listRuns(),
    async getRun(runId) {
      const run = await store.open(runId);
      if (!run) return undefined;
      const cut = (text?: string) =>
        text && text.length > MAX_DETAIL_ARGUMENT_CHARS ? `${text.slice(0, MAX_DETAIL_ARGUMENT_CHARS - 1)}…` : text;
      const turns = run.record.conversation.map((turn) => ({
        ...turn,
        ...(turn.text !== undefined ? { text: cut(turn.text) } : {}),
        ...(turn.toolCalls
          ? { toolCalls: turn.toolCalls.map((c) => ({ ...c, argumentsText: cut(c.argumentsText)! })) }
          : {}),
      }));
      return {
        ...run.listItem(),
        ...(run.record.planMode !== undefined ? { planMode: run.record.planMode } : {}),
        ...(run.record.budgets ? { budgets: run.record.budgets } : {}),
        turns,
      };
    },
    async deleteRun(runId) {
      const deleted = await store.deleteRun(runId);
      const audited = (await audit?.deleteRun(runId)) ?? false;
      return { deleted: deleted || audited };
    },
    async appendPageEvents(runId, events) {
      // The page may send anything over Comlink: only an array is appended.
      if (Array.isArray(events)) await store.write(runId, [{ type: 'page-events', events }]);
    },
    async recordRunMeta(runId, meta) {
      const run = await store.open(runId);
      if (!run || !meta || typeof meta !== 'object') return;
      const events = eventsOfMeta(meta, run.record.questions.at(-1), now());
      if (events.length > 0) await store.write(runId, events);
    },
    async getTimelinePage(runId, request) {
      const { callKey, ...others } = request?.filter ?? {};
      const pages =
        typeof callKey === 'string' && isEmptyFilter(others) && request?.afterCall === undefined
          ? await store.pages(runId)
          : undefined;
      const call = await pages?.call(callKey!);
      if (call) {
        const { offset, limit } = clampRequest(request);
        return { total: call.events.length, offset, events: call.events.slice(offset, offset + limit) };
      }
      const page = await store.readAt(runId, request?.afterCall, (run) => queryEvents(run, request));
      return page ?? { total: 0, offset: 0, events: [] };
    },
    async getCallSummaries(runId, request) {
      const pages = request?.afterCall === undefined ? await store.pages(runId) : undefined;
      if (pages) {
        const { offset, limit } = clampRequest(request);
        const filter = request?.filter;
        const { total, calls } = isEmptyFilter(filter)
          ? { total: pages.total, calls: await pages.calls(offset, limit) }
          : await pages.filtered(filter, offset, limit);
        return { total, offset, calls: calls.map((call) => call.summary) };
      }
      const page = await store.readAt(runId, request?.afterCall, (run) => queryCalls(run, request));
      return page ?? { total: 0, offset: 0, calls: [] };
    },
    async getCallDetail(runId, callKey) {
      const key = String(callKey);
      const paged: CallEntry | undefined = await (await store.pages(runId))?.call(key);
      const call = paged ?? (await store.open(runId))?.call(key);
      if (!call) return undefined;
      const truncated = call.argumentsText.length > MAX_DETAIL_ARGUMENT_CHARS;
      const evidence = evidenceOf(call.events);
      return {
        summary: call.summary,
        argumentsText: truncated ? call.argumentsText.slice(0, MAX_DETAIL_ARGUMENT_CHARS) : call.argumentsText,
        argumentsBytes: utf8ByteLength(call.argumentsText),
        argumentsTruncated: truncated,
        events: call.events,
        ...(evidence ? { evidence } : {}),
        ...(call.observation.run_state ? { runState: call.observation.run_state } : {}),
        observation: call.observation,
      };
    },
    ...exports,
    async importTrace(file) {
      try {
        const runId = `imported_${now().toString(36)}_${(++importCounter).toString(36)}`;
        const read = readTraceText(await file.text(), runId);
        if (!read.ok) return read;
        store.importRun(read.start, read.events);
        return { ok: true, runId, calls: read.calls };
      } catch (error) {
        return {
          ok: false,
          errors: [{ pointer: '', message: `The file could not be read: ${errorMessage(error)}` }],
        };
      }
    },
    async saveRunAsScenario(runId) {
      try {
        const run = await store.open(runId);
        if (!run) return unknownRun(runId);
        const scenario = buildRunScenario(run, (await audit?.records(runId)) ?? []);
        if (!scenario)
          return {
            ok: false,
            code: 'UNSUPPORTED_SCENARIO',
            message: `Run ${runId} has no turns and no calls to replay.`,
          };
        return { ok: true, fileName: `scenario-${runId}.json`, blob: json(scenario), holdsRawResults: true };
      } catch (error) {
        return failure(error);
      }
    },
    async verifyAuditChain(runId) {
      const records = (await audit?.records(runId).catch(() => [])) ?? [];
      if (records.length === 0) return { status: 'missing', reason: noRecords(runId).message };
      const verdict = await verifyChain(records);
      return verdict.ok
        ? { status: 'verified', calls: verdict.calls, head: verdict.head }
        : {
            status: 'broken',
            calls: verdict.calls,
            brokenAt: verdict.brokenAt,
            callId: verdict.callId,
            reason: verdict.reason,
          };
    },
    async exportAuditBundle(runId) {
      try {
        const records = (await audit?.records(runId)) ?? [];
        const newest = records.at(-1);
        if (!newest) return noRecords(runId);
        const bundle = {
          warning:
            'This audit bundle holds RAW tool results exactly as the tools returned them (personal data, secrets and anything else a tool returned). Share it only with people allowed to see all of that.',
          format: 'tool-harness-console/audit-bundle',
          version: 1,
          runId,
          exportedAt: new Date(now()).toISOString(),
          chain: {
            algorithm: 'SHA-256',
            canonicalForm: 'src/worker/audit/audit-chain.ts',
            genesis: '0'.repeat(64),
            head: newest.chainHash,
          },
          records,
        };
        return { ok: true, fileName: `audit-${runId}.json`, blob: json(bundle), holdsRawResults: true };
      } catch (error) {
        return failure(error);
      }
    },
    auditStorage: async () => (audit ? audit.storage() : emptyStorage()),
    setAuditRetention: async (retention) => (audit ? audit.setRetention(retention ?? {}) : emptyStorage()),
  };
}

/**
 * Wraps the harness so the timeline store sees each run start (with `listTools()` and the resolved
 * budgets), each `invoke` result (request + result, after it resolved) and each run end. The wrapped
 * methods return exactly what the harness returned; recording never throws into them.
 */
export function recordHarness(harness: HarnessApi, store: RecordStore, now: () => number = Date.now): HarnessApi {
  return {
    ...harness,
    async startRun(options = {}) {
      const started = await harness.startRun(options);
      try {
        const descriptors = await harness.listTools();
        store.startRun({
          runId: started.runId,
          kind: options.kind === 'catalog' || options.kind === 'scenario' ? options.kind : 'model',
          startedAt: now(),
          planMode: options.planMode === true,
          budgets: resolveBudgets(options.budgets),
          descriptors,
        });
        // The run is in storage from its start: a reload at any later point lists it.
        await store.flushRun(started.runId);
      } catch {
        // the timeline is a view: a failure here must not fail the run
      }
      return started;
    },
    async invoke(request) {
      const result = await harness.invoke(request);
      try {
        store.recordCall(request, result);
      } catch {
        // see startRun
      }
      return result;
    },
    async endRun(runId) {
      const summary = await harness.endRun(runId);
      if (summary.found) {
        store.endRun(runId, now());
        await store.flushRun(runId).catch(() => undefined);
      }
      return summary;
    },
  };
}
