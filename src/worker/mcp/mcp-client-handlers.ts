/**
 * The client side of an MCP session: the capabilities the console declares and the handlers for what a
 * server sends it (MCP spec 2025-06-18 client/roots, server/tools and server/resources and
 * server/prompts "List Changed Notification", server/resources "Subscriptions",
 * server/utilities/logging). Each handler hands the server's params to a hook; none keeps them.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import {
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
}

/** The client capabilities the console declares in `initialize`. */
export function clientCapabilities(): Record<string, Record<string, unknown>> {
  return { roots: { listChanged: true } };
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
  client.setRequestHandler(ListRootsRequestSchema, () => ({
    roots: hooks.roots().map((uri) => ({ uri, name: rootName(uri) })),
  }));
}
