/**
 * Draft → Release (DESIGN §6, seed 000 §5): the model's final text is a draft; this step checks every
 * citation against the evidence of the run's FOUND observations, and the whole answer against the
 * question, before the text is shown as the answer. Every provider's draft goes through it.
 *
 * Rules (decision, documented here):
 * - A citation is a bracketed group `[id]` or `[id1, id2]` whose ids contain no whitespace; `[text](url)`
 *   (a Markdown link) and bracketed prose are left as text.
 * - An id is found only when an evidence item of a FOUND observation of the run (`status: 'ok'`,
 *   `evidence_status: 'FOUND'`; what the model read, never a raw result) carries exactly that citation id
 *   (`findPassage`, cited-passages.ts: brackets and white space trimmed, case kept). A prefix of an id,
 *   a word that occurs in an observation, or `[1]` is not an id. Else `citation-not-found`. A bracketed
 *   group with no letter or digit (`[…]`, an elision mark) is text, not a citation.
 * - Where the draft quotes text in double quotes ("…" or “…”) directly before the citation (only
 *   whitespace, an ellipsis marking a cut, or one punctuation mark between), the quote must appear in
 *   THAT id's passage (`quoteInPassage`: whitespace-normalised, typographic quotes read as straight
 *   ones, an ellipsis inside the quote cutting it into fragments that must appear in order). A quote
 *   from another passage, even of the same observation, does not count. Else `quote-not-found`.
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
import { collectCitedPassages, findPassage, quoteInPassage, type CitedPassages } from './cited-passages';
import { RESTRICTS } from './language/forms';
import { focusConcepts } from './language/focus';
import { detectIntents } from './language/intent';

const CITATION_GROUP = /\[([^[\]\n]{1,200})\](?!\()/g;
const QUOTE_BEFORE = /["“]([^"“”]{1,2000})["”][…]?\s*[,.;:]?\s*$/;

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

/** The ids of a bracketed group, or undefined when it is no citation (prose, an elision mark `[…]`). */
function idsOf(group: string): string[] | undefined {
  const ids = group.split(/\s*[,;]\s*/).map((id) => id.trim());
  return ids.every((id) => id.length > 0 && !/\s/.test(id) && /[\p{L}\p{N}]/u.test(id)) ? ids : undefined;
}

/**
 * Checks one citation id, its quote (if any) and its citing sentence against the run's cited passages.
 *
 * @param id the cited id as written in the draft (without brackets)
 * @param quote the quote directly before the citation, if any
 * @param passages the run's passages by id (`collectCitedPassages`)
 * @param claim the citing sentence, quote taken out
 * @returns the citation segment with `supported` and, when unsupported, the `reason`
 *   (`citation-not-found`, `quote-not-found` or `claim-unrelated`)
 */
export function checkCitation(
  id: string,
  quote: string | undefined,
  passages: CitedPassages,
  claim = '',
): Extract<AnswerSegment, { kind: 'citation' }> {
  const passage = findPassage(passages, id);
  if (!passage) return { kind: 'citation', id, supported: false, reason: 'citation-not-found', quote };
  if (quote !== undefined && !quoteInPassage(quote, passage))
    return { kind: 'citation', id, supported: false, reason: 'quote-not-found', quote };
  const short = quote !== undefined && claimTerms(quote).length <= SHORT_QUOTE_TERMS;
  const source = passage.text;
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
function leadEndOf(draft: string, passages: CitedPassages): number {
  let start = 0;
  for (const paragraph of draft.split(/(\n\s*\n)/)) {
    const end = start + paragraph.length;
    const found = [...paragraph.matchAll(CITATION_GROUP)].some((match) =>
      (idsOf(match[1] ?? '') ?? []).some((id) => findPassage(passages, id) !== undefined),
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
  const passages = collectCitedPassages(observations);
  const segments: AnswerSegment[] = [];
  const sentences: SupportedSentence[] = [];
  const leadEnd = leadEndOf(draft, passages);
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
      const checked = checkCitation(id, quote, passages, claim);
      const segment: typeof checked =
        checked.supported && uncaveated
          ? { ...checked, supported: false, reason: 'claim-unrelated', shared: 0, total: claimTerms(quote).length }
          : checkOnQuestion(checked, claim, findPassage(passages, id)?.heading ?? '', asked);
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
