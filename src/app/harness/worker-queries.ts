/**
 * Worker state the panels read through React Query, under the keys of query-keys.ts: the tool catalog
 * (`listTools`, `listSkills`), the MCP servers (`listMcpServers`) and the worker's readiness
 * (`whenReady`, asked once: it resolves when the worker is ready). Nothing here polls: the provider
 * invalidates these keys when the client reports a change (`onWorkerChange`: registrations, scenario
 * loads, MCP `server-state` events and list notices, a restarted worker).
 */
import { useQuery } from '@tanstack/react-query';
import { useHarnessClient } from './provider';
import { queryKeys } from './query-keys';

/** Every registered descriptor (`listTools`; clones, no backend). */
export function useToolList() {
  const client = useHarnessClient();
  return useQuery({ queryKey: queryKeys.catalogTools, queryFn: () => client.listTools() });
}

/** Every registered skill (`listSkills`). */
export function useSkillList() {
  const client = useHarnessClient();
  return useQuery({ queryKey: queryKeys.catalogSkills, queryFn: () => client.listSkills() });
}

/** Every added MCP server's state, in the order added (`listMcpServers`; never a header value). */
export function useMcpServers() {
  const client = useHarnessClient();
  return useQuery({ queryKey: queryKeys.mcpServers, queryFn: () => client.listMcpServers() });
}

/** The worker's readiness (`whenReady`: built-in tools registered, corpus index loaded), asked once. */
export function useWorkerReadiness() {
  const client = useHarnessClient();
  return useQuery({ queryKey: queryKeys.workerReady, queryFn: () => client.whenReady(), staleTime: Infinity });
}
