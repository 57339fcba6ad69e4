/**
 * McpFeatureApi — MCP beyond tools, as the worker exposes it beside McpApi (MCP spec 2025-06-18
 * server/resources, server/prompts, server/utilities/completion, server/utilities/logging, client/roots).
 * Pure types. Everything a server sends reaches the page only as these bounded, redacted shapes: text cut
 * to `MAX_RESOURCE_TEXT_BYTES`, binary as its size and MIME type (a thumbnail only for a small image),
 * names and descriptions cut, lists capped. Every method resolves with data and never rejects.
 */

import type { ElicitationSchema, ElicitationValue } from './elicitation-schema';

/** Longest resource text the page receives, in UTF-8 bytes (cut head + tail with a marker). */
export const MAX_RESOURCE_TEXT_BYTES = 16_384;
/** Largest image (decoded bytes) sent to the page as a thumbnail `data:` URL. */
export const MAX_THUMBNAIL_BYTES = 65_536;
/** Most entries of one list (resources, templates, prompts) kept per server. */
export const MAX_LISTED = 500;
/** Most log entries kept per server (oldest dropped first). */
export const MAX_LOG_ENTRIES = 200;

/** A resource as listed (`resources/list`). */
export interface McpResourceInfo {
  uri: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  /** The size the server declared, in bytes. */
  size?: number;
}

/** A resource template as listed (`resources/templates/list`), with its RFC 6570 variable names. */
export interface McpResourceTemplateInfo {
  uriTemplate: string;
  name: string;
  title?: string;
  description?: string;
  mimeType?: string;
  /** Variable names of the template, in order of first appearance. */
  variables: string[];
}

/** One argument of a prompt. */
export interface McpPromptArgumentInfo {
  name: string;
  description?: string;
  required: boolean;
}

/** A prompt as listed (`prompts/list`). */
export interface McpPromptInfo {
  name: string;
  title?: string;
  description?: string;
  arguments: McpPromptArgumentInfo[];
}

/** A failed request, in plain words (scrubbed of header values). */
export interface McpFailure {
  ok: false;
  reason: string;
}

/** The resources and templates of a server. `incomplete`: a list stopped at its page or entry bound. */
export type McpResourceListing =
  { ok: true; resources: McpResourceInfo[]; templates: McpResourceTemplateInfo[]; incomplete: boolean } | McpFailure;

/** The prompts of a server. */
export type McpPromptListing = { ok: true; prompts: McpPromptInfo[]; incomplete: boolean } | McpFailure;

/** One content item of a read resource, bounded. */
export type McpResourceContent =
  | {
      kind: 'text';
      uri: string;
      mimeType?: string;
      /** Redacted, then cut head + tail to MAX_RESOURCE_TEXT_BYTES. */
      text: string;
      /** UTF-8 bytes of the text as the server sent it. */
      bytes: number;
      truncated: boolean;
      /** Secrets replaced by `[REDACTED:<kind>]`. */
      redacted: number;
    }
  | {
      kind: 'binary';
      uri: string;
      mimeType?: string;
      /** Decoded bytes of the blob. */
      bytes: number;
      /** A `data:image/…;base64,` URL for an image of at most MAX_THUMBNAIL_BYTES; absent otherwise. */
      thumbnail?: string;
    };

/** A read resource (`resources/read`): at most 20 content items. */
export type McpResourceRead = { ok: true; uri: string; contents: McpResourceContent[] } | McpFailure;

/** What `completion/complete` is asked about (MCP spec server/utilities/completion). */
export interface McpCompletionRequest {
  server: string;
  ref: { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };
  argument: { name: string; value: string };
  /** Values of the other arguments already filled in. */
  context?: Record<string, string>;
}

/** Suggestions for one argument: at most 100 values, each cut to 256 characters. */
export type McpCompletion = { ok: true; values: string[]; hasMore: boolean } | McpFailure;

/** One message of a prompt, as text (non-text content is named in brackets, never passed raw). */
export interface McpPromptMessage {
  role: 'user' | 'assistant';
  /** Redacted and bounded to MAX_RESOURCE_TEXT_BYTES. */
  text: string;
}

/** A prompt with its arguments filled in (`prompts/get`). */
export type McpPromptResult = { ok: true; description?: string; messages: McpPromptMessage[] } | McpFailure;

/** Log levels of MCP (RFC 5424 severities). */
export type McpLogLevel = 'debug' | 'info' | 'notice' | 'warning' | 'error' | 'critical' | 'alert' | 'emergency';

/** One `notifications/message` of a server, bounded (text ≤ 1,000 characters, redacted). */
export interface McpLogEntry {
  /** Order among the server's entries, from 1. */
  seq: number;
  /** Epoch milliseconds when the worker received it. */
  at: number;
  level: McpLogLevel;
  logger?: string;
  text: string;
}

