/**
 * MCP slice: the MCP servers as the page shows them — `McpServerState` from the worker's
 * `listMcpServers` (name, URL, status, server name and version, tool count, reason, skipped tools).
 * Never a header value: the states carry none, and the configs (with their headers) stay in the harness
 * client's memory (src/app/harness-client.ts), never here.
 */
import type { StateCreator } from 'zustand';
import type { McpServerState } from '../../contract/mcp-api';
import type { ConsoleState } from './index';

/** MCP server state and its action. */
export interface McpSlice {
  /** Every added server, in the order added (the worker's list). */
  mcpServers: McpServerState[];
  /** Replaces the list with the worker's. */
  setMcpServers(servers: McpServerState[]): void;
}

/** Creates the MCP slice. */
export const createMcpSlice: StateCreator<ConsoleState, [], [], McpSlice> = (set) => ({
  mcpServers: [],
  setMcpServers: (mcpServers) => set({ mcpServers }),
});
