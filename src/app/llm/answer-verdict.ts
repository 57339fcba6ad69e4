/**
 * The release step's verdict on a whole answer (`final-answer[data-answers-question]`): does it answer
 * the question? Judged from the supported sentences only (each supported citation's claim and quote),
 * against the question's concepts (`questionConcepts`) and what it asks (`detectIntents`).
 *
 * Thresholds (decided here):
 * - `yes`: the direct answer (the first paragraph) is about the asked thing, not a neighbouring one
 *   (`checkLead`: it covers the question's focus concepts, and its figure or statement comes from a
 *   passage it cites for them); the supported sentences add at least `MIN_NEW_TERMS` (2) content terms
 *   the question does not contain; and they serve every intent: a how-to or fix names a statement form
 *   (SQL, pragma, API, shell command) the question did not (a fix may instead name a remedy: avoid,
 *   set, use, retry …), and a how-to shows it written out (`codeForms`: a statement with its operands,
 *   a pragma, an API call, a dot-command or a code example — a keyword phrase such as "the RENAME COLUMN
 *   TO syntax" names the form without giving its syntax, so it does not serve a how-to), and that form
 *   shows every focus concept the vocabulary names a statement for (`showsFocus`); a limit gives a figure the question did not; a question that
 *   asks when ("When should I run PRAGMA optimize?", `asksWhen`) a direct-answer sentence that says when
 *   to do the asked thing (`statesWhen`, language/conditions.ts: a time, an event or a situation in a
 *   sentence whose main clause names the focus — "Applications that desire more control can run …"
 *   says who, not when), a should-question a condition or recommendation (`CONDITION_CUE`); a trade-off question the side asked for (an advantage and a disadvantage when it asks
 *   for both; a when/should question with a trade-off asks for both), and when a passage the run read
 *   lists that side ("But there are also disadvantages: 1. …"), `MIN_LISTED` (3) of its items, each
 *   carried by `ITEM_SHARE` (60 %) of its words (one page_size caveat is not the WAL page's
 *   disadvantages); a why question a cause of the asked symptom (`coversSymptom`: the direct answer's sentences that give it share
 *   `SYMPTOM_SHARE`, 50 %, of the symptom's terms, and name the asked thing in the question's own
 *   words, `namesFocusHeads`: a vocabulary synonym such as EXPLAIN QUERY PLAN for "use my index" is not it); a limit's figure is of the asked thing
 *   (`figureAboutFocus`, via `checkLead`); a what-is question a definition; a default question a sentence that states a default
 *   with its value (`DEFAULT_STATED`: "is turned off by default", "the default setting … is OFF"); a yes/no
 *   question (`asksYesNo`: "Does SQLite support RIGHT JOIN?", "Can I use SQLite on an NFS share?") a
 *   direct-answer sentence about the focus that says yes or no (`givesYesNo`: opens with Yes/No, or says
 *   can, cannot, supports, avoid … — "This is because fcntl() locking is broken" explains, it does not
 *   answer); a comparison that names its compared things a direct-answer sentence that states a
 *   difference relating them all (`statesDifference`, language/contrast.ts: every compared thing and
 *   contrast wording — unlike, whereas, but, instead, prevents, only, the difference; two separate
 *   definitions are `partly`, the reason naming the missing contrast), one that names no pair
 *   `YES_COVERAGE` (60 %) of the question. The share of all
 *   the question's concepts covered is reported but does not decide `yes`: "The default setting for
 *   SQLITE_MAX_COLUMN is 2000" answers "the maximum number of columns in a table" without saying
 *   "maximum", "number" or "table".
 * - `partly`: not all of the above, with a supported sentence about some focus concept and either a
 *   direct answer that passes `checkLead` or coverage of at least `PARTLY_COVERAGE` (30 %) (the reason
 *   names what is missing; echoing the question's words without new terms is at most `partly`).
 * - `no`: no supported citation; no supported sentence about any focus concept; or coverage under
 *   `PARTLY_COVERAGE` with a direct answer that fails `checkLead`.
 * - A request to the note tools (`action`) is `yes` when a non-evidence tool call of the run succeeded,
 *   else `no`; it needs no citation.
 * Pure.
 */
import type { ModelObservation } from '../../contract';
import type { AnswerVerdict } from '../store';
import { coverage, coverageText, covers, questionConcepts } from './language/concepts';
import { detectIntents } from './language/intent';
import { contentTerms, termSet } from './language/terms';
import { focusConcepts, missingFocus } from './language/focus';
import { checkLead, leadProblem } from './lead-check';
import { asksYesNo, givesYesNo } from './language/polarity';
import type { ListPassage } from './language/tradeoff-lists';
import { extractEvidence, isFoundObservation } from './evidence';
import { NEEDS, serves, type SupportedSentence } from './answer-serves';

export const PARTLY_COVERAGE = 0.3;
export const MIN_NEW_TERMS = 2;
export { MIN_LISTED, YES_COVERAGE } from './answer-serves';
export type { SupportedSentence } from './answer-serves';

