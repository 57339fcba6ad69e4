/**
 * Draft → Release (DESIGN §6, seed 000 §5): the model's final text is a draft; this step checks every
 * citation against the evidence of the run's FOUND observations, and the whole answer against the
 * question, before the text is shown as the answer. Every provider's draft goes through it.
 *
 * Rules (decision, documented here):
 * - A citation is a bracketed group `[id]` or `[id1, id2]` whose ids contain no whitespace; `[text](url)`
 *   (a Markdown link) and bracketed prose are left as text.
 * - An id is found when it appears (as a substring) in a string value of the `result` of at least one
 *   FOUND observation of the run (`status: 'ok'`, `evidence_status: 'FOUND'`) — what the model read,
 *   never a raw result. Else `citation-not-found`.
 * - Where the draft quotes text in double quotes ("…" or “…”) directly before the citation (only
 *   whitespace, an ellipsis marking a cut, or one punctuation mark between), the quote must appear,
 *   whitespace-normalized, in a string value of a FOUND observation that holds that id. Else
 *   `quote-not-found`.
 * - The citing sentence (`citingSentence`; the quote taken out) must be about what the quote says, or,
 *   without a quote, about what the cited passage says (`claimRelevance`: shared content terms over a
 *   threshold). Else `claim-unrelated`.
 * - A bare quote (`- "…" [id]`, a citing sentence that claims nothing) that restricts a how-to's answer ("The column may not have a default value of CURRENT_TIME …") supports it only when the line
 *   labels it a caveat ("Caveat:") or the direct answer itself denies; else `claim-unrelated`.
 * - A bare quote (its line claims nothing but the quote, a "Caveat:" label aside) must be about what the
 *   question asks (`quoteOffQuestion`: half of the question's focus, firmly, in the quote and its
 *   passage's title and heading). Else `off-question`.
 * - A citation is supported only when none of these fails; the verdict on the whole answer
 *   (`judgeAnswer`) reads the supported citations' sentences only, knowing which of them are in the
 *   direct answer (the first paragraph with a found citation).
 * Pure.
 */
import type { ModelObservation } from '../../contract';
import type { AnswerSegment, ReleasedAnswer } from '../store';
import { judgeAnswer, type SupportedSentence } from './answer-verdict';
import {
  citingSentence,
  claimRelevance,
  claimTerms,
  quoteOffQuestion,
  SHORT_QUOTE_TERMS,
  type QuestionView,
} from './citation-relevance';
import { collectStrings, extractEvidence, isFoundObservation, normalizeSpace } from './evidence';
import { RESTRICTS } from './language/forms';
import { focusConcepts } from './language/focus';
import { detectIntents } from './language/intent';

