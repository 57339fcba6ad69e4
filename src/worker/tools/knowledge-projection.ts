/**
 * The projector of `lookup_knowledge`: raw hit list (full section texts, worker only) → the bounded,
 * citable snippets the model reads. Pure.
 */
import { utf8ByteLength } from '../../contract/byte-length';
import type { ProjectorContext, ProjectorOutput } from '../projection/projection-types';
import { expandErrorMessages } from './error-messages';
import { queryTerms } from './query-terms';
import { bestSnippet } from './snippet';
import { sectionSnippet } from './section-extract';

/** One raw hit: a whole section, as the index returned it. Never leaves the worker. */
export interface KnowledgeRawHit {
  /** Citation id without brackets, e.g. `sqlite:wal#overview`. */
  id: string;
  pageId: string;
  title: string;
  heading: string;
  url: string;
  /** MiniSearch relevance (higher is better). */
  score: number;
  /** The full section text. */
  text: string;
}

/** The raw result of one lookup: the query, how many sections matched, and the ranked hits. */
export interface KnowledgeRawResult {
  query: string;
  total: number;
  hits: KnowledgeRawHit[];
}

/** One projected result: what the model may cite (`citation`, verbatim) and read (`snippet`). */
export interface KnowledgeResultItem {
  /** `[sqlite:<pageId>#<anchor>]`: stable, unique; the release step checks final-answer citations against it. */
  citation: string;
  title: string;
  heading: string;
  url: string;
  snippet: string;
}

/**
 * The agent_result of `lookup_knowledge` (projection kind `json`) when something matched. When nothing
 * matched the agent_result is an empty array `[]` instead: DESIGN §4.4's FOUND rule counts any non-empty
 * object as content, so `{ query, results: [] }` would be derived FOUND by the control view and fail the
 * dual-source check against a declared NO_EVIDENCE.
 */
export interface KnowledgeAgentResult {
  query: string;
  results: KnowledgeResultItem[];
}

/** Results shown when the input gives no `limit` (the input schema allows 1–10). */
const DEFAULT_RESULT_LIMIT = 5;

/**
 * Share of `maxObservationTextBytes` this projector aims to use: it stays well under the observation
 * bound so the generic bounding never has to cut a citation in half.
 */
const BUDGET_SHARE = 0.75;

/** The `limit` of the call's input, clamped to 1–10; `DEFAULT_RESULT_LIMIT` when absent. */
function resultLimit(input: unknown): number {
  const limit = (input as { limit?: unknown } | null)?.limit;
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return DEFAULT_RESULT_LIMIT;
  return Math.min(10, Math.max(1, Math.floor(limit)));
}

/** Most results one page may fill before other pages get a turn (broader evidence for the model). */
const MAX_PER_PAGE = 2;

/**
 * The hits to show: rank order, at most `MAX_PER_PAGE` per page while other pages have hits; when
 * that leaves fewer than `limit`, the skipped hits fill up in rank order.
 */
function pickHits(hits: readonly KnowledgeRawHit[], limit: number): KnowledgeRawHit[] {
  const perPage = new Map<string, number>();
  const picked = hits
    .filter((hit) => {
      const count = perPage.get(hit.pageId) ?? 0;
      perPage.set(hit.pageId, count + 1);
      return count < MAX_PER_PAGE;
    })
    .slice(0, limit);
  if (picked.length < limit) {
    const rest = hits.filter((hit) => !picked.includes(hit)).slice(0, limit - picked.length);
    return hits.filter((hit) => picked.includes(hit) || rest.includes(hit));
  }
  return picked;
}

/** Checks the raw's shape (the boundary hands the parsed raw JSON); throws → PROJECTION_FAILED. */
function readRaw(raw: unknown): KnowledgeRawResult {
  const value = raw as Partial<KnowledgeRawResult> | null;
  if (typeof value?.query !== 'string' || !Array.isArray(value.hits)) {
    throw new Error('lookup_knowledge: raw result lacks query or hits');
  }
  return value as KnowledgeRawResult;
}

/**
 * Projects a lookup's raw result.
 * Takes the raw `{ query, total, hits }` and the projector context (the input's `limit`, the text budget
 * in UTF-8 bytes); returns `{ agentResult: { query, results }, evidenceStatus, kind: 'json' }` with at
 * most `limit` results in rank order (at most 2 per page while other pages matched), each snippet the whole section when it is short, else an extract of its sentences that hold the query terms (`sectionSnippet`, ≤ 900 characters). When the
 * whole would pass 75 % of `maxObservationTextBytes`, results are dropped from the end, then the last
 * snippet is shortened; FOUND. No hits → `agentResult: []` and NO_EVIDENCE.
 */
export function projectKnowledgeResult(raw: unknown, context: ProjectorContext): ProjectorOutput {
  const { query, hits } = readRaw(raw);
  const terms = [...new Set([...queryTerms(query), ...expandErrorMessages(query)])];
  const results: KnowledgeResultItem[] = pickHits(hits, resultLimit(context.input)).map((hit) => ({
    citation: `[${hit.id}]`,
    title: hit.title,
    heading: hit.heading,
    url: hit.url,
    snippet: sectionSnippet(hit.text, terms),
  }));
  const budget = Math.floor(context.maxObservationTextBytes * BUDGET_SHARE);
  const agentResult: KnowledgeAgentResult = { query, results };
  const size = () => utf8ByteLength(JSON.stringify(agentResult));
  while (results.length > 1 && size() > budget) results.pop();
  const last = results[results.length - 1];
  while (last && size() > budget && last.snippet.length > 0) {
    const over = size() - budget;
    const keep = Math.max(0, last.snippet.length - Math.max(16, over));
    last.snippet = keep >= 20 ? bestSnippet(last.snippet, terms, keep) : '';
  }
  if (results.length === 0) return { agentResult: [], evidenceStatus: 'NO_EVIDENCE', kind: 'json' };
  return { agentResult, evidenceStatus: 'FOUND', kind: 'json' };
}
