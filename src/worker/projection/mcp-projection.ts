/**
 * The MCP projection (DESIGN.md §4.2, §4.4): a `CallToolResult` → `{ parts, structured? }`, sanitized,
 * redacted (when on), binary parts within `maxImageBytes`, text + structured within
 * `maxObservationTextBytes`. Content text stays primary: `structuredContent` is kept beside it as
 * `structured`, never substituted (case 35). Also used for `isError` results (the boundary puts the
 * projected result in the error observation). Never throws on tool-provided data.
 */
import type { ObservationNote, PartsResult, ResultPart } from '../../contract';
import { utf8ByteLength } from '../../contract';
import { boundTexts } from './bound-text';
import { declareEvidence } from './declare-evidence';
import { convertContentBlock } from './mcp-content-blocks';
import { jsonBytes, observationTextBytes } from './measure-text';
import type { ProjectedResult, ProjectorContext } from './projection-types';
import {
  binaryOverBudgetNote,
  emptyResultNote,
  invalidBlockNotes,
  sanitizedNote,
  truncatedNote,
} from './projection-notes';
import { emptyRedactionCounts, redactText, redactValue, redactionNote } from './redact';
import { sanitizeValue } from './sanitize';
import { formatCount } from './utf8-cut';

/**
 * Projects an MCP `CallToolResult`.
 *
 * @param result the parsed raw result (`{ content?: ContentBlock[], structuredContent?, isError? }`)
 * @param context budgets: `maxObservationTextBytes` (UTF-8 bytes, marker included), `maxImageBytes`
 *   (decoded bytes over all binary parts)
 * @param redaction true to redact text parts, resource texts, resource_link names/descriptions and
 *   `structured` (before bounding; see redact.ts)
 * @returns a ProjectedResult of kind `parts`; notes SANITIZED, REDACTED, INVALID_CONTENT_BLOCK,
 *   BINARY_OVER_BUDGET, TRUNCATED, EMPTY_RESULT as they apply
 * @see DESIGN.md §4.2 "Bounding"; MCP spec 2025-06-18, server/tools "Tool Result"
 */
export function projectMcpResult(result: unknown, context: ProjectorContext, redaction: boolean): ProjectedResult {
  const notes: ObservationNote[] = [];
  const sanitized = sanitizeValue(result);
  if (sanitized.replaced > 0) notes.push(sanitizedNote(sanitized.replaced));
  const value = sanitized.value;
  const record =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;

  let truncated = false;
  const invalid: { index: number; reason: string }[] = [];
  let parts: ResultPart[] = [];
  const content = record?.content;
  if (Array.isArray(content)) {
    content.forEach((block, index) => {
      const converted = convertContentBlock(block);
      truncated ||= converted.truncated;
      if (converted.invalid) invalid.push({ index, reason: converted.invalid });
      parts.push(converted.part);
    });
  } else if (record !== undefined && content === undefined && typeof record.text === 'string') {
    // A plain-text raw the boundary wrapped as { text } (DESIGN §4.4) reads as one text part.
    parts.push({ type: 'text', text: record.text });
  } else if (value !== null && value !== undefined && (record === undefined || content !== undefined)) {
    const reason =
      record === undefined ? 'the result is not an MCP CallToolResult object' : '`content` is not an array';
    parts.push({
      type: 'placeholder',
      replaces: 'result',
      reason: 'invalid_block',
      text: `[invalid result omitted: ${reason}]`,
    });
    invalid.push({ index: 0, reason });
    truncated = true;
  }
  let structured = record?.structuredContent;

  if (redaction) {
    const counts = emptyRedactionCounts();
    parts = parts.map((part) => redactPart(part, counts));
    if (structured !== undefined) structured = redactValue(structured, counts);
    const note = redactionNote(counts);
    if (note) notes.push(note);
  }
  notes.push(...invalidBlockNotes(invalid));
  if (parts.length === 0 && structured === undefined) notes.push(emptyResultNote());

  const originalBytes = observationTextBytes(withStructured(parts, structured));
  const binary = boundBinary(parts, context.maxImageBytes);
  parts = binary.parts;
  notes.push(...binary.notes);
  truncated ||= binary.notes.length > 0;

  const text = boundText(parts, structured, context.maxObservationTextBytes);
  if (text.note) notes.push(text.note);
  truncated ||= text.cut;

  const agentResult = withStructured(text.parts, text.structured);
  return {
    agentResult,
    evidenceStatus: declareEvidence(agentResult, 'parts'),
    kind: 'parts',
    truncated,
    originalBytes,
    textBytes: observationTextBytes(agentResult),
    notes,
  };
}

