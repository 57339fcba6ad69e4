/**
 * The offline model's direct answer: one to three sentences taken from the evidence and chosen by what
 * the question asks (its intents): the cause for `why`, the remedy for `fix`, the action and its syntax
 * for `how-to` (with a code example from the passages), the conditions for `when`, an advantage and a
 * disadvantage for `tradeoffs`, the definition for `what-is`, the figure for `limit`, one sentence per
 * compared thing for `compare` (or the one that sets them against each other), the sentence that states
 * the default for `default` (then how to change it, for an on/off question). A how-to without a code
 * example in the passages gets the syntax its passage describes, written out (`writeSyntax`). Each sentence is a passage sentence, lightly tidied (a leading "However,"
 * or an aside in parentheses without figures dropped), and cites its passage. Pure.
 */
import type { Concept } from '../language/concepts';
import { comparedItems, covers, coverageText } from '../language/concepts';
import type { Intent } from '../language/intent';
import { DEFAULT_STATED, newCodeForms, newStatementForms, tradeoffsAsked } from '../language/forms';
import { isListIntro, isSentence, unitText } from '../language/sentences';
import { passagesCover, type ScoredUnit } from './offline-evidence';
import { focusConcepts, mainClauseConcepts } from '../language/focus';
import { coverRest, namingSentence, namingText, narrowToFocus, onFocus, type FocusSlot } from './offline-focus';
import { codeNamed, pickCode, writeSyntax } from './offline-code';
import { similar, tidy } from './offline-tidy';
import {
  CUES,
  CONTRASTS,
  YES_NO,
  CONTRAST,
  GUIDE_HEADING,
  LIMIT_WORD,
  DIGITS,
  isFigureTable,
  NUMBER_WORD,
  UNIT,
} from './offline-cues';
import { EXTREME, EXTREME_ASKED } from '../lead-check';

export { pickCode } from './offline-code';
export { tidy } from './offline-tidy';

/** One sentence of the direct answer and the passage it cites. */
export interface LeadSentence {
  text: string;
  citation: string;
  /** The unit it was taken from (so quotes do not repeat it). */
  source: ScoredUnit;
  /** True when it is about the question's focus (`onFocus`) for the slot it fills. */
  onFocus?: boolean;
}

type Slot =
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
  | Concept;

/** How well a unit fills a slot (0 = not at all). */
function cue(slot: Slot, unit: ScoredUnit, concepts: readonly Concept[], question: string): number {
  const text = unitText(unit.unit);
  // A compared thing: a sentence that opens with it says what it is or does.
  if (typeof slot === 'object') {
    const opening = coverageText(text.split(/\s+/).slice(0, 6).join(' '));
    // A sentence that names every compared thing lists them, unless it sets them against each other
    // ("… of a VIRTUAL column is computed when read, whereas … of a STORED column …"): that one answers.
    // One that opens with one of them tells it apart.
    const items = comparedItems(question);
    if (items.length > 1 && items.every((item) => covers(item, unit.view))) return CONTRASTS.test(text) ? 2 : 0.3;
    return covers(slot, opening) ? 1.5 : covers(slot, unit.view) ? 0.5 : 0;
  }
  switch (slot) {
    case 'answer':
      return 0.01;
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
      return named ? 2 : forms ? 1.5 : CUES[slot].test(text) ? 0.5 : 0;
    }
    case 'figure':
      // A table of many figures ("LIMIT_LENGTH 1,000,000,000 … LIMIT_COLUMN 2,000 …") is not a sentence
      // that gives one.
      if (isFigureTable(text)) return 0.3;
      // Asked for the largest, a sentence that gives a bound beats one that gives only a default.
      if (DIGITS.test(text) && EXTREME_ASKED.test(question) && EXTREME.test(text)) return 2.2;
      if (DIGITS.test(text)) return LIMIT_WORD.test(text) ? 2 : UNIT.test(text) ? 1.2 : 0.8;
      return NUMBER_WORD.test(text) ? 0.5 : 0;
    case 'pro':
    case 'con':
      if (/\badvantages and disadvantages\b|:\s*$/i.test(text)) return 0;
      return listCue(slot, unit);
    default:
      return CUES[slot].test(text) ? 1 : 0;
  }
}

function listCue(slot: 'pro' | 'con', unit: ScoredUnit): number {
  const text = unitText(unit.unit);
  switch (slot) {
    case 'pro':
      return unit.unit.list === 'advantages'
        ? 1
        : unit.unit.list === 'disadvantages'
          ? 0
          : CUES.pro.test(text)
            ? 0.7
            : 0;
    case 'con':
      return unit.unit.list === 'disadvantages'
        ? 1
        : unit.unit.list === 'advantages'
          ? 0
          : CUES.con.test(text)
            ? 0.7
            : 0;
  }
}

function leadOf(source: ScoredUnit, on: boolean): LeadSentence {
  return { text: tidy(unitText(source.unit)), citation: source.passage.citation, source, onFocus: on };
}

function focusSlot(slot: Slot): FocusSlot {
  return slot === 'figure' || slot === 'action' || slot === 'remedy' ? slot : 'other';
}

function slotsFor(question: string, intents: readonly Intent[]): Slot[] {
  const slots: Slot[] = [];
  if (intents.includes('compare')) slots.push(...comparedItems(question).slice(0, 3));
  const add = (...more: Slot[]) => more.forEach((slot) => slots.includes(slot) || slots.push(slot));
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
    const wants = tradeoffsAsked(question);
    if (wants.pro || intents.includes('when')) add('pro');
    if (wants.con) add('con');
  }
  if (slots.length === 0) add('answer');
  return slots;
}