/** The title and heading of each passage the run read, by citation. */
function headingsOf(observations: readonly ModelObservation[]): Map<string, string> {
  const headings = new Map<string, string>();
  for (const item of observations.filter(isFoundObservation).flatMap((o) => extractEvidence(o)))
    headings.set(item.citation, `${item.title ?? ''} ${item.heading ?? ''}`);
  return headings;
}

/** Passages of the run's FOUND observations, merged by citation. */
function passagesOf(observations: readonly ModelObservation[]): ListPassage[] {
  const byId = new Map<string, { title: string; heading: string; texts: string[] }>();
  for (const item of observations.filter(isFoundObservation).flatMap((o) => extractEvidence(o))) {
    const passage = byId.get(item.citation) ?? { title: item.title ?? '', heading: item.heading ?? '', texts: [] };
    passage.texts.push(item.text);
    byId.set(item.citation, passage);
  }
  return [...byId.values()];
}

/**
 * Judges a released answer.
 *
 * @param question the user's question
 * @param supported the claims (and quotes) of the answer's supported citations
 * @param observations the run's observations (a successful non-evidence call serves an `action`)
 */
export function judgeAnswer(
  question: string,
  supported: readonly SupportedSentence[],
  observations: readonly ModelObservation[],
): AnswerVerdict {
  const intents = detectIntents(question);
  if (intents.includes('action')) {
    const done = observations.some((o) => o.status === 'ok' && o.evidence_status === undefined);
    return done
      ? { answersQuestion: 'yes', reason: 'Did what was asked: the tool call succeeded.', coverage: 1 }
      : { answersQuestion: 'no', reason: 'Not done: no tool call for the request succeeded.', coverage: 0 };
  }
  if (supported.length === 0)
    return {
      answersQuestion: 'no',
      reason: 'Does not answer: no sentence of it cites supporting evidence.',
      coverage: 0,
    };
  const concepts = questionConcepts(question);
  const text = supported.map((s) => [s.claim, s.quote ?? ''].join(' ')).join(' ');
  const view = coverageText(text);
  const share = coverage(concepts, view);
  const covered = concepts.filter((concept) => covers(concept, view)).map((concept) => concept.label);
  const asked = termSet(contentTerms(question));
  const added = contentTerms(text).filter((term) => !asked.has(term)).length;
  const focus = focusConcepts(question, concepts, intents);
  const unserved = intents.filter(
    (intent) =>
      !serves(intent, { text, question, concepts, focus, sentences: supported, passages: passagesOf(observations) }),
  );
  const percent = Math.round(share * 100);
  const marked = supported.some((s) => s.lead !== undefined);
  const headings = headingsOf(observations);
  const lead = checkLead(
    question,
    focus,
    intents,
    supported.map((s, i) => ({
      ...s,
      citations: s.citations ?? [`#${i}`],
      lead: marked ? s.lead === true : true,
      heading: (s.citations ?? []).map((id) => headings.get(id) ?? '').join(' '),
    })),
  );
  const about =
    covered.length > 0 ? `covers ${covered.join(', ')} (${percent} % of the question)` : 'covers none of the question';
  if (!lead.ok && (share < PARTLY_COVERAGE || !lead.anyFocus))
    return {
      answersQuestion: 'no',
      reason: `Does not answer: its supported sentences ${about.replace(/^covers/, 'cover')}.`,
      coverage: share,
    };
  if (added < MIN_NEW_TERMS)
    return {
      answersQuestion: 'partly',
      reason: `Partly answers: it repeats the question's words without adding an answer (${about}).`,
      coverage: share,
    };
  // A yes/no question is answered by a direct-answer sentence about the focus that says yes or no.
  const noYesNo =
    asksYesNo(question, intents) &&
    !supported.some(
      (s) =>
        (!marked || s.lead === true) &&
        givesYesNo(s.claim || (s.quote ?? '')) &&
        missingFocus(focus, `${s.claim} ${s.quote ?? ''}`).length === 0,
    );
  if (unserved.length > 0 || !lead.ok || noYesNo) {
    const missing = [...unserved.map((intent) => NEEDS[intent].missing), ...(noYesNo ? ['yes or no'] : [])].join(
      ' or ',
    );
    const gaps = [missing ? `gives no ${missing}` : '', lead.ok ? '' : leadProblem(lead)].filter(Boolean);
    return {
      answersQuestion: 'partly',
      reason: `Partly answers: ${about}${gaps.length > 0 ? `, but ${gaps.join(' and ')}` : ''}.`,
      coverage: share,
    };
  }
  const gives = intents.map((intent) => NEEDS[intent].given).join(', ');
  return {
    answersQuestion: 'yes',
    reason: `Answers the question: ${about}${gives ? `, and gives ${gives}` : ''}.`,
    coverage: share,
  };
}
