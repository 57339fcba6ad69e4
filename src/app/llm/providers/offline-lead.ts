/**
 * The offline model's direct answer: one to three sentences taken from the evidence and chosen by what
 * the question asks (its intents): the cause for `why`, the remedy for `fix`, the action and its syntax
 * for `how-to` (with a code example from the passages), the conditions for `when`, an advantage and a
 * disadvantage for `tradeoffs`, the definition for `what-is`, the figure for `limit`, one sentence per
 * compared thing for `compare` (or the one that sets them against each other), the sentence that states
 * the default for `default` (then how to change it, for an on/off question). A how-to without a code
 * example in the passages gets the syntax its passage describes, written out (`writeSyntax`). Each sentence is a passage sentence, lightly tidied (a leading "However,"
 * or an aside in parentheses without figures dropped), and cites its passage. A sentence that only
 * points back ("We call this …") ranks below one that stands on its own and gets the sentence it points
 * to before it (`offline-antecedent.ts`). Pure.
 */
import type { Concept } from '../language/concepts';
import { covers, questionConcepts } from '../language/concepts';
import type { Intent } from '../language/intent';
import { newCodeForms } from '../language/forms';
import { isListIntro, isSentence, unitText } from '../language/sentences';
import { passagesCover, type ScoredUnit } from './offline-evidence';
import { focusConcepts, mainClauseConcepts, missingFocus, showsFocus } from '../language/focus';
import { exceptsAsked, mainClauseOf } from '../language/polarity';
import { coverRest, namingSentence, namingText, narrowToFocus, onFocus, type FocusSlot } from './offline-focus';
import { codeNamed, pickCode, writeNamedStatement, writeSyntax } from './offline-code';
import { similar, tidy } from './offline-tidy';
import { CONTRASTS, YES_NO, CONTRAST } from './offline-cues';
import { describesAsked, openWithYesNo, yesNoDefaultLead } from './offline-yes-no';
import { cue, slotsFor, type Slot } from './offline-slots';
import { listLead } from './offline-tradeoffs';
import { pointerStanding, withAntecedent } from './offline-antecedent';

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
  /** True when it answers in its own words from the unit (a yes/no answer), so the unit is quoted too. */
  restates?: boolean;
  /** Every unit it uses, when more than `source` (a list sentence). */
  sources?: ScoredUnit[];
}

function leadOf(source: ScoredUnit, on: boolean): LeadSentence {
  return { text: tidy(unitText(source.unit)), citation: source.passage.citation, source, onFocus: on };
}