/**
 * Chooses the direct answer's sentences (1–3, plus a code example for a how-to when the passages have
 * one and the sentences carry no statement themselves).
 *
 * @param intents what the question asks (`detectIntents`)
 * @param concepts the question's concepts
 * @param units the scored units of every passage read
 * @param focus the question's focus concepts (`focusConcepts`): each slot takes an on-focus sentence
 *   when there is one (`narrowToFocus`)
 * @returns the sentences in answer order; empty when no unit covers any concept
 */
export function composeLead(
  question: string,
  intents: readonly Intent[],
  concepts: readonly Concept[],
  units: readonly ScoredUnit[],
  focus: readonly Concept[] = focusConcepts(question, concepts, intents),
): LeadSentence[] {
  // A figure sentence may name nothing of the question when its passage's heading does ("The current
  // implementation has a default value of 1000" under "Maximum Depth Of An Expression Tree").
  const figureOnly = (u: ScoredUnit) => intents.includes('limit') && onFocus('figure', u, focus, question);
  const prose = units.filter(
    (u) =>
      u.unit.kind === 'prose' &&
      isSentence(u.unit) &&
      (u.coverage > 0 || figureOnly(u)) &&
      u.unit.text.length <= 600 &&
      (!/:\s*$/.test(u.unit.text) || isListIntro(u.unit)),
  );
  const chosen: LeadSentence[] = [];
  const wantsCode =
    intents.includes('how-to') || intents.includes('fix') || (intents.includes('default') && YES_NO.test(question));
  const maxProse = wantsCode && !intents.includes('compare') ? 2 : 3;
  for (const slot of slotsFor(question, intents)) {
    if (chosen.length >= maxProse) break;
    // A compared thing a chosen sentence already sets against the others needs no sentence of its own.
    if (typeof slot === 'object' && chosen.some((c) => covers(slot, c.source.view) && CONTRASTS.test(c.text))) continue;
    // An advantage or disadvantage the passage lists as one is the answer, whatever words it repeats.
    const weight = slot === 'pro' || slot === 'con' ? 3 : slot === 'figure' ? 2.5 : typeof slot === 'object' ? 2 : 1.5;
    const candidates = prose
      .map((u) => ({ u, fit: cue(slot, u, concepts, question) }))
      .filter(
        ({ u, fit }) => fit > 0 && !chosen.some((c) => c.source === u || similar(c.source.unit.text, u.unit.text)),
      )
      .sort((left, right) => right.u.base + weight * right.fit - (left.u.base + weight * left.fit));
    const best = narrowToFocus(focusSlot(slot), candidates, focus, question)[0];
    if (!best) continue;
    const on = onFocus(focusSlot(slot), best.u, focus, question);
    const naming = slot === 'figure' && on ? namingSentence(best.u, focus, prose, true) : undefined;
    if (naming && !chosen.some((c) => c.source === naming))
      chosen.push({ ...leadOf(naming, true), text: tidy(namingText(naming)) });
    chosen.push(leadOf(best.u, on));
  }
  // A yes/no question's answer often has a "but": the passage's sentence that limits the first one.
  const first = chosen[0];
  if (chosen.length === 1 && first && YES_NO.test(question)) {
    const but = prose
      .filter((u) => u.passage === first.source.passage && u !== first.source && CONTRAST.test(u.unit.text))
      .filter((u) => !similar(u.unit.text, first.source.unit.text))
      .sort((left, right) => right.base - left.base)[0];
    if (but) chosen.push({ text: tidy(unitText(but.unit)), citation: but.passage.citation, source: but });
  }
  // No sentence is about the whole focus: add the one that covers what the others leave out.
  const rest = chosen.some((c) => c.onFocus)
    ? undefined
    : coverRest(
        chosen.map((c) => c.source),
        focus,
        prose,
      );
  if (rest && chosen.length < maxProse + 1) chosen.push(leadOf(rest, false));
  // The passages the answer cites must cover the question's main clause: add the sentence that does.
  const asked = mainClauseConcepts(question, concepts);
  const read = [...new Set(units.map((u) => u.passage))];
  const cited = () => [...new Set(chosen.map((c) => c.source.passage))];
  if (chosen.length > 0 && chosen.length < 3 && !passagesCover(asked, cited(), read)) {
    const more = coverRest(
      chosen.map((c) => c.source),
      asked.filter((concept) => concept.weight >= 1),
      prose,
    );
    if (more) chosen.push(leadOf(more, false));
  }
  if (chosen.length === 0) {
    const best = [...prose].sort((left, right) => right.base - left.base)[0];
    if (best) chosen.push({ text: tidy(unitText(best.unit)), citation: best.passage.citation, source: best });
  }
  // A how-to shows a statement from the passages unless its sentences already name one.
  const named = chosen.some((c) => newCodeForms(c.text, question).length > 0);
  if (wantsCode && !chosen.some((c) => c.source.unit.kind === 'code')) {
    const code = pickCode(concepts, units, new Set(chosen.map((c) => c.source.passage)), focus);
    const strong = code !== undefined && codeNamed(concepts, code);
    if (code && (!named || strong))
      chosen.push({ text: `For example: \`${code.unit.text}\``, citation: code.passage.citation, source: code });
    // No example to show: the syntax a lead sentence describes, written out from its passage.
    // (Only a sentence about the focus: the DROP COLUMN form does not answer a question about DROP TABLE.)
    const described = code || named ? undefined : chosen.find((c) => c.onFocus && writeSyntax(c.source));
    if (described)
      chosen.push({
        text: `The form: \`${writeSyntax(described.source)}\``,
        citation: described.citation,
        source: described.source,
      });
  }
  return chosen;
}
