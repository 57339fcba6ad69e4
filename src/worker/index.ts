/**
 * The worker entry — the ONLY file that touches `self` and Comlink's `expose` (DESIGN.md §2; STYLE.md
 * §3.1). It builds the browser deps, exposes `createHarness(browserDeps)` and registers the built-in tools.
 * Rule: nothing here may hand a raw result to the page; everything crosses as the HarnessApi's bounded
 * contract types.
 */
import { expose } from 'comlink';
import { createHarness } from './harness';
import type { ToolBackend } from './harness-deps';
import { createSchemaValidators } from './parser/schema-validator';
import { createRegistry } from './registry/registry';
import { createScenarioService } from './scenario/scenario-service';
import { createKnowledgeLookup, LOOKUP_KNOWLEDGE_DEFINITION, loadCorpusWithIndex } from './tools/knowledge-lookup';
import { createNoteTools, LIST_NOTES_DEFINITION, SAVE_NOTE_DEFINITION } from './tools/save-note';
import { createCatalogService } from './catalog/catalog-service';
import { createLazyMcpManager } from './mcp/mcp-lazy-manager';
import { createLiveFanout } from './mcp/mcp-live-events';
import { createIndexedDbOAuthStore } from './mcp/mcp-oauth-store';
import { createMemoryDocumentStore } from './documents/document-store';
import { createIndexedDbDocumentStore } from './documents/indexeddb-document-store';
import { createKnowledgeService, type KnowledgeService } from './documents/knowledge-service';
import { createIndexedDbAuditStore } from './audit/indexeddb-audit-store';
import { createRecordPersistence } from './record/record-persistence';
import { createRecordStore } from './record/record-store';
import { createRecordService } from './record/record-service';
import { createRunChangeNotices } from './record/run-change-notices';
import { createTimelineService, recordHarness } from './timeline/timeline-service';
import { defaultStorageAccess } from './documents/browser-storage';
import { createStorageHealth } from './storage/storage-health';
import { watchDocumentStore, watchNoteStore } from './storage/watched-stores';
import { createDefaultNoteStore } from './tools/note-store';
import { createCallWireServer } from './call-wire';
import { whenWorkerReady } from './startup';

const CORPUS_URL = new URL('/corpus/sqlite-docs.json', self.location.origin).href;
// The corpus's search index, serialised by the build (corpus-index-file.ts): loaded, not built, at start.
const CORPUS_INDEX_URL = new URL('/corpus/sqlite-docs.index.json', self.location.origin).href;

// Live events beyond the harness's own (MCP server states, run changes, storage states) go to the same subscribers.
const live = createLiveFanout();
// Every store reports whether its writes reach IndexedDB (storage-state events, `storageHealth`).
const health = createStorageHealth(live.emit);
const hasIndexedDb = typeof indexedDB !== 'undefined';
// Without IndexedDB every store says so at start (not only on its first write), so the page's banner names all four.
const KEPT_IN_TAB = { runs: 'runs', documents: 'documents', notes: 'notes', audit: 'audit records' } as const;
if (!hasIndexedDb)
  for (const [store, what] of Object.entries(KEPT_IN_TAB) as [keyof typeof KEPT_IN_TAB, string][])
    health
      .sink(store)
      .failed(
        'unavailable',
        0,
        `IndexedDB is not available here: ${what} are kept in this tab only and are lost on reload.`,
      );

// The user's documents are indexed beside the shipped corpus; a lookup waits for their restore after a reload.
let knowledge: KnowledgeService | undefined;
const knowledgeLookup = createKnowledgeLookup({
  loadCorpus: () => loadCorpusWithIndex(CORPUS_URL, CORPUS_INDEX_URL),
  userDocumentsReady: () => knowledge?.restore().then(() => undefined) ?? Promise.resolve(),
});
knowledge = createKnowledgeService({
  index: knowledgeLookup,
  store: hasIndexedDb
    ? watchDocumentStore(createIndexedDbDocumentStore(), health.sink('documents'))
    : createMemoryDocumentStore(),
});
void knowledge.restore();

