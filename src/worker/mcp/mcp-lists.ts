/**
 * The resource, resource-template and prompt lists of a server (MCP spec 2025-06-18 server/resources
 * "Listing Resources", "Resource Templates", server/prompts "Listing Prompts", basic/utilities/pagination):
 * every page followed by `nextCursor` (at most 100 pages, MAX_LISTED entries), each entry read into a
 * bounded info (strings cut, a malformed entry skipped). The server's own objects never leave this module.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import {
  MAX_LISTED,
  isRecord,
  isUnknownArray,
  type McpPromptInfo,
  type McpResourceInfo,
  type McpResourceTemplateInfo,
} from '../../contract';
import type { McpServerFeatures } from '../../contract/mcp-api';

/** Longest name, title or URI kept, in UTF-16 units. */
const MAX_NAME = 512;
/** Longest description kept, in UTF-16 units. */
const MAX_DESCRIPTION = 1_000;
const MAX_PAGES = 100;

/** Everything a server lists beyond tools. */
export interface FeatureListing {
  resources: McpResourceInfo[];
  templates: McpResourceTemplateInfo[];
  prompts: McpPromptInfo[];
  /** A list stopped at the page or entry bound. */
  incomplete: boolean;
}

/** Cuts `text` to `max` UTF-16 units with an ellipsis. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function optionalText(record: Record<string, unknown>, key: string, max: number): Record<string, string> {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? { [key]: cut(value, max) } : {};
}

/**
 * Lists one kind of item, page by page.
 *
 * @param method `resources/list`, `resources/templates/list` or `prompts/list`
 * @param key the result's array member (`resources`, `resourceTemplates`, `prompts`)
 * @returns the items as sent and whether a bound stopped the listing
 * @throws the SDK's error for a failed request; an Error for a page without the array or a repeated cursor
 */
async function listAll(
  client: Client,
  method: string,
  key: string,
  timeoutMs: number,
): Promise<{ items: unknown[]; incomplete: boolean }> {
  const items: unknown[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await client.request({ method, params: cursor === undefined ? {} : { cursor } }, ResultSchema, {
      timeout: timeoutMs,
    });
    const listed = (result as Record<string, unknown>)[key];
    if (!isUnknownArray(listed)) throw new Error(`The server answered ${method} without a ${key} array.`);
    items.push(...listed);
    if (items.length >= MAX_LISTED) return { items: items.slice(0, MAX_LISTED), incomplete: true };
    const next = (result as { nextCursor?: unknown }).nextCursor;
    if (typeof next !== 'string' || next === '') return { items, incomplete: false };
    if (seen.has(next)) throw new Error(`The server repeated a ${method} cursor (a pagination loop).`);
    seen.add(next);
    cursor = next;
  }
  return { items, incomplete: true };
}

/** A listed resource as a bounded info, or undefined when it has no string `uri`. */
export function readResourceInfo(item: unknown): McpResourceInfo | undefined {
  if (!isRecord(item) || typeof item.uri !== 'string') return undefined;
  return {
    uri: cut(item.uri, MAX_NAME),
    name: cut(typeof item.name === 'string' ? item.name : item.uri, MAX_NAME),
    ...optionalText(item, 'title', MAX_NAME),
    ...optionalText(item, 'description', MAX_DESCRIPTION),
    ...optionalText(item, 'mimeType', 128),
    ...(typeof item.size === 'number' && Number.isFinite(item.size) && item.size >= 0 ? { size: item.size } : {}),
  };
}

/** The variable names of an RFC 6570 template (`{a}`, `{+a}`, `{?a,b}`, `{a*}`, `{a:3}`), in order, once each. */
export function templateVariables(uriTemplate: string): string[] {
  const names: string[] = [];
  for (const match of uriTemplate.matchAll(/\{([^}]*)\}/g)) {
    const body = (match[1] ?? '').replace(/^[+#./;?&]/, '');
    for (const part of body.split(',')) {
      const name = part.replace(/(\*|:\d+)$/, '').trim();
      if (name && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** A listed template as a bounded info, or undefined when it has no string `uriTemplate`. */
export function readTemplateInfo(item: unknown): McpResourceTemplateInfo | undefined {
  if (!isRecord(item) || typeof item.uriTemplate !== 'string') return undefined;
  const uriTemplate = cut(item.uriTemplate, MAX_NAME);
  return {
    uriTemplate,
    name: cut(typeof item.name === 'string' ? item.name : uriTemplate, MAX_NAME),
    ...optionalText(item, 'title', MAX_NAME),
    ...optionalText(item, 'description', MAX_DESCRIPTION),
    ...optionalText(item, 'mimeType', 128),
    variables: templateVariables(uriTemplate).slice(0, 20),
  };
}

/** A listed prompt as a bounded info, or undefined when it has no string `name`. */
export function readPromptInfo(item: unknown): McpPromptInfo | undefined {
  if (!isRecord(item) || typeof item.name !== 'string') return undefined;
  const args = isUnknownArray(item.arguments) ? item.arguments : [];
  return {
    name: cut(item.name, MAX_NAME),
    ...optionalText(item, 'title', MAX_NAME),
    ...optionalText(item, 'description', MAX_DESCRIPTION),
    arguments: args
      .filter((arg): arg is Record<string, unknown> => isRecord(arg) && typeof arg.name === 'string')
      .slice(0, 20)
      .map((arg) => ({
        name: cut(String(arg.name), 128),
        ...optionalText(arg, 'description', MAX_DESCRIPTION),
        required: arg.required === true,
      })),
  };
}

/** The features a server's `initialize` capabilities announce. */
export function featuresOf(capabilities: Record<string, unknown> | undefined): McpServerFeatures {
  const resources = capabilities?.resources;
  return {
    resources: resources !== undefined,
    subscribe: isRecord(resources) && resources.subscribe === true,
    prompts: capabilities?.prompts !== undefined,
    completions: capabilities?.completions !== undefined,
    logging: capabilities?.logging !== undefined,
  };
}

function readAll<T>(items: unknown[], read: (item: unknown) => T | undefined): T[] {
  const out: T[] = [];
  for (const item of items) {
    const info = read(item);
    if (info) out.push(info);
  }
  return out;
}

/**
 * Lists resources, templates and prompts, as far as the server offers them.
 *
 * @returns the bounded lists (empty for a feature the server does not offer)
 * @throws the first failed request's error
 */
export async function listFeatures(
  client: Client,
  features: McpServerFeatures,
  timeoutMs: number,
): Promise<FeatureListing> {
  const none = { items: [] as unknown[], incomplete: false };
  const [resources, templates, prompts] = await Promise.all([
    features.resources ? listAll(client, 'resources/list', 'resources', timeoutMs) : none,
    features.resources ? listAll(client, 'resources/templates/list', 'resourceTemplates', timeoutMs) : none,
    features.prompts ? listAll(client, 'prompts/list', 'prompts', timeoutMs) : none,
  ]);
  return {
    resources: readAll(resources.items, readResourceInfo),
    templates: readAll(templates.items, readTemplateInfo),
    prompts: readAll(prompts.items, readPromptInfo),
    incomplete: resources.incomplete || templates.incomplete || prompts.incomplete,
  };
}