/**
 * What the worker tells the page about a server besides its state: a log entry, a changed list, an
 * updated (subscribed) resource. Sent through the hooks of `setMcpHooks`.
 */
export type McpNotice =
  | { kind: 'log'; server: string; entry: McpLogEntry }
  | { kind: 'lists-changed'; server: string }
  | { kind: 'resource-updated'; server: string; uri: string };

/** The call a server's request came during (absent when none of the server's calls is in flight). */
export interface McpCallRef {
  runId: string;
  toolCallId: string;
  toolName: string;
  /** How many of the server's calls were in flight (the request is tied to the oldest when several). */
  inFlight: number;
}

/** An `elicitation/create` for the page's dialog (MCP spec 2025-06-18 client/elicitation), bounded. */
export interface McpElicitationRequest {
  id: string;
  server: string;
  call?: McpCallRef;
  /** The server's message (≤ 2,000 characters). */
  message: string;
  mode: 'form' | 'url';
  /** Form mode: the schema, inside the flat subset (checked by `readElicitationSchema`). */
  requestedSchema?: ElicitationSchema;
  /** URL mode: the URL to open (http/https only) and its host. */
  url?: string;
  host?: string;
  /** Time the user has to answer, in milliseconds; then the worker cancels. */
  timeoutMs: number;
}

/** The user's answer to an elicitation. `showValues`: the user opted in to the values in the timeline. */
export type McpElicitationAnswer =
  | { action: 'accept'; content: Record<string, ElicitationValue>; showValues?: boolean }
  | { action: 'decline' }
  | { action: 'cancel' };

/** A `sampling/createMessage` for the page's approval (MCP spec 2025-06-18 client/sampling), bounded. */
export interface McpSamplingRequest {
  id: string;
  server: string;
  call?: McpCallRef;
  /** The messages as text (images and audio named in brackets), each ≤ 16 KiB. */
  messages: { role: 'user' | 'assistant'; text: string }[];
  systemPrompt?: string;
  maxTokens: number;
  temperature?: number;
  /** The first model name hint of `modelPreferences`, if any. */
  modelHint?: string;
  /** Estimated tokens of the request (characters / 4). */
  estimatedTokens: number;
  timeoutMs: number;
}

/** The page's answer: the model's reply after approval, or a refusal (denied, over budget, failed). */
export type McpSamplingAnswer =
  { decision: 'approve'; text: string; model: string } | { decision: 'deny'; reason: string };

/** The page's side of MCP, installed with `setMcpHooks` (a Comlink proxy in the browser). */
export interface McpPageHooks {
  notice(notice: McpNotice): void;
  /** Shows the elicitation dialog; resolves with the user's answer. Absent: every elicitation is cancelled. */
  elicit?(request: McpElicitationRequest): Promise<McpElicitationAnswer>;
  /** Shows the sampling approval, then asks the run's model; absent: every sampling request is refused. */
  sample?(request: McpSamplingRequest): Promise<McpSamplingAnswer>;
}

/** MCP beyond tools; the worker exposes it with HarnessApi & McpApi. */
export interface McpFeatureApi {
  /** The cached resource and template lists (re-listed on `list_changed`). */
  listMcpResources(server: string): Promise<McpResourceListing>;
  /** Reads one resource (bounded in the worker before it crosses). */
  readMcpResource(request: { server: string; uri: string }): Promise<McpResourceRead>;
  /** `resources/subscribe` or `resources/unsubscribe`. */
  setMcpResourceSubscription(request: {
    server: string;
    uri: string;
    subscribed: boolean;
  }): Promise<{ ok: true } | McpFailure>;
  /** Suggestions for a template variable or prompt argument. */
  completeMcpArgument(request: McpCompletionRequest): Promise<McpCompletion>;
  /** The cached prompt list. */
  listMcpPrompts(server: string): Promise<McpPromptListing>;
  /** `prompts/get` with the arguments. */
  getMcpPrompt(request: { server: string; name: string; arguments: Record<string, string> }): Promise<McpPromptResult>;
  /**
   * Replaces the server's roots (`file://` URIs) and sends `notifications/roots/list_changed`.
   * Refuses a URI that is not `file://` and names it.
   */
  setMcpRoots(request: { server: string; roots: string[] }): Promise<{ ok: true } | McpFailure>;
  /** The server's log entries (newest last, at most MAX_LOG_ENTRIES). */
  listMcpLogs(server: string): Promise<McpLogEntry[]>;
  /** Installs the page's hooks (null removes them). */
  setMcpHooks(hooks: McpPageHooks | null): Promise<void>;
}
