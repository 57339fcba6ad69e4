/**
 * Writes the offline model's final answer from the evidence it read: a direct answer first (one to three
 * sentences from the passages, chosen by what the question asks, each citing its passage as
 * `[citation id]`, see `offline-lead.ts`), then "Supporting quotes": up to three more sentences quoted
 * verbatim in double quotes (`offline-quotes.ts`; a restriction labelled "Caveat:"), each followed by its
 * citation and the page title. When the evidence does
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
import { collectPassages, evidenceAnswers, passagesCover, scoreUnits } from './offline-evidence';
import { composeLead, openYesNo, type LeadSentence } from './offline-lead';
import { chooseQuotes, isCaveat } from './offline-quotes';

/** The one sentence the offline model answers with when its evidence does not answer the question. */
export const DECLINE = 'The documents I can search do not answer this.';
/** The sentence that opens a direct answer none of whose sentences is about the whole question's focus. */
export const PARTIAL = 'The documents I can search answer this only in part.';

const MAX_QUOTE_CHARS = 300;

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
  const quotes = chooseQuotes(units, lead, { question, focus, intents }).map((u) => {
    const { quote, cut } = quoteOf(u.unit.text);
    const title = u.passage.heading || u.passage.title;
    const caveat = isCaveat(u.unit.text, intents, lead) ? 'Caveat: ' : '';
    return `- ${caveat}"${quote}"${cut ? '…' : ''} [${u.passage.citation}]${title ? ` (${title})` : ''}`;
  });
  const body = [...(partial ? [PARTIAL] : []), ...lead.map(sentenceOf)].join(' ');
  return quotes.length > 0 ? `${head}${body}\n\nSupporting quotes:\n${quotes.join('\n')}` : `${head}${body}`;
}
