/**
 * The slots of the offline model's direct answer (`offline-lead.ts`) and how well a sentence fills each:
 * the slots a question's intents ask for (`slotsFor`: the yes or no of a yes/no question, the default, the cause, the definition, the figure,
 * the remedy, the action, the condition, an advantage, a disadvantage, each compared thing) and a unit's
 * fit for one (`cue`: 0 = not at all). Pure.
 */
import type { Concept } from '../language/concepts';
import { comparedItems, covers, coverageText } from '../language/concepts';
import type { Intent } from '../language/intent';
import { CAUSE_CUE, DEFAULT_STATED, newStatementForms, tradeoffsAsked } from '../language/forms';
import { coversSymptom, MAXIMUM_ASKED, namesFocusHeads } from '../language/subject';
import { isListIntro, unitText } from '../language/sentences';
import type { ScoredUnit } from './offline-evidence';
import { CUES, YES_NO, GUIDE_HEADING, LIMIT_WORD, DIGITS, isFigureTable, NUMBER_WORD, UNIT } from './offline-cues';
import { EXTREME, EXTREME_ASKED } from '../lead-check';
import { UNMAKING } from '../language/focus';
import {
  asksPresence,
  asksYesNo,
  CAUTION,
  DENIES,
  givesYesNo,
  NOT_DENYING,
  PRESENCE_DENIED,
} from '../language/polarity';
import { focusConcepts } from '../language/focus';
import { detectIntents } from '../language/intent';
import { describesAsked } from './offline-yes-no';
import { asksWhen, RECOMMENDS, statesWhen } from '../language/conditions';
import { statesDifference } from '../language/contrast';

/** A statement named as the means of doing something: "using the DROP TABLE statement", "with the DROP VIEW command". */
const INSTRUMENT = /\b(?:using|with|use|run|via|invoke|issue)\s+(?:the\s+|an?\s+)?[A-Z]{2,}(?: [A-Z]{2,})*\b/;
/** A sentence that gives the value of the setting the sentence before named ("The default value of this macro is …"). */
const THIS_SETTING =
  /\b(?:default|value) (?:value |setting )?(?:of|for) (?:this|that) (?:macro|parameter|limit|setting|option)\b/i;
/** A sentence on changing a value: "You can raise or lower this value at compile-time …". */
const CHANGES_VALUE =
  /\b(?:raise|lower|increase|decrease|change|override)\b[^.]{0,30}\b(?:this|that|the) (?:value|limit)\b/i;
/** Words that say a thing is removed. */
const UNDONE = /\b(?:removed?|removes|dropped|drops|deleted|deletes|detached|detaches)\b/i;

export type Slot =
  | 'default'
  | 'cause'
  | 'definition'
  | 'answer'
  | 'action'
  | 'remedy'
  | 'condition'
  | 'pro'
  | 'con'
  | 'figure'
  | 'polar'
  | Concept;

