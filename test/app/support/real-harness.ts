/**
 * Test helper: the worker's services in-process, as the worker entry wires them (src/worker/index.ts) —
 * the real harness (`createHarness` with `lookup_knowledge` over the shipped corpus and the note tools
 * over a memory store) recorded into the real record store (`recordHarness`), with the record service
 * (`writeRunRecord`, `getRunRecord`, `getRecordCalls`) and the timeline service beside it. App tests drive
 * the page's code (agent loop, run recorder, panels) against it instead of a second fake of the protocol.
 */
import type { ApprovalDecision, HarnessApi, InvokeRequest } from '../../../src/contract';
import type { RunRecordApi } from '../../../src/contract/run-record-api';
import type { TimelineApi } from '../../../src/contract/timeline-api';
import type { McpApi, McpServerConfig } from '../../../src/contract/mcp-api';
import type { McpFeatureApi } from '../../../src/contract';
import { createHarness } from '../../../src/worker/harness';
import type { ToolBackend } from '../../../src/worker/harness-deps';
import { createMcpManager } from '../../../src/worker/mcp/mcp-manager';
import { createRegistry } from '../../../src/worker/registry/registry';
import { createSchemaValidators } from '../../../src/worker/parser/schema-validator';
import { createRecordService } from '../../../src/worker/record/record-service';
import { createRecordStore, type RecordStore } from '../../../src/worker/record/record-store';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';
import { readCorpusPages } from '../../../src/worker/tools/corpus-types';
import { createKnowledgeLookup, LOOKUP_KNOWLEDGE_DEFINITION } from '../../../src/worker/tools/knowledge-lookup';
import { createMemoryNoteStore } from '../../../src/worker/tools/note-store';
import { createNoteTools, LIST_NOTES_DEFINITION, SAVE_NOTE_DEFINITION } from '../../../src/worker/tools/save-note';
import { readCorpusFile } from '../../worker/tools/read-corpus-from-disk';

/** The in-process worker: the recorded harness with the record and timeline APIs, and its record store. */
export interface InProcessWorker {
  api: HarnessApi & RunRecordApi & McpApi & McpFeatureApi & Pick<TimelineApi, 'getCallSummaries'>;
  /** Every config `addMcpServer` received, in order. */
  mcpConfigs: McpServerConfig[];
  timeline: TimelineApi;
  records: RecordStore;
  /** Settles once the built-in tools are registered. */
  ready: Promise<unknown>;
}

/** A network where no MCP server answers: every request fails as a refused connection does. */
const unreachable = async (): Promise<Response> => {
  throw new TypeError('fetch failed: connection refused');
};

/**
 * Creates the worker's services; `approve` answers approval requests (default: approve). The MCP manager
 * is the worker's own over the same registry and backends, without reconnection, on a network where no
 * server answers (an added server is listed `failed`); its configs are noted in `mcpConfigs`.
 */
export function createInProcessWorker(approve: () => ApprovalDecision = () => 'approve'): InProcessWorker {
  const records = createRecordStore();
  const lookup = createKnowledgeLookup({ loadCorpus: async () => readCorpusPages(readCorpusFile()) });
  const notes = createNoteTools({ store: createMemoryNoteStore() });
  const validators = createSchemaValidators();
  const registry = createRegistry(validators);
  const backends: Record<string, ToolBackend> = {
    lookup_knowledge: lookup,
    save_note: notes.save_note,
    list_notes: notes.list_notes,
  };
  const harness = recordHarness(
    createHarness({
      backends,
      registry,
      validators,
      approver: async () => approve(),
      eventSink: (event) => records.addLiveEvent(event),
    }),
    records,
  );
  const mcpConfigs: McpServerConfig[] = [];
  const mcp = createMcpManager({
    registerTools: (definitions, origin) => harness.registerTools(definitions, origin),
    removeSource: (source) => registry.removeSource(source),
    backends,
    fetch: unreachable,
    reconnect: { attempts: 0 },
  });
  const ready = harness.registerTools([LOOKUP_KNOWLEDGE_DEFINITION, SAVE_NOTE_DEFINITION, LIST_NOTES_DEFINITION], {
    kind: 'builtin',
    source: 'builtin',
  });
  const { closeAll: _close, ...mcpApi } = mcp;
  const timeline = createTimelineService({ store: records });
  return {
    api: {
      ...harness,
      getCallSummaries: (runId, request) => timeline.getCallSummaries(runId, request),
      ...createRecordService(records),
      ...mcpApi,
      addMcpServer: (config) => {
        mcpConfigs.push(config);
        return mcp.addMcpServer(config);
      },
    },
    mcpConfigs,
    timeline,
    records,
    ready,
  };
}

/** The in-process harness with what the page sent it noted: invoke requests, ended and cancelled runs. */
export async function createSpiedHarness() {
  const worker = createInProcessWorker();
  await worker.ready;
  const calls: InvokeRequest[] = [];
  const ended: string[] = [];
  const cancelled: string[] = [];
  const api: InProcessWorker['api'] = {
    ...worker.api,
    invoke: (request) => {
      calls.push(request);
      return worker.api.invoke(request);
    },
    endRun: (runId) => {
      ended.push(runId);
      return worker.api.endRun(runId);
    },
    cancel: (request) => {
      cancelled.push(request.runId);
      return worker.api.cancel(request);
    },
  };
  return { worker, api, calls, ended, cancelled };
}
