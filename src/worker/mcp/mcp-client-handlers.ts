/**
 * The client side of an MCP session: the capabilities the console declares and the handlers for what a
 * server sends it (MCP spec 2025-06-18 client/roots, server/tools and server/resources and
 * server/prompts "List Changed Notification", server/resources "Subscriptions",
 * server/utilities/logging). Each handler hands the server's params to a hook; none keeps them.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Protocol } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CreateMessageRequestSchema,
  ElicitRequestSchema,
  RequestSchema,
  ListRootsRequestSchema,
  LoggingMessageNotificationSchema,
  PromptListChangedNotificationSchema,
  ResourceListChangedNotificationSchema,
  ResourceUpdatedNotificationSchema,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';

/** What a connection reports to, and asks of, its owner. */
export interface ClientHooks {
  /** `notifications/tools/list_changed`. */
  onToolListChanged(): void;
  /** `notifications/resources/list_changed` or `notifications/prompts/list_changed`. */
  onFeatureListChanged(): void;
  /** `notifications/resources/updated` for a subscribed URI. */
  onResourceUpdated(uri: string): void;
  /** `notifications/message`: level, optional logger, data (any JSON). */
  onLog(params: { level: string; logger?: string; data: unknown }): void;
  /** The roots to answer `roots/list` with (`file://` URIs). */
  roots(): readonly string[];
  /** `elicitation/create`: resolves with the ElicitResult (mcp-interactions.ts). */
  onElicit(params: unknown, signal: AbortSignal): Promise<Record<string, unknown>>;
  /** `sampling/createMessage`: resolves with the CreateMessageResult, or throws the refusal. */
  onSample(params: unknown, signal: AbortSignal): Promise<Record<string, unknown>>;
}

/**
 * `elicitation/create` with its params unchecked: the SDK's own handler would reject a schema outside
 * the flat subset as invalid params before the console could decline it with a reason.
 */
const LooseElicitRequestSchema = ElicitRequestSchema.extend({ params: RequestSchema.shape.params });

/** The client capabilities the console declares in `initialize`. */
export function clientCapabilities(): Record<string, Record<string, unknown>> {
  return { roots: { listChanged: true }, elicitation: { form: {}, url: {} }, sampling: {} };
}

/** A root's `name`: the last path segment of its URI (decoded), or the URI. */
export function rootName(uri: string): string {
  try {
    const segments = new URL(uri).pathname.split('/').filter(Boolean);
    const last = segments[segments.length - 1];
    return last ? decodeURIComponent(last) : uri;
  } catch {
    return uri;
  }
}

/** Installs the handlers on a client before it connects. */
export function installClientHandlers(client: Client, hooks: ClientHooks): void {
  client.setNotificationHandler(ToolListChangedNotificationSchema, () => hooks.onToolListChanged());
  client.setNotificationHandler(ResourceListChangedNotificationSchema, () => hooks.onFeatureListChanged());
  client.setNotificationHandler(PromptListChangedNotificationSchema, () => hooks.onFeatureListChanged());
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (notification) =>
    hooks.onResourceUpdated(notification.params.uri),
  );
  client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) =>
    hooks.onLog({
      level: notification.params.level,
      ...(notification.params.logger !== undefined ? { logger: notification.params.logger } : {}),
      data: notification.params.data,
    }),
  );
  // Protocol's own registration, past the Client's elicitation wrapper (see LooseElicitRequestSchema).
  Protocol.prototype.setRequestHandler.call(
    client,
    LooseElicitRequestSchema,
    (request: { params?: unknown }, extra: { signal: AbortSignal }) => hooks.onElicit(request.params, extra.signal),
  );
  client.setRequestHandler(
    CreateMessageRequestSchema,
    async (request, extra) => (await hooks.onSample(request.params, extra.signal)) as never,
  );
  client.setRequestHandler(ListRootsRequestSchema, () => ({
    roots: hooks.roots().map((uri) => ({ uri, name: rootName(uri) })),
  }));
}
