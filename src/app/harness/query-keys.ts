/**
 * The React Query keys of worker state the page reads (run list, run records, audit, catalog, MCP), in
 * one place, so the one invalidation path — worker changes → `invalidateQueries` (provider.tsx, with the
 * keys of `invalidatedBy`) — and every query agree. Keys are arrays of primitives; a prefix invalidates
 * everything under it.
 */
export const queryKeys = {
  /** Everything read from the run store (run list, records, timelines). */
  runs: ['timeline'] as const,
  /** The run list (`listRuns`). */
  runList: ['timeline', 'runs'] as const,
  /** Everything of one run's record. */
  record: (runId: string) => ['timeline', 'record', runId] as const,
  /** A window of a run's record — its head and latest `limit` calls — at `afterCall` (null: its end). */
  recordWindow: (runId: string, afterCall: number | null, limit: number) =>
    ['timeline', 'record', runId, 'window', afterCall, limit] as const,
  /** The comparison of runs `a` and `b` (their console traces). */
  compare: (a: string, b: string) => ['timeline', 'compare', a, b] as const,
  /** The stage events (with details) of one call; not under `record`, so a run change keeps them (they never change). */
  callEvents: (runId: string, callKey: string) => ['timeline', 'call-events', runId, callKey] as const,
  /** Every call's events of one run (removed when the run is deleted). */
  callEventsOf: (runId: string) => ['timeline', 'call-events', runId] as const,
  /** The drawer's detail of one call. */
  callDetail: (runId: string, callKey: string) => ['timeline', 'call-detail', runId, callKey] as const,
  /** The audit store. */
  audit: ['audit'] as const,
  auditStorage: ['audit', 'storage'] as const,
  /** The tool catalog (`listTools`, skills, exports). */
  catalog: ['catalog'] as const,
  /** `listTools()`: every registered descriptor. */
  catalogTools: ['catalog', 'tools'] as const,
  /** `listSkills()`. */
  catalogSkills: ['catalog', 'skills'] as const,
  /** The four provider exports of the catalog. */
  catalogExports: ['catalog', 'exports'] as const,
  /** `whenReady()`: the worker up, built-in tools registered, corpus index loaded (startup-api.ts). */
  workerReady: ['worker', 'ready'] as const,
  /** `listMcpServers()`: every added MCP server's state. */
  mcpServers: ['mcp', 'servers'] as const,
  /** One MCP server's resources / prompts at its list revision. */
  mcpResources: (server: string, revision: number) => ['mcp', server, 'resources', revision] as const,
  mcpPrompts: (server: string, revision: number) => ['mcp', server, 'prompts', revision] as const,
} as const;

/**
 * What changed in the worker, as the client reports it: a run's record (the worker's `run-change`
 * notice), the tool catalog (a registration, a scenario loaded or unloaded, a restarted worker), or the
 * MCP servers (a `server-state` event or a server's lists changed: their tools are in the catalog too).
 */
export type WorkerChange = { kind: 'run'; runId: string } | { kind: 'catalog' } | { kind: 'mcp' };

/** The query keys a change makes stale (each a prefix). */
export function invalidatedBy(change: WorkerChange): readonly (readonly unknown[])[] {
  switch (change.kind) {
    case 'run':
      return [queryKeys.runList, queryKeys.record(change.runId)];
    case 'catalog':
      return [queryKeys.catalog];
    case 'mcp':
      return [queryKeys.mcpServers, queryKeys.catalog];
  }
}