// One registry and one backends map, shared by the harness and the services that add tools (scenarios).
const validators = createSchemaValidators();
const registry = createRegistry(validators);
const noteTools = createNoteTools(
  hasIndexedDb ? { store: watchNoteStore(createDefaultNoteStore(), health.sink('notes')) } : {},
);
// Null prototype: tool names such as `constructor` or `__proto__` are keys like any other (DESIGN §4.4).
const backends: Record<string, ToolBackend> = Object.assign(Object.create(null) as Record<string, ToolBackend>, {
  lookup_knowledge: knowledgeLookup,
  save_note: noteTools.save_note,
  list_notes: noteTools.list_notes,
});
// Run records and the audit store: IndexedDB-backed, written off invoke's awaited path. A changed run
// reaches the page as a `run-change` live event (throttled), so its run list follows without polling.
// Their batches wait while the call wire has calls open (a turn's calls are answered first: call-wire.ts).
const runChanges = createRunChangeNotices(live.emit);
const wire = createCallWireServer();
const timeline = createRecordStore({
  persistence: createRecordPersistence(undefined, health.sink('runs')),
  onChange: runChanges.changed,
  beforeBatch: wire.quiet,
});
const auditStore = createIndexedDbAuditStore({
  storage: defaultStorageAccess(),
  health: health.sink('audit'),
  quiet: wire.quiet,
});
const harness = createHarness({
  backends,
  registry,
  validators,
  auditStore,
  eventSink: (event) => timeline.addLiveEvent(event),
});
const timelineApi = createTimelineService({
  store: timeline,
  audit: auditStore,
  fetch: (input, init) => fetch(input, init),
});

const scenarios = createScenarioService({
  registerTools: (definitions, origin) => harness.registerTools(definitions, origin),
  registerSkills: (skills) => harness.registerSkills(skills),
  removeSource: (source) => registry.removeSource(source),
  backends,
});

// registerTools runs synchronously inside its async body, so the tools are in before the first message.
const BUILTIN_TOOLS = [LOOKUP_KNOWLEDGE_DEFINITION, SAVE_NOTE_DEFINITION, LIST_NOTES_DEFINITION];
const builtins = harness.registerTools(BUILTIN_TOOLS, { kind: 'builtin', source: 'builtin' });
// The corpus is made searchable at start, so the first lookup does not wait for it (startup-api.ts).
const ready = whenWorkerReady(builtins, knowledgeLookup.warm());
const catalog = createCatalogService(registry);

// MCP servers add tools through the same registry path (kind 'mcp', source 'mcp:<name>') and backends map;
// their server-state events reach the page's subscribers through the fan-out beside the harness's own.
// The manager's code (the MCP SDK) is fetched on the first MCP use (mcp-lazy-manager.ts).
const mcp = createLazyMcpManager({
  registerTools: (definitions, origin) => harness.registerTools(definitions, origin),
  removeSource: (source) => registry.removeSource(source),
  backends,
  emit: live.emit,
  oauthStore: createIndexedDbOAuthStore(),
});

const recorded = live.wrap(recordHarness(harness, timeline));
// `invoke` arrives on the compact call wire (call-wire.ts); Comlink serves it too, for other callers.
wire.serve(self, recorded.invoke);
expose({
  ...recorded,
  ...timelineApi,
  ...createRecordService(timeline),
  ...catalog,
  loadScenario: scenarios.loadScenario,
  unloadScenario: scenarios.unloadScenario,
  addMcpServer: mcp.addMcpServer,
  removeMcpServer: mcp.removeMcpServer,
  reconnectMcpServer: mcp.reconnectMcpServer,
  listMcpServers: mcp.listMcpServers,
  authorizeMcpServer: mcp.authorizeMcpServer,
  finishMcpAuthorization: mcp.finishMcpAuthorization,
  signOutMcpServer: mcp.signOutMcpServer,
  listMcpResources: mcp.listMcpResources,
  readMcpResource: mcp.readMcpResource,
  setMcpResourceSubscription: mcp.setMcpResourceSubscription,
  completeMcpArgument: mcp.completeMcpArgument,
  listMcpPrompts: mcp.listMcpPrompts,
  getMcpPrompt: mcp.getMcpPrompt,
  setMcpRoots: mcp.setMcpRoots,
  listMcpLogs: mcp.listMcpLogs,
  setMcpHooks: mcp.setMcpHooks,
  addDocument: knowledge.addDocument,
  removeDocument: knowledge.removeDocument,
  listDocuments: knowledge.listDocuments,
  storageInfo: knowledge.storageInfo,
  requestPersistence: knowledge.requestPersistence,
  storageHealth: () => Promise.resolve(health.report()),
  whenReady: () => ready,
});
