/**
 * Reads evidence out of FOUND observations (what the model read, never a raw result): citation ids with
 * their snippets, which the offline model answers from and the release step checks citations and quotes
 * against (cited-passages.ts). Shape-tolerant by design: it reads JSON results (`{ hits: [{ citation,
 * title, snippet }] }`-like objects at any depth) and `parts` results (citations written as `[id]` in
 * text). Pure.
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
    if (typeof value === 'string') readInline(value, callId, out);
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

function readInline(text: string, callId: string, out: EvidenceItem[]): void {
  const matches = [...text.matchAll(INLINE_CITATION)];
  matches.forEach((match, i) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = matches[i + 1]?.index ?? text.length;
    out.push({ citation: match[1] ?? '', text: text.slice(start, end).trim(), callId });
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