const CITATION_GROUP = /\[([^[\]\n]{1,200})\](?!\()/g;
const QUOTE_BEFORE = /["“]([^"“”]{1,2000})["”][…]?\s*[,.;:]?\s*$/;

/**
 * What the release step checks against: each FOUND observation's strings, each id's passage text, and
 * each id's title and heading.
 */
interface Evidence {
  strings: string[][];
  passages: Map<string, string>;
  headings: Map<string, string>;
}

function collectEvidence(observations: readonly ModelObservation[]): Evidence {
  const found = observations.filter(isFoundObservation);
  const passages = new Map<string, string>();
  const headings = new Map<string, string>();
  for (const observation of found)
    for (const item of extractEvidence(observation)) {
      const id = item.citation.replace(/^\[|\]$/g, '');
      const text = [item.title, item.heading, item.text].filter(Boolean).join(' ');
      passages.set(id, `${passages.get(id) ?? ''} ${text}`);
      headings.set(id, [item.title, item.heading].filter(Boolean).join(' '));
    }
  return { strings: found.map((o) => collectStrings(o.result).map(normalizeSpace)), passages, headings };
}

type CitationSegment = Extract<AnswerSegment, { kind: 'citation' }>;

/**
 * The off-question check of a supported citation (see the module rules): a bare quote that is not
 * about what was asked becomes unsupported with reason `off-question` and its focus counts.
 */
function checkOnQuestion(
  segment: CitationSegment,
  claim: string,
  heading: string,
  asked: QuestionView,
): CitationSegment {
  if (!segment.supported || segment.quote === undefined || claimTerms(claim).length > 0) return segment;
  const found = quoteOffQuestion(segment.quote, heading, asked);
  if (!found.off) return segment;
  return { ...segment, supported: false, reason: 'off-question', shared: found.covered, total: found.total };
}

function idsOf(group: string): string[] | undefined {
  const ids = group.split(/\s*[,;]\s*/).map((id) => id.trim());
  return ids.every((id) => id.length > 0 && !/\s/.test(id)) ? ids : undefined;
}

/**
 * Checks one citation id, its quote (if any) and its citing sentence against the evidence.
 *
 * @returns the citation segment with `supported` and, when unsupported, the `reason`
 */
export function checkCitation(
  id: string,
  quote: string | undefined,
  evidence: readonly string[][],
  claim = '',
  passage = '',
): Extract<AnswerSegment, { kind: 'citation' }> {
  const holders = evidence.filter((strings) => strings.some((s) => s.includes(id)));
  if (holders.length === 0) return { kind: 'citation', id, supported: false, reason: 'citation-not-found', quote };
  if (quote !== undefined) {
    const wanted = normalizeSpace(quote);
    if (!holders.some((strings) => strings.some((s) => s.includes(wanted))))
      return { kind: 'citation', id, supported: false, reason: 'quote-not-found', quote };
  }
  const source = passage || holders.flat().join(' ');
  const short = quote !== undefined && claimTerms(quote).length <= SHORT_QUOTE_TERMS;
  const relevance = claimRelevance(claim, quote === undefined ? source : short ? `${quote} ${source}` : quote);
  if (!relevance.related)
    return {
      kind: 'citation',
      id,
      supported: false,
      reason: 'claim-unrelated',
      quote,
      shared: relevance.shared,
      total: relevance.total,
    };
  return { kind: 'citation', id, supported: true, quote };
}

/** Negated verbs of a direct answer that says no ("It is not possible …", "No: …"). */
const LEAD_DENIES = /^\s*No\b|\b(?:is|are|does|do|can) not\b|\bcannot\b/;

/**
 * Whether a bare quote (its citing sentence claims nothing: `- "…" [id]`) restricts a how-to's answer (not
 * a why question's, where a failure is the cause) without saying so: the quote restricts (`RESTRICTS`: "may not", "only works if" …), the line
 * does not label it a caveat ("Caveat:"), and the direct answer does not itself deny. Such a quote is
 * not about what the answer says (`claim-unrelated`).
 */
function restrictsUnlabelled(claim: string, quote: string, howTo: boolean, lead: string): boolean {
  if (!howTo || claimTerms(claim).length > 0 || /\bcaveats?\b/i.test(claim)) return false;
  return RESTRICTS.test(quote) && !LEAD_DENIES.test(lead);
}

/**
 * Where the direct answer ends: the end of the first paragraph (text up to a blank line) that holds a
 * citation found in the evidence; the draft's length when it has no blank line after one.
 */
function leadEndOf(draft: string, evidence: readonly string[][]): number {
  let start = 0;
  for (const paragraph of draft.split(/(\n\s*\n)/)) {
    const end = start + paragraph.length;
    const found = [...paragraph.matchAll(CITATION_GROUP)].some((match) =>
      (idsOf(match[1] ?? '') ?? []).some((id) => evidence.some((strings) => strings.some((s) => s.includes(id)))),
    );
    if (found) return end;
    start = end;
  }
  return draft.length;
}

/**
 * Releases a draft: splits it into text and citation segments, marks each citation, and judges the answer.
 *
 * @param draft the model's final text
 * @param observations the run's observations (only FOUND ones count as evidence)
 * @param question the question the draft answers (for the verdict)
 * @returns the segments with supported/unsupported counts and the verdict
 */
export function releaseAnswer(draft: string, observations: readonly ModelObservation[], question = ''): ReleasedAnswer {
  const evidence = collectEvidence(observations);
  const segments: AnswerSegment[] = [];
  const sentences: SupportedSentence[] = [];
  const leadEnd = leadEndOf(draft, evidence.strings);
  const intents = detectIntents(question);
  const howTo = intents.includes('how-to') && !intents.includes('why');
  const asked: QuestionView = {
    question,
    focus: question.trim() ? focusConcepts(question, undefined, intents) : [],
  };
  let cursor = 0;
  let supported = 0;
  let unsupported = 0;
  for (const match of draft.matchAll(CITATION_GROUP)) {
    const ids = idsOf(match[1] ?? '');
    const start = match.index ?? 0;
    if (!ids) continue;
    const before = draft.slice(cursor, start);
    const quoteMatch = QUOTE_BEFORE.exec(before);
    const quote = quoteMatch?.[1];
    const claim = citingSentence(quoteMatch ? before.slice(0, quoteMatch.index) : before);
    if (before.length > 0) segments.push({ kind: 'text', text: before });
    let any = false;
    const uncaveated = quote !== undefined && restrictsUnlabelled(claim, quote, howTo, draft.slice(0, leadEnd));
    for (const id of ids) {
      const checked = checkCitation(id, quote, evidence.strings, claim, evidence.passages.get(id));
      const segment: typeof checked =
        checked.supported && uncaveated
          ? { ...checked, supported: false, reason: 'claim-unrelated', shared: 0, total: claimTerms(quote).length }
          : checkOnQuestion(checked, claim, evidence.headings.get(id) ?? '', asked);
      segments.push(segment);
      if (segment.supported) {
        supported++;
        any = true;
      } else unsupported++;
    }
    if (any) sentences.push({ claim, quote, citations: ids, lead: start < leadEnd });
    cursor = start + match[0].length;
  }
  if (cursor < draft.length) segments.push({ kind: 'text', text: draft.slice(cursor) });
  return { segments, supported, unsupported, verdict: judgeAnswer(question, sentences, observations) };
}
