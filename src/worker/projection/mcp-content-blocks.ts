/**
 * One MCP content block → one agent_result part (DESIGN.md §4.4; MCP spec 2025-06-18 "Tool Result":
 * text, image, audio, resource, resource_link). Validates what a model must not be fed broken: base64
 * data and a mime type of the block's family. An invalid or unknown block becomes a placeholder part and
 * an INVALID_CONTENT_BLOCK reason; a blob resource becomes a placeholder (binary is never inlined as text).
 * Binary budgets and text bounding are not done here (mcp-projection.ts). Pure.
 */
import type { PlaceholderPart, ResultPart } from '../../contract';
import { utf8ByteLength } from '../../contract';
import { formatCount, utf8Prefix } from './utf8-cut';

/** Longest URI, name, mime type or description kept in a part, in UTF-8 bytes; longer ones are cut. */
export const MAX_FIELD_BYTES = 1024;

/** Result of converting one block. */
export interface ConvertedBlock {
  part: ResultPart;
  /** Why the block was invalid (for the INVALID_CONTENT_BLOCK note), when it was. */
  invalid?: string;
  /** True when a field was cut or the block became a placeholder (counts as truncation). */
  truncated: boolean;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MIME = /^([a-z0-9][a-z0-9!#$&^_.+-]{0,126})\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}(?:\s*;.*)?$/i;

/**
 * Decoded size of standard padded base64 (RFC 4648 §4), in bytes; undefined when `data` is not valid
 * base64 (wrong alphabet, length not a multiple of 4, misplaced padding) or empty.
 */
export function decodedBase64Bytes(data: string): number | undefined {
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data)) return undefined;
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return (data.length / 4) * 3 - padding;
}

/** The mime family (`image` of `image/png`), lower-case; undefined when `mime` is not a mime type. */
export function mimeFamily(mime: unknown): string | undefined {
  if (typeof mime !== 'string') return undefined;
  const match = MIME.exec(mime);
  return match?.[1]?.toLowerCase();
}

/**
 * Converts one MCP content block.
 *
 * @param block the block as the tool sent it (already sanitized and, when on, redacted)
 * @returns the part (`text`, `image`/`audio` with `mime_type`, `decoded_bytes`, byte-identical `data`;
 *   `resource` for text resources; `resource_link`; or a placeholder) and, for an invalid block, the reason
 */
export function convertContentBlock(block: unknown): ConvertedBlock {
  if (block === null || typeof block !== 'object' || Array.isArray(block)) {
    return invalid('unknown', 'a content block is not an object');
  }
  const b = block as Record<string, unknown>;
  switch (b.type) {
    case 'text':
      if (typeof b.text !== 'string') return invalid('text', 'a text block has no string `text`');
      return { part: { type: 'text', text: b.text }, truncated: false };
    case 'image':
    case 'audio':
      return convertBinary(b.type, b);
    case 'resource':
      return convertResource(b.resource);
    case 'resource_link':
      return convertResourceLink(b);
    default:
      return invalid(
        typeof b.type === 'string' ? cut(b.type, 64).text : 'unknown',
        `unknown content block type ${describe(b.type)}`,
      );
  }
}

function convertBinary(type: 'image' | 'audio', b: Record<string, unknown>): ConvertedBlock {
  if (mimeFamily(b.mimeType) !== type) {
    return invalid(type, `an ${type} block's mime type ${describe(b.mimeType)} is not an ${type} type`);
  }
  const decoded = typeof b.data === 'string' ? decodedBase64Bytes(b.data) : undefined;
  if (decoded === undefined) return invalid(type, `an ${type} block's data is not valid base64`);
  const mime = cut(b.mimeType as string, MAX_FIELD_BYTES);
  return { part: { type, mime_type: mime.text, decoded_bytes: decoded, data: b.data as string }, truncated: mime.cut };
}

function convertResource(resource: unknown): ConvertedBlock {
  if (resource === null || typeof resource !== 'object')
    return invalid('resource', 'a resource block has no `resource` object');
  const r = resource as Record<string, unknown>;
  if (typeof r.uri !== 'string') return invalid('resource', 'an embedded resource has no string `uri`');
  const uri = cut(r.uri, MAX_FIELD_BYTES);
  const mime = typeof r.mimeType === 'string' ? cut(r.mimeType, MAX_FIELD_BYTES) : undefined;
  if (typeof r.text === 'string') {
    const part: ResultPart = {
      type: 'resource',
      uri: uri.text,
      ...(mime ? { mime_type: mime.text } : {}),
      text: r.text,
    };
    return { part, truncated: uri.cut || (mime?.cut ?? false) };
  }
  if (typeof r.blob === 'string') {
    const decoded = decodedBase64Bytes(r.blob);
    const size = decoded === undefined ? '' : `, ${formatCount(decoded)} bytes`;
    const part: PlaceholderPart = {
      type: 'placeholder',
      replaces: 'resource',
      reason: 'binary_resource',
      text: `[binary resource ${cut(r.uri, 200).text} (${mime ? cut(mime.text, 100).text : 'no mime type'}${size}) omitted: binary resources are not shown as text]`,
      ...(mime ? { mime_type: mime.text } : {}),
      ...(decoded === undefined ? {} : { decoded_bytes: decoded }),
    };
    return { part, truncated: true };
  }
  return invalid('resource', 'an embedded resource has neither `text` nor `blob`');
}

function convertResourceLink(b: Record<string, unknown>): ConvertedBlock {
  if (typeof b.uri !== 'string') return invalid('resource_link', 'a resource_link block has no string `uri`');
  let truncated = false;
  const field = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const result = cut(value, MAX_FIELD_BYTES);
    truncated ||= result.cut;
    return result.text;
  };
  const uri = field(b.uri) as string;
  const name = field(b.name);
  const mime = field(b.mimeType);
  const description = field(b.description);
  const part: ResultPart = {
    type: 'resource_link',
    uri,
    ...(name === undefined ? {} : { name }),
    ...(mime === undefined ? {} : { mime_type: mime }),
    ...(description === undefined ? {} : { description }),
  };
  return { part, truncated };
}

/** A placeholder part for an invalid block; its text tells the model what was left out and why. */
function invalid(replaces: string, reason: string): ConvertedBlock {
  const part: PlaceholderPart = {
    type: 'placeholder',
    replaces,
    reason: 'invalid_block',
    text: `[invalid ${replaces} block omitted: ${reason}]`,
  };
  return { part, invalid: reason, truncated: true };
}

/** A short, quoted description of a tool-provided value for messages (bounded to 64 bytes). */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(cut(value, 64).text);
  return value === undefined ? '(none)' : typeof value;
}

/** Cuts `text` to `maxBytes` UTF-8 bytes (ending with `…` when cut). */
function cut(text: string, maxBytes: number): { text: string; cut: boolean } {
  if (text.length <= maxBytes / 3 || utf8ByteLength(text) <= maxBytes) return { text, cut: false };
  return { text: `${text.slice(0, utf8Prefix(text, maxBytes - 3).index)}…`, cut: true };
}