function focusSlot(slot: Slot): FocusSlot {
  return slot === 'figure' || slot === 'action' || slot === 'remedy' ? slot : 'other';
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
  // A yes/no question about a default opens with the answer (`yesNoDefaultLead`).
  const yesNo = intents.includes('default') && YES_NO.test(question) && yesNoDefaultLead(question, focus, prose);
  if (yesNo) chosen.push({ ...leadOf(yesNo.source, true), text: yesNo.text, restates: true });
  for (const slot of slotsFor(question, intents)) {
    if (chosen.length >= maxProse) break;
    if (yesNo && slot === 'default') continue;
    // A compared thing a chosen sentence already sets against the others needs no sentence of its own.
    if (typeof slot === 'object' && chosen.some((c) => covers(slot, c.source.view) && CONTRASTS.test(c.text))) continue;
    // A side a passage lists is answered with the list (`listLead`).
    const side = slot === 'pro' ? 'advantages' : slot === 'con' ? 'disadvantages' : undefined;
    const listed = side && listLead(side, question, focus, units);
    if (listed) {
      chosen.push({ ...leadOf(listed.source, true), text: listed.text, sources: listed.sources });
      continue;
    }
    // An advantage or disadvantage the passage lists as one is the answer, whatever words it repeats.
    const weight =
      slot === 'pro' || slot === 'con' || slot === 'polar'
        ? 3
        : slot === 'figure'
          ? 2.5
          : typeof slot === 'object'
            ? 2
            : 1.5;
    // A sentence that only points back ("We call this …") ranks below one that stands on its own.
    const rank = (u: ScoredUnit, fit: number) =>
      u.base +
      weight * fit +
      pointerStanding(u, units, slot === 'definition', (text) => missingFocus(focus, text).length === 0);
    const candidates = prose
      .map((u) => ({ u, fit: cue(slot, u, concepts, question) }))
      .filter(
        ({ u, fit }) => fit > 0 && !chosen.some((c) => c.source === u || similar(c.source.unit.text, u.unit.text)),
      )
      .sort((left, right) => rank(right.u, right.fit) - rank(left.u, left.fit));
    // An advantage or disadvantage of something else (a WAL caveat for shared-cache mode) is no answer.
    // So is a yes or no about something else, or about the focus only in a condition ("You should avoid
    // … NFS if multiple processes might …" says nothing of whether several processes may). A sentence
    // that names the asked thing as its exception ("VACUUM (but not VACUUM INTO) is …") answers it.
    const pool = side
      ? candidates.filter(({ u }) => onFocus('other', u, focus, question))
      : slot === 'polar'
        ? candidates.filter(
            ({ u }) =>
              missingFocus(focus, mainClauseOf(unitText(u.unit))).length === 0 ||
              exceptsAsked(unitText(u.unit), question),
          )
        : candidates;
    const best = narrowToFocus(focusSlot(slot), pool, focus, question)[0];
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
    const code = pickCode(concepts, units, new Set(chosen.map((c) => c.source.passage)), focus, question);
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
    // Or the statement a sentence about the focus names ("… are removed using the DROP TABLE statement").
    const naming =
      code || named || described
        ? undefined
        : [
            ...chosen.map((c) => c.source),
            // The sentence of a cited passage that names its statement ("The DELETE command removes …").
            ...prose.filter((u) => chosen.some((c) => c.source.passage === u.passage)),
            ...prose.filter((u) => onFocus('action', u, focus, question)),
          ]
            .map((u) => ({ u, form: writeNamedStatement(u, focus, question) }))
            .find(({ u, form }) => form !== undefined && showsFocus(form, focus, question) && u.unit.kind === 'prose');
    if (naming?.form)
      chosen.push({ text: `The form: \`${naming.form}\``, citation: naming.u.passage.citation, source: naming.u });
  }
  // A sentence that points back gets the passage's sentence it points to before it (`withAntecedent`).
  return withAntecedent(chosen, units, (source, text) => ({
    text,
    citation: source.passage.citation,
    source,
    onFocus: chosen.find((c) => c.source.passage === source.passage)?.onFocus,
  }));
}

/**
 * A yes/no question other than a default one ("Can I …?", "Does X support Y?") opens with the answer,
 * from its first sentence when that one is about the focus (`openWithYesNo`); the caller applies it
 * only to a direct answer that passes the lead check (a partial answer says no yes or no).
 */
export function openYesNo(question: string, intents: readonly Intent[], lead: LeadSentence[]): LeadSentence[] {
  const first = lead[0];
  const other = intents.some((intent) => ['compare', 'limit', 'why', 'default'].includes(intent));
  // A sentence that opens with a condition ("If you do not need …") is no yes or no to the question,
  // unless the condition names the asked thing (`describesAsked`: it says how the thing works).
  const focus = focusConcepts(question, questionConcepts(question), intents);
  const conditional =
    first !== undefined && /^\s*(?:if|unless)\b/i.test(first.text) && !describesAsked(first.text, focus, question);
  const opened =
    !other && !conditional && first?.onFocus && YES_NO.test(question) && openWithYesNo(question, first.text);
  return first && opened ? [{ ...first, text: opened, restates: true }, ...lead.slice(1)] : lead;
}
