/**
 * Draft → Release (DESIGN §6, seed 000 §5): the model's final text is a draft; this step checks every
 * citation against the evidence of the run's FOUND observations before the text is shown as the answer.
 *
 * Rules (decision, documented here):
 * - A citation is a bracketed group `[id]` or `[id1, id2]` whose ids contain no whitespace; `[text](url)`
 *   (a Markdown link) and bracketed prose are left as text.
 * - An id is supported when it appears (as a substring) in a string value of the `result` of at least one
 *   FOUND observation of the run (`status: 'ok'`, `evidence_status: 'FOUND'`) — what the model read,
 *   never a raw result.
 * - Where the draft quotes text in double quotes ("…" or “…”) directly before the citation (only
 *   whitespace, an ellipsis marking a cut, or one punctuation mark between), the quote must also appear, whitespace-normalized, in a
 *   string value of a FOUND observation that holds that id; otherwise the citation is unsupported with
 *   reason `quote-not-found`.
 * Pure.
 */
import type { ModelObservation } from '../../contract';
import type { AnswerSegment, ReleasedAnswer } from '../store';
import { collectStrings, isFoundObservation, normalizeSpace } from './evidence';

const CITATION_GROUP = /\[([^[\]\n]{1,200})\](?!\()/g;
const QUOTE_BEFORE = /["“]([^"“”]{1,2000})["”][…]?\s*[,.;:]?\s*$/;

/** The searchable evidence of one FOUND observation: its string values, whitespace-normalized. */
function evidenceStrings(observations: readonly ModelObservation[]): string[][] {
  return observations.filter(isFoundObservation).map((o) => collectStrings(o.result).map(normalizeSpace));
}

function idsOf(group: string): string[] | undefined {
  const ids = group.split(/\s*[,;]\s*/).map((id) => id.trim());
  return ids.every((id) => id.length > 0 && !/\s/.test(id)) ? ids : undefined;
}

/**
 * Checks one citation id (and its quote, if any) against the evidence.
 *
 * @returns the citation segment with `supported` and, when unsupported, the `reason`
 */
function checkCitation(id: string, quote: string | undefined, evidence: readonly string[][]): AnswerSegment {
  const holders = evidence.filter((strings) => strings.some((s) => s.includes(id)));
  if (holders.length === 0) return { kind: 'citation', id, supported: false, reason: 'citation-not-found', quote };
  if (quote !== undefined) {
    const wanted = normalizeSpace(quote);
    if (!holders.some((strings) => strings.some((s) => s.includes(wanted))))
      return { kind: 'citation', id, supported: false, reason: 'quote-not-found', quote };
  }
  return { kind: 'citation', id, supported: true, quote };
}

/**
 * Releases a draft: splits it into text and citation segments and marks each citation.
 *
 * @param draft the model's final text
 * @param observations the run's observations (only FOUND ones count as evidence)
 * @returns the segments with supported/unsupported counts
 */
export function releaseAnswer(draft: string, observations: readonly ModelObservation[]): ReleasedAnswer {
  const evidence = evidenceStrings(observations);
  const segments: AnswerSegment[] = [];
  let cursor = 0;
  let textStart = 0;
  let supported = 0;
  let unsupported = 0;
  for (const match of draft.matchAll(CITATION_GROUP)) {
    const ids = idsOf(match[1] ?? '');
    const start = match.index ?? 0;
    if (!ids) continue;
    const before = draft.slice(textStart, start);
    const quote = QUOTE_BEFORE.exec(draft.slice(cursor, start))?.[1];
    if (before.length > 0) segments.push({ kind: 'text', text: before });
    for (const id of ids) {
      const segment = checkCitation(id, quote, evidence);
      segments.push(segment);
      if (segment.kind === 'citation' && segment.supported) supported++;
      else unsupported++;
    }
    cursor = start + match[0].length;
    textStart = cursor;
  }
  if (textStart < draft.length) segments.push({ kind: 'text', text: draft.slice(textStart) });
  return { segments, supported, unsupported };
}