/** How well a unit fills a slot (0 = not at all). */
export function cue(slot: Slot, unit: ScoredUnit, concepts: readonly Concept[], question: string): number {
  const text = unitText(unit.unit);
  // A compared thing: a sentence that opens with it says what it is or does.
  if (typeof slot === 'object') {
    const opening = coverageText(text.split(/\s+/).slice(0, 6).join(' '));
    // A sentence that names every compared thing lists them, unless it sets them against each other
    // ("… of a VIRTUAL column is computed when read, whereas … of a STORED column …"): that one answers.
    // One that opens with one of them tells it apart.
    const items = comparedItems(question);
    if (items.length > 1 && items.every((item) => covers(item, unit.view)))
      return statesDifference(text, items) ? 2.5 : 0.3;
    return covers(slot, opening) ? 1.5 : covers(slot, unit.view) ? 0.5 : 0;
  }
  switch (slot) {
    case 'answer':
      return 0.01;
    case 'polar': {
      // A sentence that says whether: a warning against it or a denial outranks a mention, which a
      // sentence that says "supports" outranks a little.
      // A sentence that opens with a condition ("If you do not need …") answers another question, unless
      // the condition names the asked thing: then it says how that works ("If the join-operator is a
      // "RIGHT JOIN", then …").
      const describes = describesAsked(text, focusConcepts(question, concepts, detectIntents(question)), question);
      if (/^\s*(?:if|unless|when|whenever)\b/i.test(text)) return describes && !CAUTION.test(text) ? 1.1 : 0;
      const plain = text.replace(NOT_DENYING, ' ');
      // Asked whether a thing is there, a denial of something else of it is a mention, below a sentence
      // that says how it works.
      const denies = DENIES.test(plain) && (!asksPresence(question) || PRESENCE_DENIED.test(plain));
      if (!givesYesNo(text, question)) return describes ? 1.1 : 0;
      return CAUTION.test(plain) ? 1.6 : denies ? 1.4 : /\bsupport/i.test(plain) ? 1.3 : describes ? 1.1 : 1;
    }
    case 'default':
      // The sentence that says what holds by default, with the value ("… is turned off by default").
      return DEFAULT_STATED.test(text) ? 2 : /\bdefault\b/i.test(text) ? 0.5 : 0;
    case 'definition': {
      // The thing asked about is the sentence's subject: "The VACUUM command rebuilds …", "UPSERT is …".
      const opening = coverageText(text.split(/\s+/).slice(0, 5).join(' '));
      const subject = concepts.some((concept) => concept.weight >= 1 && covers(concept, opening));
      // A list of the things asked for ("… one of the following storage classes: NULL, INTEGER, …").
      if (isListIntro(unit.unit)) {
        const items = coverageText((unit.unit.items ?? []).join(' '));
        return concepts.some((concept) => concept.weight >= 1 && covers(concept, items)) ? 1.5 : subject ? 0.5 : 0;
      }
      if (!subject) return 0;
      const verb = /^\S+(?: \S+){0,4}? (?:is|are|means|refers to|\w+s) /.test(text) ? 1 : 0.5;
      // A guide section's opening sentence usually says what its subject is.
      const opens = unit.unit.index === 0 && !unit.unit.partial ? 0.5 : 0;
      return verb + opens + (GUIDE_HEADING.test(unit.passage.heading) ? 0.5 : 0);
    }
    case 'action':
    case 'remedy': {
      // The statement, pragma, SQL form or API that does it is the answer to a how-to or a fix.
      const named = concepts.some((concept) => concept.entries.some((entry) => entry.code?.test(text)));
      const forms = newStatementForms(text, question).length > 0;
      const fit = named ? 2 : forms ? 1.5 : CUES[slot].test(text) ? 0.5 : 0;
      // The statement as the means ("Tables are removed using the DROP TABLE statement") answers more
      // than a sentence that mentions it; for a question that undoes something, the sentence that says so.
      const means = named || forms ? (INSTRUMENT.test(text) ? 0.5 : 0) : 0;
      const undoes = UNMAKING.test(question.toLowerCase()) && UNDONE.test(text) ? 0.3 : 0;
      return fit > 0 ? fit + means + undoes : 0;
    }
    case 'cause': {
      // The cause of the asked symptom (`coversSymptom`) outranks a cause of something else; a sentence
      // that names the symptom under a condition ("When auto-vacuum is disabled and data is deleted …,
      // the database file remains the same size") says why.
      const cued = CUES.cause.test(text);
      const heads = namesFocusHeads(text, focusConcepts(question, concepts, detectIntents(question)));
      if (!coversSymptom(text, question) || !heads) return cued ? 1 : 0;
      return cued ? 1.5 : CAUSE_CUE.test(text) ? 1.2 : 0;
    }
    case 'figure':
      // A table of many figures ("LIMIT_LENGTH 1,000,000,000 … LIMIT_COLUMN 2,000 …") is not a sentence
      // that gives one.
      if (isFigureTable(text)) return 0.3;
      // Asked for the largest, a sentence that gives a bound beats one that gives only a default; but the
      // default of the setting the sentence before names as the maximum ("The maximum number of bytes …
      // is defined by SQLITE_MAX_LENGTH. The default value of this macro is 1 billion") is the maximum.
      // A sentence on changing the value ("You can raise or lower this value … -DSQLITE_MAX_LENGTH=123456789")
      // tells how to change the figure, not what it is.
      if (CHANGES_VALUE.test(text)) return 1;
      if (DIGITS.test(text) && (EXTREME_ASKED.test(question) || MAXIMUM_ASKED.test(question))) {
        const before = unit.passage.units[unit.unit.index - 1];
        if (before && THIS_SETTING.test(text) && EXTREME.test(before.text)) return 2.3;
        if (EXTREME.test(text)) return 2.2;
      }
      if (DIGITS.test(text)) return LIMIT_WORD.test(text) ? 2 : UNIT.test(text) ? 1.2 : 0.8;
      return NUMBER_WORD.test(text) ? 0.5 : 0;
    case 'condition':
      // A question that asks when wants a sentence that says when to do the asked thing (`statesWhen`).
      if (asksWhen(question))
        return statesWhen(text, focusConcepts(question, concepts, detectIntents(question)))
          ? 1.5 + (RECOMMENDS.test(text) ? 0.2 : 0)
          : CUES.condition.test(text)
            ? 0.3
            : 0;
      return CUES.condition.test(text) ? 1 : 0;
    case 'pro':
    case 'con':
      if (/\badvantages and disadvantages\b|:\s*$/i.test(text)) return 0;
      return listCue(slot, unit);
  }
}

function listCue(slot: 'pro' | 'con', unit: ScoredUnit): number {
  const [own, other] = slot === 'pro' ? ['advantages', 'disadvantages'] : ['disadvantages', 'advantages'];
  if (unit.unit.list === own) return 1;
  if (unit.unit.list === other) return 0;
  return CUES[slot].test(unitText(unit.unit)) ? 0.7 : 0;
}

export function slotsFor(question: string, intents: readonly Intent[]): Slot[] {
  const slots: Slot[] = [];
  if (intents.includes('compare')) slots.push(...comparedItems(question).slice(0, 3));
  const add = (...more: Slot[]) => more.forEach((slot) => slots.includes(slot) || slots.push(slot));
  // "Does SQLite support RIGHT JOIN?", "Can I use SQLite on an NFS share?": the yes or no comes first.
  if (asksYesNo(question, intents)) add('polar');
  if (intents.includes('default')) add('default');
  // "Is X on by default?": then how to change it.
  if (intents.includes('default') && YES_NO.test(question)) add('action');
  if (intents.includes('why')) add('cause');
  if (intents.includes('what-is')) add('definition');
  if (intents.includes('limit')) add('figure');
  if (intents.includes('fix')) add('remedy');
  if (intents.includes('how-to')) add('action');
  if (intents.includes('when')) add('condition');
  if (intents.includes('tradeoffs') || (intents.includes('when') && !intents.includes('how-to'))) {
    // A when/should question's reasons to use the thing are its advantages; a trade-off question may ask
    // for one side only ("what are its disadvantages").
    // A question that asks only for the disadvantages ("When should I avoid WAL mode?") gets them first.
    const wants = tradeoffsAsked(question);
    if (wants.con && !wants.pro) add('con');
    if (wants.pro || intents.includes('when')) add('pro');
    if (wants.con) add('con');
  }
  if (slots.length === 0) add('answer');
  return slots;
}