function withStructured(parts: ResultPart[], structured: unknown): PartsResult {
  return structured === undefined ? { parts } : { parts, structured };
}

function redactPart(part: ResultPart, counts: ReturnType<typeof emptyRedactionCounts>): ResultPart {
  if (part.type === 'text' || part.type === 'resource') return { ...part, text: redactText(part.text, counts) };
  if (part.type === 'resource_link') {
    return {
      ...part,
      ...(part.name === undefined ? {} : { name: redactText(part.name, counts) }),
      ...(part.description === undefined ? {} : { description: redactText(part.description, counts) }),
    };
  }
  return part;
}

/** Keeps binary parts in order while their decoded bytes fit `maxImageBytes`; the rest → placeholders. */
function boundBinary(parts: ResultPart[], maxImageBytes: number): { parts: ResultPart[]; notes: ObservationNote[] } {
  let used = 0;
  const notes: ObservationNote[] = [];
  const out = parts.map((part): ResultPart => {
    if (part.type !== 'image' && part.type !== 'audio') return part;
    if (used + part.decoded_bytes <= maxImageBytes) {
      used += part.decoded_bytes;
      return part;
    }
    notes.push(binaryOverBudgetNote(part.mime_type, part.decoded_bytes, maxImageBytes));
    return {
      type: 'placeholder',
      replaces: part.type,
      reason: 'over_budget',
      text: `[${part.type} ${part.mime_type} of ${formatCount(part.decoded_bytes)} bytes omitted for size: the binary budget is ${formatCount(maxImageBytes)} bytes]`,
      mime_type: part.mime_type,
      decoded_bytes: part.decoded_bytes,
    };
  });
  return { parts: out, notes };
}

interface BoundedText {
  parts: ResultPart[];
  structured: unknown;
  cut: boolean;
  note?: ObservationNote;
}

/**
 * DESIGN §4.2: when text + structured exceed the budget, `structured` becomes a placeholder naming its
 * size first (dropped when even that does not fit), then the text is cut head + tail across the parts.
 */
function boundText(parts: ResultPart[], structured: unknown, budget: number): BoundedText {
  const total = observationTextBytes(withStructured(parts, structured));
  if (total <= budget) return { parts, structured, cut: false };
  let kept = structured;
  let structuredBytes = 0;
  if (structured !== undefined) {
    const size = jsonBytes(structured);
    kept = `[structured content omitted: ${formatCount(size)} bytes of JSON did not fit the ${formatCount(budget)}-byte text budget]`;
    structuredBytes = jsonBytes(kept);
    if (structuredBytes > budget) {
      kept = undefined;
      structuredBytes = 0;
    }
  }
  const slots: number[] = [];
  parts.forEach((part, index) => {
    if ('text' in part && typeof part.text === 'string') slots.push(index);
  });
  const texts = slots.map((index) => (parts[index] as { text: string }).text);
  const textBytes = texts.reduce((sum, text) => sum + utf8ByteLength(text), 0);
  const what =
    structured === undefined ? 'Text was cut head + tail' : 'Structured content was replaced by a placeholder';
  if (textBytes + structuredBytes <= budget) {
    return { parts, structured: kept, cut: true, note: truncatedNote(what, total, budget) };
  }
  const bounded = boundTexts(texts, budget - structuredBytes);
  const replaced = new Map<number, string | undefined>();
  slots.forEach((partIndex, slot) => replaced.set(partIndex, bounded.texts[slot]));
  const out: ResultPart[] = [];
  parts.forEach((part, index) => {
    if (!replaced.has(index)) out.push(part);
    else if (replaced.get(index) !== undefined) out.push({ ...part, text: replaced.get(index) } as ResultPart);
  });
  const message =
    structured === undefined
      ? `Text was cut head + tail: ${formatCount(bounded.omittedBytes)} bytes omitted at the marker`
      : `Structured content was replaced by a placeholder and text was cut head + tail: ${formatCount(bounded.omittedBytes)} bytes omitted at the marker`;
  return { parts: out, structured: kept, cut: true, note: truncatedNote(message, total, budget) };
}
