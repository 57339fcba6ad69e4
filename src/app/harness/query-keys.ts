/**
 * The React Query keys of worker state the page reads (run list, run records, audit, catalog, MCP), in
 * one place, so the one invalidation path — worker events → `invalidateQueries` (provider.tsx) —
 * and every query agree. Keys are arrays of primitives; a prefix invalidates everything under it.
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
  /** The tool catalog (`listTools`, exports). */
  catalog: ['catalog'] as const,
  catalogTools: (version: string, revision: number) => ['catalog', 'tools', version, revision] as const,
  catalogExports: (version: string) => ['catalog', 'exports', version] as const,
  /** One MCP server's resources / prompts at its list revision. */
  mcpResources: (server: string, revision: number) => ['mcp', server, 'resources', revision] as const,
  mcpPrompts: (server: string, revision: number) => ['mcp', server, 'prompts', revision] as const,
} as const;
