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
 *   shows every focus concept the vocabulary names a statement for (`showsFocus`); a limit gives a figure the question did not; a when/should question a
 *   condition; a trade-off question the side asked for (an advantage and a disadvantage when it asks
 *   for both; a when/should question with a trade-off asks for both), and when a passage the run read
 *   lists that side ("But there are also disadvantages: 1. …"), `MIN_LISTED` (3) of its items, each
 *   carried by `ITEM_SHARE` (60 %) of its words (one page_size caveat is not the WAL page's
 *   disadvantages); a why question a cause of the asked symptom (`coversSymptom`: the direct answer's sentences that give it share
 *   `SYMPTOM_SHARE`, 50 %, of the symptom's terms); a limit's figure is of the asked thing
 *   (`figureAboutFocus`, via `checkLead`); a what-is question a definition; a default question a sentence that states a default
 *   with its value (`DEFAULT_STATED`: "is turned off by default", "the default setting … is OFF"); a yes/no
 *   question (`asksYesNo`: "Does SQLite support RIGHT JOIN?", "Can I use SQLite on an NFS share?") a
 *   direct-answer sentence about the focus that says yes or no (`givesYesNo`: opens with Yes/No, or says
 *   can, cannot, supports, avoid … — "This is because fcntl() locking is broken" explains, it does not
 *   answer); a comparison covers each
 *   compared thing (or `YES_COVERAGE`, 60 %, of the question when it names no pair). The share of all
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
import { comparedItems, coverage, coverageText, covers, questionConcepts, type Concept } from './language/concepts';
import {
  ADVANTAGE_CUE,
  CAUSE_CUE,
  CONDITION_CUE,
  defaultSubjectCovers,
  DEFINITION_CUE,
  DISADVANTAGE_CUE,
  newFigures,
  tradeoffsAsked,
  newCodeForms,
  newStatementForms,
  REMEDY_CUE,
} from './language/forms';
import { detectIntents, type Intent } from './language/intent';
import { contentTerms, termSet } from './language/terms';
import { focusConcepts, missingFocus, showsFocus } from './language/focus';
import { checkLead, leadProblem } from './lead-check';
import { asksYesNo, givesYesNo } from './language/polarity';
import { coversSymptom } from './language/subject';
import { coveredItems, listedItems, type ListPassage, type Side } from './language/tradeoff-lists';
import { extractEvidence, isFoundObservation } from './evidence';

export const YES_COVERAGE = 0.6;
export const PARTLY_COVERAGE = 0.3;
export const MIN_NEW_TERMS = 2;
/** Least number of a listed side's items a trade-off answer carries (all of them, when fewer). */
export const MIN_LISTED = 3;

/** What each intent needs, in words: as given ("gives a cause") and as missing ("gives no cause"). */
const NEEDS: Record<Intent, { given: string; missing: string }> = {
  'how-to': {
    given: 'the SQL, pragma, API call or command to use, written out',
    missing: 'SQL, pragma, API call or command to use, written out',
  },
  fix: { given: 'a fix', missing: 'fix' },
  why: { given: 'a cause', missing: 'cause of the asked symptom' },
  when: { given: 'a condition for using it', missing: 'condition for using it' },
  tradeoffs: { given: 'the advantages or disadvantages asked for', missing: 'advantage or disadvantage asked for' },
  'what-is': { given: 'a definition', missing: 'definition' },
  default: { given: 'the default', missing: 'default stated' },
  limit: { given: 'a figure', missing: 'figure' },
  compare: { given: 'each compared thing', missing: 'word on each compared thing' },
  action: { given: 'the requested action', missing: 'requested action' },
};

/** What `serves` reads: the supported text, the question, its concepts and focus, the supported sentences. */
interface Served {
  text: string;
  question: string;
  concepts: readonly Concept[];
  focus: readonly Concept[];
  sentences: readonly SupportedSentence[];
  /** The passages the run read (FOUND observations), by citation. */
  passages: readonly ListPassage[];
}

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

function serves(intent: Intent, { text, question, concepts, focus, sentences, passages }: Served): boolean {
  // A side the passages list (the WAL page's disadvantages) is carried when `MIN_LISTED` of its items
  // (all, when fewer) are; a side no passage lists, when a sentence about the focus has its cue words.
  const carries = (side: Side, cue: RegExp) => {
    const items = listedItems(side, passages, focus);
    if (items.length > 0) return coveredItems(items, text) >= Math.min(MIN_LISTED, items.length);
    // Else a supported sentence about the asked thing with the side's cue words.
    return sentences.some((s) => {
      const said = `${s.claim} ${s.quote ?? ''}`;
      return cue.test(said) && missingFocus(focus, said).length === 0;
    });
  };
  switch (intent) {
    case 'how-to':
      // Written out, and about the focus: an example without the asked clause does not count.
      return newCodeForms(text, question).some((form) => showsFocus(form, focus, question));
    case 'fix':
      return newStatementForms(text, question).length > 0 || REMEDY_CUE.test(text);
    case 'why': {
      // The cause of the asked symptom: a passage's direct-answer sentences with a cause cue that share
      // the symptom's terms (`coversSymptom`), not a cause of something else.
      const marked = sentences.some((s) => s.lead !== undefined);
      const groups = new Map<string, string[]>();
      sentences
        .filter((s) => !marked || s.lead === true)
        .forEach((s, i) => {
          for (const id of s.citations ?? [`#${i}`]) {
            const group = groups.get(id) ?? [];
            group.push(`${s.claim} ${s.quote ?? ''}`);
            groups.set(id, group);
          }
        });
      return [...groups.values()].some((group) => {
        const text = group.join(' ');
        return CAUSE_CUE.test(text) && coversSymptom(text, question);
      });
    }
    case 'when':
      return CONDITION_CUE.test(text);
    case 'tradeoffs': {
      // A when/should question asks for the reasons to use the thing too: its advantages.
      const wants = tradeoffsAsked(question);
      const pro = wants.pro || detectIntents(question).includes('when');
      return (
        (!pro || carries('advantages', ADVANTAGE_CUE)) && (!wants.con || carries('disadvantages', DISADVANTAGE_CUE))
      );
    }
    case 'what-is':
      return DEFINITION_CUE.test(text);
    case 'default':
      // The default of the asked thing, not of a neighbour ("Autocheckpointing is enabled by default"
      // does not say whether WAL is).
      return sentences.some((s) => [s.claim, s.quote ?? ''].some((part) => defaultSubjectCovers(part, focus)));
    case 'limit':
      return newFigures(text, question).length > 0;
    case 'compare': {
      const items = comparedItems(question);
      const view = coverageText(text);
      return items.length >= 2 ? items.every((item) => covers(item, view)) : coverage(concepts, view) >= YES_COVERAGE;
    }
    case 'action':
      return true;
  }
}

/** A supported sentence of the answer: the claim around the citation and its quote. */
export interface SupportedSentence {
  claim: string;
  quote?: string;
  /** The cited passage ids (default: one group of its own). */
  citations?: readonly string[];
  /** True when the sentence is in the direct answer; when no sentence says, all are. */
  lead?: boolean;
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
