/**
 * The supporting quotes of the offline model's answer (`offline-answer.ts`): up to three passage sentences
 * beside the direct answer, each about what the question asks, a restriction labelled as a caveat. Pure.
 *
 * Rules (decided here):
 * - A quote the release step would put off the question (`quoteOffQuestion`) is none.
 * - A quote is about the question when it is from a passage the direct answer cites and covers a focus
 *   concept, or it covers every focus concept and its passage's title and heading cover at least half of
 *   them (a sentence about removing entries from a full-text index is not about removing an index); a sentence that only announces a list ("There are advantages and
 *   disadvantages to using WAL") is no quote.
 * - For a default question, a sentence that states the default of something else ("Autocheckpointing is
 *   enabled by default" beside "Is WAL on by default?") is a neighbour's answer: no quote.
 * - A sentence that restricts (`RESTRICTS`: "may not", "cannot", "only works if" …) beside a how-to (not
 *   a why question: there a failure is the cause) whose direct answer does not itself deny is a caveat (`isCaveat`): it is labelled "Caveat:", as
 *   the release step requires of a bare quote that restricts.
 */
import { quoteOffQuestion } from '../citation-relevance';
import type { Concept } from '../language/concepts';
import { defaultSubject, defaultSubjectCovers, RESTRICTS } from '../language/forms';
import { missingFocus } from '../language/focus';
import type { Intent } from '../language/intent';
import { isSentence, unitText } from '../language/sentences';
import type { ScoredUnit } from './offline-evidence';
import type { LeadSentence } from './offline-lead';
import { yesNoOpening } from './offline-yes-no';

const MAX_QUOTES = 3;
/** A quote must score at least this share of the best remaining unit's score (and of the lead's coverage). */
const QUOTE_FLOOR = 0.5;
/** What being from a passage the direct answer cites adds to a quote's rank. */
const CITED_PASSAGE_BONUS = 0.5;

function aboutAsked(
  u: ScoredUnit,
  asked: { question: string; focus: readonly Concept[]; intents: readonly Intent[] },
  cited: ReadonlySet<ScoredUnit['passage']>,
): boolean {
  const text = unitText(u.unit);
  if (/\badvantages and disadvantages\b/i.test(text)) return false;
  if (
    asked.intents.includes('default') &&
    defaultSubject(text) !== undefined &&
    !defaultSubjectCovers(text, asked.focus)
  )
    return false;
  // The release step's check of a bare quote (`quoteOffQuestion`): a quote it would reject is none.
  if (quoteOffQuestion(text, `${u.passage.title} ${u.passage.heading}`, asked).off) return false;
  const missing = missingFocus(asked.focus, text).length;
  if (cited.has(u.passage)) return missing < asked.focus.length;
  const headed = missingFocus(asked.focus, `${u.passage.title} ${u.passage.heading}`).length;
  return missing === 0 && headed <= Math.floor(asked.focus.length / 2);
}

/** Whether a quote restricts a how-to's answer that does not itself deny (see the module rules). */
export function isCaveat(text: string, intents: readonly Intent[], lead: readonly LeadSentence[]): boolean {
  if (!intents.includes('how-to') || intents.includes('why')) return false;
  const denies = lead.some((sentence) => yesNoOpening('', sentence.text) === 'No');
  return !denies && RESTRICTS.test(text);
}

/**
 * Up to three quotes beside the direct answer: the best-scoring prose units it did not use (none the
 * snippet cut, none repeating a lead sentence, at most two per passage), scoring at least half the best.
 */
export function chooseQuotes(
  units: readonly ScoredUnit[],
  lead: readonly LeadSentence[],
  asked: { question: string; focus: readonly Concept[]; intents: readonly Intent[] },
): ScoredUnit[] {
  // A lead sentence in its own words (a yes/no answer) is quoted first, as the passage says it.
  const restated = lead.filter((sentence) => sentence.restates).map((sentence) => sentence.source);
  const used = new Set(
    lead.filter((sentence) => !sentence.restates).flatMap((sentence) => [sentence.source, ...(sentence.sources ?? [])]),
  );
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
        !/:\s*$/.test(u.unit.text) &&
        aboutAsked(u, asked, cited),
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
