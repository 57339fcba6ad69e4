/**
 * Which sentences may lead the offline model's direct answer: the ones about the question's focus (the
 * asked-about thing and the asked action, `focusConcepts`), so that a question about columns is not
 * answered with the passage's sentence about rows. Pure.
 *
 * Rules (decided here):
 * - A figure sentence is on focus when it, or the heading of its passage, covers every focus concept
 *   ("The default value of this macro is 1 billion" under "Maximum length of a string or BLOB") and its
 *   figure is of that thing (`figureAboutFocus`: not "smaller than 4000 bytes … stored as a single
 *   blob" for a BLOB's size), or
 *   when the passage has a naming sentence for it (`namingSentence`).
 * - An action or remedy sentence is on focus, when the vocabulary names the statement that does the
 *   asked action (`focusForms`: "unique" → `CREATE UNIQUE INDEX`), when it or its passage's code shows
 *   that statement; otherwise when it covers every focus concept.
 * - Any other sentence is on focus when it covers every focus concept.
 * - A slot takes its sentence from the on-focus candidates when there are any, else from all.
 * - A figure sentence that does not name the thing itself is preceded by the passage's sentence that
 *   does (`namingSentence`), so the direct answer says what the figure is of.
 */
import type { Concept } from '../language/concepts';
import { covers } from '../language/concepts';
import { focusForms, missingFocus } from '../language/focus';
import { unitText, type TextUnit } from '../language/sentences';
import type { ScoredUnit } from './offline-evidence';
import { figureAboutFocus } from '../language/subject';

/** The slots the lead fills that the focus rules tell apart. */
export type FocusSlot = 'figure' | 'action' | 'remedy' | 'other';

function coversAll(focus: readonly Concept[], text: string): boolean {
  return missingFocus(focus, text).length === 0;
}

/** Whether a unit's passage shows a statement the vocabulary names for the focus. */
function passageShows(forms: readonly RegExp[], unit: ScoredUnit): boolean {
  return unit.passage.units.some((other) => other.kind === 'code' && forms.some((form) => form.test(other.text)));
}

/** Whether a candidate unit may fill the slot (see the module rules). */
export function onFocus(slot: FocusSlot, unit: ScoredUnit, focus: readonly Concept[], question = ''): boolean {
  if (focus.length === 0) return true;
  const text = unitText(unit.unit);
  switch (slot) {
    case 'figure':
      return (
        (coversAll(focus, `${text} ${unit.passage.title} ${unit.passage.heading}`) &&
          figureAboutFocus(text, focus, `${unit.passage.title} ${unit.passage.heading}`)) ||
        namingSentence(unit, focus, unit.passage.units) !== undefined
      );
    case 'action':
    case 'remedy': {
      const forms = focusForms(focus, question);
      if (forms.length > 0) return forms.some((form) => form.test(text)) || passageShows(forms, unit);
      return coversAll(focus, text);
    }
    case 'other':
      return coversAll(focus, text);
  }
}

/** Keeps the on-focus candidates when there are any. */
export function narrowToFocus<T extends { u: ScoredUnit }>(
  slot: FocusSlot,
  candidates: readonly T[],
  focus: readonly Concept[],
  question = '',
): T[] {
  const on = candidates.filter((candidate) => onFocus(slot, candidate.u, focus, question));
  return on.length > 0 ? on : [...candidates];
}

/**
 * The sentence that names what a figure sentence's figure is of: the nearest earlier prose unit of the
 * same passage that covers every focus concept and is the sentence just before it or shares an
 * identifier with it (`SQLITE_MAX_COLUMN`) — or, with `anyInPassage` (the passage's heading names the
 * thing), any earlier one of the passage; none when the figure sentence names it itself.
 *
 * @param figure the chosen figure sentence
 * @param prose the prose candidates of the run
 */
export function namingSentence<T extends ScoredUnit | TextUnit>(
  figure: ScoredUnit,
  focus: readonly Concept[],
  prose: readonly T[],
  anyInPassage = false,
): T | undefined {
  if (focus.length === 0 || coversAll(focus, unitText(figure.unit))) return undefined;
  const unitOf = (u: T): TextUnit => ('unit' in u ? u.unit : u);
  const figureIds = identifiers(figure.unit.text);
  return prose
    .filter((u) => unitOf(u).kind === 'prose' && unitOf(u).index < figure.unit.index)
    .filter((u) => !('passage' in u) || u.passage === figure.passage)
    .filter((u) => coversAll(focus, unitText(unitOf(u))))
    .filter((u) => {
      // It names the same thing: the sentence just before ("… SQLITE_MAX_LENGTH. The default value of
      // this macro is …"), or one that shares an identifier with it — for a list item ("The number of
      // columns in an index"), its list's introduction does ("The SQLITE_MAX_COLUMN … upper bound on:").
      const before = figure.unit.index - unitOf(u).index === 1;
      const intro = listIntroOf(unitOf(u), figure.passage.units);
      const named = [unitOf(u).text, intro?.text ?? ''].some((text) =>
        identifiers(text).some((id) => figureIds.includes(id)),
      );
      return anyInPassage || before || named;
    })
    .sort((left, right) => unitOf(right).index - unitOf(left).index)[0];
}

/** The list introduction ("… an upper bound on:") a list item belongs to, when it is one. */
export function listIntroOf(item: TextUnit, units: readonly TextUnit[]): TextUnit | undefined {
  return units
    .filter((unit) => unit.index < item.index && (unit.items ?? []).some((head) => item.text.startsWith(head)))
    .sort((left, right) => right.index - left.index)[0];
}

/**
 * A naming sentence as the direct answer says it: a list item with its introduction ("The SQLITE_MAX_COLUMN
 * compile-time parameter is used to set an upper bound on: the number of columns in an index"), any
 * other unit as itself. Both parts are the passage's words.
 */
export function namingText(naming: ScoredUnit): string {
  const intro = listIntroOf(naming.unit, naming.passage.units);
  const text = unitText(naming.unit);
  return intro ? `${intro.text} ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

function identifiers(text: string): string[] {
  return text.match(/\b[A-Za-z]\w*_\w+\b/g) ?? [];
}

/** Least number of the question's concepts a sentence added to cover the rest must cover. */
export const MIN_REST_CONCEPTS = 2;

/**
 * When no lead sentence is about the whole focus: the prose unit that covers the most focus concepts the
 * chosen sentences leave out (ties: the higher score) and at least `MIN_REST_CONCEPTS` of the
 * question's concepts; none when they leave none out or no unit helps.
 */
export function coverRest(
  chosen: readonly ScoredUnit[],
  focus: readonly Concept[],
  prose: readonly ScoredUnit[],
): ScoredUnit | undefined {
  const left = missingFocus(focus, chosen.map((u) => unitText(u.unit)).join(' '));
  if (left.length === 0) return undefined;
  const gain = (u: ScoredUnit) => left.filter((concept) => covers(concept, u.view)).length;
  // It must be about the question too, not only hold the missing word ("the previous screen").
  return prose
    .filter((u) => !chosen.includes(u) && gain(u) > 0 && u.covered.length >= MIN_REST_CONCEPTS)
    .sort((a, b) => gain(b) - gain(a) || b.base - a.base)[0];
}
