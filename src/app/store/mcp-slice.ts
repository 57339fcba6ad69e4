/**
 * MCP slice: what the page holds of the MCP servers beside their states (which it reads from the worker
 * with React Query, harness/worker-queries.ts) — their log entries and resource updates as the worker's
 * notices report them, the questions servers ask the user, and the resources attached as context for
 * the next question. Never a header value: the configs (with
 * their headers) stay in the harness client's memory (src/app/harness/registrations.ts), never here —
 * and the servers remembered from an earlier visit that wait for a header value typed again (their names
 * and header names only, store/mcp-memory.ts). Bounded: at most MAX_LOG_ENTRIES log entries per server, at most 5 context attachments.
 */
import type { StateCreator } from 'zustand';
import { MAX_LOG_ENTRIES, type McpElicitationRequest, type McpLogEntry, type McpSamplingRequest } from '../../contract';
import type { ConsoleState } from './index';
import type { RememberedMcpServer } from './mcp-memory';

/** A resource attached to the next question: the bounded, redacted text the model will receive. */
export interface ContextAttachment {
  /** `<server> <uri>`. */
  id: string;
  server: string;
  uri: string;
  text: string;
  /** UTF-8 bytes of the resource text as the server sent it. */
  bytes: number;
  truncated: boolean;
}

/** A question a server asks the user during a call (shown one at a time, in order). */
export type McpAsk =
  | { kind: 'elicitation'; request: McpElicitationRequest; receivedAt: number }
  | { kind: 'sampling'; request: McpSamplingRequest; receivedAt: number };

/** Most attachments on one question. */
export const MAX_CONTEXT_ATTACHMENTS = 5;

/** MCP server state and its actions. */
export interface McpSlice {
  /** Log entries per server name (newest last). */
  mcpLogs: Record<string, McpLogEntry[]>;
  /** Adds one entry (an entry already held, by seq, is ignored); `replace` sets the whole list. */
  addMcpLog(server: string, entry: McpLogEntry): void;
  replaceMcpLogs(server: string, entries: McpLogEntry[]): void;
  /** Counter per `<server> <uri>`: bumped by `notifications/resources/updated`. */
  mcpResourceUpdates: Record<string, number>;
  noteResourceUpdated(server: string, uri: string): void;
  /** Attachments for the next question. */
  questionContext: ContextAttachment[];
  /** Adds (or replaces, by id) an attachment; at most MAX_CONTEXT_ATTACHMENTS, oldest dropped. */
  attachContext(attachment: ContextAttachment): void;
  detachContext(id: string): void;
  clearContext(): void;
  /** Elicitation and sampling requests waiting for the user, oldest first. */
  mcpAsks: McpAsk[];
  addMcpAsk(ask: McpAsk): void;
  removeMcpAsk(id: string): void;
  /** Remembered servers that were added with a header: listed until its value is typed again or they are forgotten. */
  mcpAwaitingSecret: RememberedMcpServer[];
  setMcpAwaitingSecret(servers: RememberedMcpServer[]): void;
}

/** Creates the MCP slice. */
export const createMcpSlice: StateCreator<ConsoleState, [], [], McpSlice> = (set) => ({
  mcpLogs: {},
  addMcpLog: (server, entry) =>
    set((state) => {
      const old = state.mcpLogs[server] ?? [];
      if (old.some((held) => held.seq === entry.seq)) return state;
      return { mcpLogs: { ...state.mcpLogs, [server]: [...old, entry].slice(-MAX_LOG_ENTRIES) } };
    }),
  replaceMcpLogs: (server, entries) =>
    set((state) => ({ mcpLogs: { ...state.mcpLogs, [server]: entries.slice(-MAX_LOG_ENTRIES) } })),
  mcpResourceUpdates: {},
  noteResourceUpdated: (server, uri) =>
    set((state) => {
      const key = `${server} ${uri}`;
      return { mcpResourceUpdates: { ...state.mcpResourceUpdates, [key]: (state.mcpResourceUpdates[key] ?? 0) + 1 } };
    }),
  questionContext: [],
  attachContext: (attachment) =>
    set((state) => ({
      questionContext: [...state.questionContext.filter((held) => held.id !== attachment.id), attachment].slice(
        -MAX_CONTEXT_ATTACHMENTS,
      ),
    })),
  clearContext: () => set({ questionContext: [] }),
  mcpAsks: [],
  addMcpAsk: (ask) => set((state) => ({ mcpAsks: [...state.mcpAsks, ask] })),
  removeMcpAsk: (id) => set((state) => ({ mcpAsks: state.mcpAsks.filter((ask) => ask.request.id !== id) })),
  mcpAwaitingSecret: [],
  setMcpAwaitingSecret: (mcpAwaitingSecret) => set({ mcpAwaitingSecret }),
  detachContext: (id) => set((state) => ({ questionContext: state.questionContext.filter((held) => held.id !== id) })),
});
