/**
 * The bounded agent_result a projector makes from a raw result (DESIGN.md §4.4), as the model reads it
 * inside an `ok` observation (or an `error` observation for a tool's own error result). Pure types.
 */

/** A text part. Its `text` counts against `maxObservationTextBytes` (UTF-8 bytes). */
export interface TextPart {
  type: 'text';
  text: string;
}

/** A binary part (MCP image or audio), kept whole and base64, never inlined into text. */
export interface BinaryPart {
  type: 'image' | 'audio';
  mime_type: string;
  /** Size of the decoded data, in bytes; counted against `maxImageBytes`, not the text budget. */
  decoded_bytes: number;
  /** The base64 data, byte-identical to what the tool sent. */
  data: string;
}

/** An MCP embedded resource (`type: 'resource'`); `text` counts as text, a blob becomes a placeholder. */
export interface ResourcePart {
  type: 'resource';
  uri: string;
  mime_type?: string;
  text: string;
}

/** An MCP `resource_link`: a pointer the model may ask for, with no content. */
export interface ResourceLinkPart {
  type: 'resource_link';
  uri: string;
  name?: string;
  mime_type?: string;
  description?: string;
}

/**
 * What stands where a part was left out: a binary over `maxImageBytes`, an invalid block, a blob.
 * `text` is a short sentence for the model (counted as text bytes) naming what was omitted and why.
 */
export interface PlaceholderPart {
  type: 'placeholder';
  /** The kind of block that was left out (`image`, `audio`, `resource`, or the block's own type). */
  replaces: string;
  reason: 'over_budget' | 'invalid_block' | 'binary_resource';
  text: string;
  mime_type?: string;
  decoded_bytes?: number;
}

export type ResultPart = TextPart | BinaryPart | ResourcePart | ResourceLinkPart | PlaceholderPart;

/**
 * A `parts` result (the MCP projection and projectors that return content blocks).
 * `structured` is the tool's `structuredContent` (or a placeholder string naming its size when it did
 * not fit the text budget).
 */
export interface PartsResult {
  parts: ResultPart[];
  structured?: unknown;
}

/** Which FOUND rule the control view applies (recorded in the ledger by the projection). */
export type ProjectionKind = 'parts' | 'json';

/** Whether a FOUND observation holds content (DESIGN §4.4); only evidence tools carry it. */
export type EvidenceStatus = 'FOUND' | 'NO_EVIDENCE';

/** True when `value` has the shape of a `PartsResult` (an object with a `parts` array). */
export function isPartsResult(value: unknown): value is PartsResult {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Array.isArray((value as { parts?: unknown }).parts)
  );
}
