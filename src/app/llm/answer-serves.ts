/**
 * What each intent of a question needs from an answer (`serves`) and the words the verdict says it in
 * (`NEEDS`): the rules of `answer-verdict.ts`'s thresholds, one intent at a time. Pure.
 *
 * Rules: see `answer-verdict.ts` (the thresholds), `language/conditions.ts` (when), `language/contrast.ts`
 * (compare).
 */
import { comparedItems, coverage, coverageText, type Concept } from './language/concepts';
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
import { missingFocus, showsFocus } from './language/focus';
import { coversSymptom, namesFocusHeads } from './language/subject';
import { asksWhen, statesWhen } from './language/conditions';
import { relatesAll } from './language/contrast';
import { coveredItems, listedItems, type ListPassage, type Side } from './language/tradeoff-lists';

/** Least share of the question a comparison that names no pair must cover. */
export const YES_COVERAGE = 0.6;
/** Least number of a listed side's items a trade-off answer carries (all of them, when fewer). */
export const MIN_LISTED = 3;

/** What each intent needs, in words: as given ("gives a cause") and as missing ("gives no cause"). */
export const NEEDS: Record<Intent, { given: string; missing: string }> = {
  'how-to': {
    given: 'the SQL, pragma, API call or command to use, written out',
    missing: 'SQL, pragma, API call or command to use, written out',
  },
  fix: { given: 'a fix', missing: 'fix' },
  why: { given: 'a cause', missing: 'cause of the asked symptom' },
  when: {
    given: 'a condition for using it',
    missing: 'condition for using it (for a when-question: a time, an event or a situation)',
  },
  tradeoffs: { given: 'the advantages or disadvantages asked for', missing: 'advantage or disadvantage asked for' },
  'what-is': { given: 'a definition', missing: 'definition' },
  default: { given: 'the default', missing: 'default stated' },
  limit: { given: 'a figure', missing: 'figure' },
  compare: {
    given: 'a difference between the compared things',
    missing: 'sentence that sets the compared things against each other (unlike, whereas, but, instead, only …)',
  },
  action: { given: 'the requested action', missing: 'requested action' },
};

/** What `serves` reads: the supported text, the question, its concepts and focus, the supported sentences. */
export interface Served {
  text: string;
  question: string;
  concepts: readonly Concept[];
  focus: readonly Concept[];
  sentences: readonly SupportedSentence[];
  /** The passages the run read (FOUND observations), by citation. */
  passages: readonly ListPassage[];
}

export function serves(intent: Intent, { text, question, concepts, focus, sentences, passages }: Served): boolean {
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
        return CAUSE_CUE.test(text) && coversSymptom(text, question) && namesFocusHeads(text, focus);
      });
    }
    case 'when':
      // A question that asks when needs a direct-answer sentence that says when to do the asked thing
      // (`statesWhen`); a should-question asks for advice (`CONDITION_CUE`).
      // With a trade-off question ("When should I use WAL mode, and what are its disadvantages?") its
      // advantages say when: the trade-off check reads them.
      if (!asksWhen(question) || detectIntents(question).includes('tradeoffs')) return CONDITION_CUE.test(text);
      return sentences.some(
        (s, _, all) =>
          (!all.some((o) => o.lead !== undefined) || s.lead === true) &&
          [s.claim, s.quote ?? ''].some((part) => statesWhen(part, focus)),
      );
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
      // Named things: a direct-answer sentence (or its quote) that relates them (`statesDifference`).
      const items = comparedItems(question);
      if (items.length < 2) return coverage(concepts, coverageText(text)) >= YES_COVERAGE;
      const marked = sentences.some((s) => s.lead !== undefined);
      const said = sentences.filter((s) => !marked || s.lead === true).flatMap((s) => [s.claim, s.quote ?? '']);
      return relatesAll(said, items);
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
