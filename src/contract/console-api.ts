/**
 * The whole Comlink surface of the console's worker: the HarnessApi of DESIGN.md §4.1 (fixed names,
 * implemented by `createHarness`) plus the services the worker entry composes beside it — MCP servers
 * (`mcp-api.ts`), the user's documents (`knowledge-api.ts`), and later scenarios and the audit store.
 * `src/app/harness/connection.ts` wraps exactly this type; nothing else crosses the worker boundary.
 */
import type { CatalogApi } from './catalog-api';
import type { HarnessApi } from './harness-api';
import type { KnowledgeApi } from './knowledge-api';
import type { McpApi } from './mcp-api';
import type { McpFeatureApi } from './mcp-features-api';
import type { ScenarioApi } from './scenario';
import type { TimelineApi } from './timeline-api';
import type { RunRecordApi } from './run-record-api';
import type { StorageHealthApi } from './storage-health';
import type { StartupApi } from './startup-api';

/** Everything the worker exposes. Each service adds its interface here. */
export type ConsoleWorkerApi = HarnessApi &
  McpApi &
  McpFeatureApi &
  KnowledgeApi &
  CatalogApi &
  ScenarioApi &
  TimelineApi &
  RunRecordApi &
  StorageHealthApi &
  StartupApi;
