/**
 * Writes the offline model's final answer from the evidence it read: a direct answer first (one to three
 * sentences from the passages, chosen by what the question asks, each citing its passage as
 * `[citation id]`, see `offline-lead.ts`), then "Supporting quotes": up to three more sentences quoted
 * verbatim in double quotes, each followed by its citation and the page title. When the evidence does
 * not answer the question (`evidenceAnswers`), the answer is exactly `DECLINE` with no citation; when the direct answer fails the release step's lead check
 * (`checkLead`: about a neighbouring thing), it opens with `PARTIAL` and gives the nearest sentences. The cited passages must cover the concepts of the
 * question's main clause (`mainClauseConcepts`; "after the table exists" is context).
 * Deterministic, pure; nothing is added that the passages do not say.
 */
import type { EvidenceItem } from '../evidence';
import { questionConcepts } from '../language/concepts';
import { detectIntents } from '../language/intent';
import { focusConcepts, mainClauseConcepts } from '../language/focus';
import { checkLead } from '../lead-check';
import { collectPassages, evidenceAnswers, passagesCover, scoreUnits, type ScoredUnit } from './offline-evidence';
import { composeLead, openYesNo, type LeadSentence } from './offline-lead';
import { isSentence } from '../language/sentences';

/** The one sentence the offline model answers with when its evidence does not answer the question. */
export const DECLINE = 'The documents I can search do not answer this.';
/** The sentence that opens a direct answer none of whose sentences is about the whole question's focus. */
export const PARTIAL = 'The documents I can search answer this only in part.';

const MAX_QUOTES = 3;
const MAX_QUOTE_CHARS = 300;
/** A quote must score at least this share of the best remaining unit's score (and of the lead's coverage). */
const QUOTE_FLOOR = 0.5;
/** What being from a passage the direct answer cites adds to a quote's rank. */
const CITED_PASSAGE_BONUS = 0.5;

function sentenceOf(lead: LeadSentence): string {
  return `${lead.text} [${lead.citation}].`;
}

function quoteOf(text: string): { quote: string; cut: boolean } {
  if (text.length <= MAX_QUOTE_CHARS) return { quote: text, cut: false };
  const head = text.slice(0, MAX_QUOTE_CHARS);
  const clause = head.lastIndexOf(', ');
  return { quote: head.slice(0, clause > 120 ? clause : head.lastIndexOf(' ')).replace(/[,;:]$/, ''), cut: true };
}

/**
 * Up to three quotes beside the direct answer: the best-scoring prose units it did not use (none the
 * snippet cut, none repeating a lead sentence, at most two per passage), scoring at least half the best.
 */
function chooseQuotes(units: readonly ScoredUnit[], lead: readonly LeadSentence[]): ScoredUnit[] {
  // A lead sentence in its own words (a yes/no answer) is quoted first, as the passage says it.
  const restated = lead.filter((sentence) => sentence.restates).map((sentence) => sentence.source);
  const used = new Set(lead.filter((sentence) => !sentence.restates).map((sentence) => sentence.source));
  const cited = new Set(lead.map((sentence) => sentence.source.passage));
  // A quote supports the answer: it covers at least half of what the best lead sentence covers, and one
  // from a passage the answer already cites comes first.
  const floorCoverage = Math.max(0, ...lead.map((sentence) => sentence.source.coverage)) * QUOTE_FLOOR;
  const rank = (u: ScoredUnit) => u.base + (cited.has(u.passage) ? CITED_PASSAGE_BONUS : 0);
  const candidates = units
    .filter(
      (u) =>
        u.unit.kind === 'prose' &&
        isSentence(u.unit) &&
        !u.unit.partial &&
        !used.has(u) &&
        u.coverage > 0 &&
        u.coverage >= floorCoverage &&
        !/["“”]/.test(u.unit.text) &&
        !/:\s*$/.test(u.unit.text),
    )
    .sort((left, right) => rank(right) - rank(left) || left.passage.rank - right.passage.rank);
  const floor = (candidates[0] ? rank(candidates[0]) : 0) * QUOTE_FLOOR;
  const quotable = (u: ScoredUnit) => u.unit.kind === 'prose' && !u.unit.partial && !/["“”]/.test(u.unit.text);
  const out: ScoredUnit[] = restated.filter(quotable).slice(0, 1);
  for (const candidate of candidates) {
    if (out.includes(candidate)) continue;
    if (out.length >= MAX_QUOTES || rank(candidate) < floor) break;
    if (out.filter((u) => u.passage === candidate.passage).length >= 2) continue;
    out.push(candidate);
  }
  return out;
}

/**
 * Returns the final answer text.
 *
 * @param question the user's question
 * @param evidence every cited passage read in the run, in reading order (duplicates allowed)
 * @param stopNote why the search stopped early, if the harness said stop (put before the answer)
 */
export function composeAnswer(question: string, evidence: readonly EvidenceItem[], stopNote?: string): string {
  const concepts = questionConcepts(question);
  const passages = collectPassages(evidence);
  const head = stopNote ? `${stopNote}\n\n` : '';
  if (!evidenceAnswers(concepts, passages).answers) return `${head}${DECLINE}`;
  const units = scoreUnits(concepts, passages);
  const intents = detectIntents(question);
  let lead = composeLead(question, intents, concepts, units);
  const cited = [...new Set(lead.filter((s) => s.source.unit.kind === 'prose').map((s) => s.source.passage))];
  const asked = mainClauseConcepts(question, concepts);
  if (lead.length === 0 || !passagesCover(asked, cited, passages)) return `${head}${DECLINE}`;
  const focus = focusConcepts(question, concepts, intents);
  const sentences = lead.map((s) => ({ claim: s.text, citations: [s.citation], lead: true }));
  const partial = !checkLead(question, focus, intents, sentences).ok;
  if (!partial) lead = openYesNo(question, intents, lead);
  const quotes = chooseQuotes(units, lead).map((u) => {
    const { quote, cut } = quoteOf(u.unit.text);
    const title = u.passage.heading || u.passage.title;
    return `- "${quote}"${cut ? '…' : ''} [${u.passage.citation}]${title ? ` (${title})` : ''}`;
  });
  const body = [...(partial ? [PARTIAL] : []), ...lead.map(sentenceOf)].join(' ');
  return quotes.length > 0 ? `${head}${body}\n\nSupporting quotes:\n${quotes.join('\n')}` : `${head}${body}`;
}
