/**
 * The page's way to the harness worker: `createHarnessClient` (client.ts), the React provider and hook
 * (provider.tsx), the query keys (query-keys.ts) and the connection's error type.
 */
export { createHarnessClient, type HarnessClientOptions } from './client';
export type { HarnessClient } from './client-types';
export { WorkerDiedError, type SpawnHarness, type WorkerHandle, type WorkerLike } from './connection';
export { HarnessProvider, useHarnessClient } from './provider';
export { queryKeys, invalidatedBy, type WorkerChange } from './query-keys';
export { useToolList, useSkillList, useMcpServers, useWorkerReadiness } from './worker-queries';
