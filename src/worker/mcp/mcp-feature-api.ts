/**
 * McpFeatureApi (src/contract/mcp-features-api.ts) over the manager's servers: the cached lists, and
 * `resources/read`, `resources/subscribe`, `completion/complete`, `prompts/get` and roots changes sent
 * through the server's SDK client (MCP spec 2025-06-18 server/resources, server/prompts,
 * server/utilities/completion, client/roots). Every answer is bounded (mcp-content.ts) and every reason
 * scrubbed of the server's header values; methods resolve with data and never reject.
 */
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  isRecord,
  isUnknownArray,
  type McpFailure,
  type McpFeatureApi,
  type McpLogEntry,
  type McpPageHooks,
} from '../../contract';
import type { McpConnection } from './mcp-connection';
import { boundPromptMessages, boundResourceContents, boundText } from './mcp-content';
import { sdkErrorMessage } from './mcp-failure';
import { cut } from './mcp-lists';
import { readRoots, type ServerFeatures } from './mcp-server-features';

/** One server as the feature API sees it. */
export interface FeatureTarget {
  connection?: McpConnection;
  features: ServerFeatures;
  /** Status words for "not connected" messages. */
  status: string;
  scrub(text: string): string;
  /** Stores new roots in the server's config (so a reconnect offers them). */
  setRoots(roots: string[]): void;
}

/** What the feature API needs from the manager. */
export interface FeatureApiOptions {
  lookup(server: string): FeatureTarget | undefined;
  /** Time for one request, in milliseconds. */
  requestTimeoutMs: number;
  setHooks(hooks: McpPageHooks | null): void;
}

/** Most completion values passed on, and their length in UTF-16 units. */
const MAX_COMPLETIONS = 100;
const MAX_COMPLETION_CHARS = 256;

/** Creates the feature API. */
export function createMcpFeatureApi(options: FeatureApiOptions): McpFeatureApi {
  const fail = (reason: string): McpFailure => ({ ok: false, reason });

  /** The connected server, or the failure saying why not. */
  function connected(server: string): { target: FeatureTarget; connection: McpConnection } | McpFailure {
    const target = options.lookup(server);
    if (!target) return fail(`No MCP server named "${String(server).slice(0, 64)}" is added.`);
    const connection = target.connection;
    if (!connection || connection.closedSignal.aborted)
      return fail(`MCP server "${server}" is not connected (${target.status}).`);
    return { target, connection };
  }

  /** Sends one request; a failure comes back in plain words, scrubbed. */
  async function ask(
    server: string,
    method: string,
    params: Record<string, unknown>,
  ): Promise<{ ok: true; result: Record<string, unknown>; target: FeatureTarget } | McpFailure> {
    const open = connected(server);
    if (!('target' in open)) return open;
    try {
      const result = await open.connection.client.request({ method, params }, ResultSchema, {
        timeout: options.requestTimeoutMs,
        signal: open.connection.closedSignal,
      });
      return { ok: true, result, target: open.target };
    } catch (error) {
      return fail(open.target.scrub(`The server refused ${method}: ${sdkErrorMessage(error)}`).slice(0, 300));
    }
  }

  return {
    async listMcpResources(server) {
      const target = options.lookup(server);
      if (!target) return fail(`No MCP server named "${String(server).slice(0, 64)}" is added.`);
      const { resources, templates, incomplete } = target.features.listing;
      return { ok: true, resources: [...resources], templates: [...templates], incomplete };
    },
    async listMcpPrompts(server) {
      const target = options.lookup(server);
      if (!target) return fail(`No MCP server named "${String(server).slice(0, 64)}" is added.`);
      const { prompts, incomplete } = target.features.listing;
      return { ok: true, prompts: [...prompts], incomplete };
    },
    async readMcpResource({ server, uri }) {
      if (typeof uri !== 'string' || uri.trim() === '') return fail('Give the URI of the resource to read.');
      const answer = await ask(server, 'resources/read', { uri });
      if (!answer.ok) return answer;
      const contents = boundResourceContents(answer.result, uri).map((content) =>
        content.kind === 'text' ? { ...content, text: answer.target.scrub(content.text) } : content,
      );
      if (contents.length === 0) return fail(`The server sent no readable contents for ${cut(uri, 200)}.`);
      return { ok: true, uri: cut(uri, 512), contents };
    },
    async setMcpResourceSubscription({ server, uri, subscribed }) {
      const open = connected(server);
      if (!('target' in open)) return open;
      if (!open.target.features.features?.subscribe)
        return fail(`MCP server "${server}" does not offer resource subscriptions.`);
      const answer = await ask(server, subscribed ? 'resources/subscribe' : 'resources/unsubscribe', { uri });
      return answer.ok ? { ok: true } : answer;
    },
    async completeMcpArgument({ server, ref, argument, context }) {
      const open = connected(server);
      if (!('target' in open)) return open;
      if (!open.target.features.features?.completions) return fail(`MCP server "${server}" offers no completions.`);
      const answer = await ask(server, 'completion/complete', {
        ref,
        argument,
        ...(context && Object.keys(context).length > 0 ? { context: { arguments: context } } : {}),
      });
      if (!answer.ok) return answer;
      const completion = isRecord(answer.result.completion) ? answer.result.completion : {};
      const values = isUnknownArray(completion.values) ? completion.values : [];
      return {
        ok: true,
        values: values
          .filter((value): value is string => typeof value === 'string')
          .slice(0, MAX_COMPLETIONS)
          .map((value) => cut(value, MAX_COMPLETION_CHARS)),
        hasMore: completion.hasMore === true || values.length > MAX_COMPLETIONS,
      };
    },
    async getMcpPrompt({ server, name, arguments: args }) {
      const answer = await ask(server, 'prompts/get', { name, arguments: isRecord(args) ? args : {} });
      if (!answer.ok) return answer;
      const messages = boundPromptMessages(answer.result).map((message) => ({
        ...message,
        text: answer.target.scrub(message.text),
      }));
      const description = answer.result.description;
      return {
        ok: true,
        messages,
        ...(typeof description === 'string' && description !== ''
          ? { description: boundText(answer.target.scrub(description), 1_000).text }
          : {}),
      };
    },
    async setMcpRoots({ server, roots }) {
      const target = options.lookup(server);
      if (!target) return fail(`No MCP server named "${String(server).slice(0, 64)}" is added.`);
      const read = readRoots(roots);
      if (!read.ok) return read;
      target.features.roots = read.roots;
      target.setRoots(read.roots);
      const connection = target.connection;
      if (connection && !connection.closedSignal.aborted) {
        try {
          await connection.client.sendRootsListChanged();
        } catch (error) {
          return fail(target.scrub(`The roots were kept, but telling the server failed: ${sdkErrorMessage(error)}`));
        }
      }
      return { ok: true };
    },
    async listMcpLogs(server): Promise<McpLogEntry[]> {
      return [...(options.lookup(server)?.features.logs ?? [])];
    },
    async setMcpHooks(hooks) {
      options.setHooks(hooks);
    },
  };
}
