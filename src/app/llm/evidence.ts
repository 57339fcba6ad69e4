/**
 * Reads evidence out of FOUND observations (what the model read, never a raw result): citation ids with
 * their snippets, which the offline model answers from and the release step checks citations and quotes
 * against (cited-passages.ts). Shape-tolerant by design: it reads JSON results (`{ hits: [{ citation,
 * title, snippet }] }`-like objects at any depth, also when a text part holds them whole) and `parts`
 * results (citations written as `[id]` in text, before or after their passages). Pure.
 */
import type { ModelObservation, OkObservation } from '../../contract';

/** One cited passage found in an observation. */
export interface EvidenceItem {
  /** The citation id exactly as the observation spells it (e.g. `sqlite:wal#3`). */
  citation: string;
  /** The passage text (snippet) next to it; may be empty. */
  text: string;
  title?: string;
  /** The section heading, when the result gives one apart from the title. */
  heading?: string;
  /** The tool_call_id of the observation. */
  callId: string;
}

const CITATION_KEYS = ['citation', 'citation_id', 'cite', 'cite_id', 'ref'];
const ID_KEYS = ['id', 'doc_id', 'page_id'];
const TEXT_KEYS = ['snippet', 'text', 'excerpt', 'passage', 'content', 'quote', 'summary'];
const TITLE_KEYS = ['title', 'heading', 'page_title', 'name'];
const HEADING_KEYS = ['heading', 'section'];
/** A bracketed citation inside text: `[word:word#3]`-like, no whitespace. */
const INLINE_CITATION = /\[([^\s[\]]+[:#][^\s[\]]*)\]/g;
const MAX_DEPTH = 32;
/** What may follow a citation that closes its passage: punctuation and white space only. */
const TRAILING_PUNCTUATION = /^[\s.,;:!?)]*$/;
const LEADING_PUNCTUATION = /^[\s.,;:!?)]+/;

/** True when an observation is `ok` with `evidence_status: 'FOUND'`. */
export function isFoundObservation(observation: ModelObservation): observation is OkObservation {
  return observation.status === 'ok' && observation.evidence_status === 'FOUND';
}

function firstString(record: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return undefined;
}

function citationOf(record: Record<string, unknown>): string | undefined {
  const explicit = firstString(record, CITATION_KEYS);
  if (explicit && !/\s/.test(explicit)) return explicit.replace(/^\[|\]$/g, '');
  const id = firstString(record, ID_KEYS);
  if (id && /[:#]/.test(id) && !/\s/.test(id)) return id;
  return undefined;
}

function walk(value: unknown, depth: number, callId: string, out: EvidenceItem[]): void {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') {
    if (typeof value === 'string') readText(value, depth, callId, out);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, depth + 1, callId, out);
    return;
  }
  const record = value as Record<string, unknown>;
  const citation = citationOf(record);
  if (citation) {
    const text = firstString(record, TEXT_KEYS) ?? '';
    const title = firstString(record, TITLE_KEYS);
    const heading = firstString(record, HEADING_KEYS);
    out.push({ citation, text, title, heading: heading !== title ? heading : undefined, callId });
    return;
  }
  for (const member of Object.values(record)) walk(member, depth + 1, callId, out);
}

/** The JSON object or array a text holds whole (an MCP tool's JSON written as a text part), if any. */
function jsonIn(text: string): object | undefined {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed) || !/[\]}]$/.test(trimmed)) return undefined;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return parsed !== null && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A text: JSON held whole is read as JSON; otherwise its inline `[id]` citations (`readInline`). */
function readText(text: string, depth: number, callId: string, out: EvidenceItem[]): void {
  const json = jsonIn(text);
  if (json !== undefined) walk(json, depth + 1, callId, out);
  else readInline(text, callId, out);
}

/**
 * Inline citations: each id's passage is the text up to the next id (`[id] passage [id] passage`), or,
 * when text comes before the first id and nothing but punctuation after the last, the text since the
 * previous id (`passage [id]. passage [id].`).
 */
function readInline(text: string, callId: string, out: EvidenceItem[]): void {
  const matches = [...text.matchAll(INLINE_CITATION)];
  const first = matches[0];
  const last = matches.at(-1);
  if (!first || !last) return;
  const trailing =
    text.slice(0, first.index).trim().length > 0 && TRAILING_PUNCTUATION.test(text.slice(last.index + last[0].length));
  matches.forEach((match, i) => {
    const previous = matches[i - 1];
    const start = trailing ? (previous ? previous.index + previous[0].length : 0) : match.index + match[0].length;
    const end = trailing ? match.index : (matches[i + 1]?.index ?? text.length);
    const passage = text.slice(start, end).replace(LEADING_PUNCTUATION, '').trim();
    out.push({ citation: match[1] ?? '', text: passage, callId });
  });
}

/**
 * Returns the cited passages of one observation, in the order they appear; none unless it is FOUND.
 */
export function extractEvidence(observation: ModelObservation): EvidenceItem[] {
  if (!isFoundObservation(observation)) return [];
  const out: EvidenceItem[] = [];
  walk(observation.result, 0, observation.tool_call_id, out);
  return out;
}

/** Collapses runs of whitespace to one space and trims (quotes are compared this way). */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
