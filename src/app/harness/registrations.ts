/**
 * What the page registered in the worker and must register again in a restarted one: the user's tool
 * lists (by source), skills, the loaded scenario, tool redactions, MCP server configs and the page's MCP
 * hooks. The worker
 * registers its built-in tools itself. MCP configs — headers included — live here only, in memory:
 * never in the store, never persisted.
 */
import type { RegisterOrigin, Skill, ToolRedactionRequest } from '../../contract';
import type { ScenarioSource } from '../../contract/scenario';
import type { McpServerConfig } from '../../contract/mcp-api';
import type { McpPageHooks } from '../../contract/mcp-features-api';
import type { CallWorker } from './connection';

/** An MCP add/reconnect may connect twice (Streamable HTTP, then SSE) and list tools: 3 × 15 s + margin. */
export const MCP_CONNECT_DEADLINE_MS = 60_000;

/** The remembered registrations of one client. */
export interface Registrations {
  /** Remembers a tool list; a list of the same source replaces the one before. */
  tools(definitions: unknown[], origin?: RegisterOrigin): void;
  skills(skills: readonly Skill[]): void;
  redaction(request: ToolRedactionRequest): void;
  /** Remembers (config) or forgets (undefined) the server `name`. */
  mcpServer(name: string, config: McpServerConfig | undefined): void;
  mcpConfig(name: string): McpServerConfig | undefined;
  /** The page's MCP hooks as handed to the worker (already a proxy), or null. */
  mcpHooks: McpPageHooks | null;
  /** The loaded scenario's source (loaded again in a new worker), or null. */
  scenario: ScenarioSource | null;
  /** How many MCP servers are remembered (they reconnect in a new worker). */
  mcpServerCount(): number;
  /** Sends everything remembered to a new worker (errors are ignored: each call is independent). */
  replay(call: CallWorker, callTimeoutMs: number): void;
}

/** Creates an empty set of registrations. */
export function createRegistrations(): Registrations {
  const toolLists: { definitions: unknown[]; origin?: RegisterOrigin }[] = [];
  const skills = new Map<string, Skill>();
  const redactions = new Map<string, ToolRedactionRequest>();
  const mcpConfigs = new Map<string, McpServerConfig>();
  const ignore = () => undefined;
  const registrations: Registrations = {
    tools(definitions, origin) {
      const source = origin?.source ?? origin?.kind;
      const index = toolLists.findIndex((r) => (r.origin?.source ?? r.origin?.kind) === source && source !== undefined);
      if (index >= 0) toolLists.splice(index, 1);
      toolLists.push({ definitions, origin });
    },
    skills(list) {
      for (const skill of list) skills.set(skill.name, skill);
    },
    redaction(request) {
      redactions.set(`${request.source}\u0000${request.name}`, request);
    },
    mcpServer(name, config) {
      if (config) mcpConfigs.set(name, config);
      else mcpConfigs.delete(name);
    },
    mcpConfig: (name) => mcpConfigs.get(name),
    mcpHooks: null,
    scenario: null,
    mcpServerCount: () => mcpConfigs.size,
    replay(call, callTimeoutMs) {
      for (const list of toolLists)
        void call('registerTools', callTimeoutMs, (api) => api.registerTools(list.definitions, list.origin)).catch(
          ignore,
        );
      if (skills.size > 0)
        void call('registerSkills', callTimeoutMs, (api) => api.registerSkills([...skills.values()])).catch(ignore);
      const scenario = registrations.scenario;
      if (scenario) void call('loadScenario', callTimeoutMs, (api) => api.loadScenario(scenario)).catch(ignore);
      for (const redaction of redactions.values())
        void call('setToolRedaction', callTimeoutMs, (api) => api.setToolRedaction(redaction)).catch(ignore);
      const hooks = registrations.mcpHooks;
      if (hooks) void call('setMcpHooks', callTimeoutMs, (api) => api.setMcpHooks(hooks)).catch(ignore);
      for (const config of mcpConfigs.values())
        void call('addMcpServer', MCP_CONNECT_DEADLINE_MS, (api) => api.addMcpServer(config)).catch(ignore);
    },
  };
  return registrations;
}
