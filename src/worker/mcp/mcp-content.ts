/**
 * What a server sent as resource contents or prompt messages, bounded and redacted in the worker before
 * anything crosses to the page (MCP spec 2025-06-18 server/resources "Reading Resources", server/prompts
 * "Getting a Prompt"; DESIGN.md §4.2 bounding, §4.4 redaction). Text: a window of the head and tail is
 * redacted, then cut head + tail to MAX_RESOURCE_TEXT_BYTES (so a 100 MB text costs a 100 MB scan for
 * its size only); binary: its decoded size and MIME type, and a `data:` thumbnail for a small raster image.
 */
import {
  countOf,
  isRecord,
  isUnknownArray,
  MAX_RESOURCE_TEXT_BYTES,
  MAX_THUMBNAIL_BYTES,
  type McpPromptMessage,
  type McpResourceContent,
  utf8ByteLength,
} from '../../contract';
import { cutString } from '../projection/bound-json';
import { decodedBase64Bytes } from '../projection/mcp-content-blocks';
import { emptyRedactionCounts, redactText } from '../projection/redact';
import { cut } from './mcp-lists';

/** Most content items of one read, and messages of one prompt, passed on. */
const MAX_ITEMS = 20;
/** Raster images shown as thumbnails (never SVG, which is a document). */
const THUMBNAIL_MIME = /^image\/(png|jpeg|gif|webp)$/i;

/**
 * Redacts and bounds one text.
 *
 * @param text the text as the server sent it (any length)
 * @param maxBytes the bound in UTF-8 bytes
 * @returns the text to show, its original UTF-8 size, whether it was cut, and how many secrets were replaced
 */
export function boundText(
  text: string,
  maxBytes = MAX_RESOURCE_TEXT_BYTES,
): { text: string; bytes: number; truncated: boolean; redacted: number } {
  const bytes = utf8ByteLength(text);
  // Only the head and tail can survive the cut, so only they are redacted (a window 4× the bound).
  const window = maxBytes * 2;
  const windowed = text.length > window * 2 ? `${text.slice(0, window)}\n${text.slice(-window)}` : text;
  const counts = emptyRedactionCounts();
  const redacted = redactText(windowed, counts);
  const bounded = bytes > maxBytes ? cutString(redacted, maxBytes) : { text: redacted, cut: false };
  const replaced = counts.email + counts.bearer_token + counts.api_key + counts.secret;
  return { text: bounded.text, bytes, truncated: bounded.cut || windowed !== text, redacted: replaced };
}

/** Decoded bytes of a base64 blob: exact for small ones, from the length for large ones (no 100 MB scan). */
function blobBytes(blob: string): number {
  if (blob.length <= (MAX_THUMBNAIL_BYTES * 4) / 3 + 4) return decodedBase64Bytes(blob) ?? 0;
  const padding = blob.endsWith('==') ? 2 : blob.endsWith('=') ? 1 : 0;
  return Math.floor(blob.length / 4) * 3 - padding;
}

/** One `contents[]` item of `resources/read`, bounded; undefined for an item with neither text nor blob. */
export function boundResourceContent(item: unknown, fallbackUri: string): McpResourceContent | undefined {
  if (!isRecord(item)) return undefined;
  const uri = cut(typeof item.uri === 'string' ? item.uri : fallbackUri, 512);
  const mime = typeof item.mimeType === 'string' ? { mimeType: cut(item.mimeType, 128) } : {};
  if (typeof item.text === 'string') return { kind: 'text', uri, ...mime, ...boundText(item.text) };
  if (typeof item.blob !== 'string') return undefined;
  const bytes = blobBytes(item.blob);
  const mimeType = typeof item.mimeType === 'string' ? item.mimeType.trim() : '';
  const thumbnail =
    THUMBNAIL_MIME.test(mimeType) && bytes <= MAX_THUMBNAIL_BYTES && decodedBase64Bytes(item.blob) !== undefined
      ? `data:${mimeType.toLowerCase()};base64,${item.blob}`
      : undefined;
  return { kind: 'binary', uri, ...mime, bytes, ...(thumbnail ? { thumbnail } : {}) };
}

/** A `resources/read` result's contents, bounded (at most 20 items). */
export function boundResourceContents(result: unknown, uri: string): McpResourceContent[] {
  const contents = isRecord(result) && isUnknownArray(result.contents) ? result.contents : [];
  const out: McpResourceContent[] = [];
  for (const item of contents.slice(0, MAX_ITEMS)) {
    const bounded = boundResourceContent(item, uri);
    if (bounded) out.push(bounded);
  }
  return out;
}

/**
 * One content block of a prompt message as text: text as is; an embedded text resource with its URI;
 * anything else named in brackets (`[image image/png, 1,024 bytes]`), never passed raw.
 */
function blockText(block: unknown): string {
  if (!isRecord(block)) return '[content that is not an object]';
  if (block.type === 'text' && typeof block.text === 'string') return block.text;
  if (block.type === 'resource' && isRecord(block.resource)) {
    const resource = block.resource;
    const uri = typeof resource.uri === 'string' ? resource.uri : 'resource';
    if (typeof resource.text === 'string') return `[resource ${uri}]\n${resource.text}`;
    const size = typeof resource.blob === 'string' ? `, ${countOf(blobBytes(resource.blob), 'byte')}` : '';
    return `[resource ${uri}: binary${size}]`;
  }
  if (block.type === 'resource_link' && typeof block.uri === 'string') return `[resource link ${block.uri}]`;
  if ((block.type === 'image' || block.type === 'audio') && typeof block.data === 'string') {
    const mime = typeof block.mimeType === 'string' ? ` ${block.mimeType}` : '';
    return `[${block.type}${mime}, ${countOf(blobBytes(block.data), 'byte')}]`;
  }
  return `[${typeof block.type === 'string' ? block.type : 'unknown'} content]`;
}

/** A `prompts/get` result's messages as bounded text (at most 20; roles other than user/assistant skipped). */
export function boundPromptMessages(result: unknown): McpPromptMessage[] {
  const messages = isRecord(result) && isUnknownArray(result.messages) ? result.messages : [];
  const out: McpPromptMessage[] = [];
  for (const message of messages.slice(0, MAX_ITEMS)) {
    if (!isRecord(message) || (message.role !== 'user' && message.role !== 'assistant')) continue;
    const blocks = isUnknownArray(message.content) ? message.content : [message.content];
    out.push({ role: message.role, text: boundText(blocks.map(blockText).join('\n')).text });
  }
  return out;
}
