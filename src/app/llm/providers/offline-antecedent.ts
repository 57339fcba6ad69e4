/**
 * The offline model's rule for sentences that only point back (`pointsBack`: "We call this a covering
 * index.", "Such a subquery is known as …"): such a sentence ranks below a self-contained one for a slot
 * of the direct answer (`POINTER_PENALTY`; a naming sentence with its antecedent gains for a definition,
 * `pointerStanding`), and when the direct answer still opens with one, the
 * passage's sentence it points back to goes before it (`withAntecedent`), so the reader sees what "this"
 * is. Pure.
 *
 * Rules (decided here):
 * - The antecedent is the nearest earlier prose sentence of the same passage that does not point back
 *   itself, at most `MAX_BACK` (2) sentences back, each running straight on into the next in a snippet
 *   of the passage (nothing left out between them), a whole sentence (not cut by the snippet, not a
 *   list item, not a piece that starts in lower case); a figure caption or a heading run into it
 *   ("Figure 13: A Covering Index This new index …") is no sentence to stand on.
 * - A pointing sentence is resolved when an earlier sentence of the direct answer cites its passage.
 * - None found: the pointing sentence is left out when another sentence of the direct answer stands on
 *   its own; else it stays (and the release verdict says at most `partly`).
 */
import { pointsBack } from '../language/anaphora';
import { isSentence, unitText } from '../language/sentences';
import type { ScoredUnit } from './offline-evidence';
import { tidy } from './offline-tidy';

/** How much a pointing-back sentence loses when the direct answer's slots rank candidates. */
export const POINTER_PENALTY = 1;
/** How far back (in sentences of its passage) the antecedent of a pointing sentence is looked for. */
export const MAX_BACK = 2;

/** A sentence's own start: a capital, a digit or a quote (not a piece split off mid-sentence). */
const STARTS_SENTENCE = /^["“(]?[\p{Lu}\d]/u;
/** Most characters between two sentences that run on in a snippet (white space, a list mark). */
const MAX_GAP = 4;

/** A caption or a heading run into a sentence: "Figure 13: A Covering Index This new index …". */
const CAPTION = /^(?:figure|table|example|listing)\s+\d+\s*:/i;

/** A sentence that gives a name to what the sentence before it describes: "… is known as …", "We call this …". */
export const NAMES_IT =
  /\b(?:is|are) (?:usually |commonly |often |also |sometimes )?(?:called|known as|referred to as|termed|described as)\b|^we call\b/i;
/** How much a naming sentence with its antecedent gains for a definition ("Such a subquery is known as …"). */
export const NAMING_BONUS = 0.5;

/** A direct-answer sentence as this module reads it. */
interface Sentence {
  text: string;
  citation: string;
  source: ScoredUnit;
}

/** Whether a unit's own words (before `tidy` drops an "Or"/"And") point back. */
export function unitPointsBack(unit: ScoredUnit): boolean {
  return pointsBack(unit.unit.text);
}

/** The passage sentence a pointing one points back to (see the module rules), if any. */
export function antecedentOf(source: ScoredUnit, units: readonly ScoredUnit[]): ScoredUnit | undefined {
  const earlier = units
    .filter((u) => u.passage === source.passage && u.unit.index < source.unit.index)
    .filter((u) => u.unit.kind === 'prose')
    .sort((left, right) => right.unit.index - left.unit.index)
    .slice(0, MAX_BACK);
  let after = source;
  for (const u of earlier) {
    if (u.unit.partial || u.unit.item || !isSentence(u.unit) || !STARTS_SENTENCE.test(u.unit.text)) return undefined;
    if (CAPTION.test(u.unit.text) || !adjacent(u, after)) return undefined;
    if (!unitPointsBack(u)) return u;
    after = u;
  }
  return undefined;
}

/** Whether one unit's text runs straight on into the next one's in a snippet of their passage. */
function adjacent(before: ScoredUnit, after: ScoredUnit): boolean {
  return before.passage.texts.some((raw) => {
    const text = raw.replace(/\s+/g, ' ');
    const at = text.indexOf(before.unit.text);
    if (at < 0) return false;
    const next = text.indexOf(after.unit.text, at + before.unit.text.length);
    return next >= 0 && next - (at + before.unit.text.length) <= MAX_GAP;
  });
}

/**
 * A unit's standing for a slot of the direct answer: `-POINTER_PENALTY` for a sentence that points back,
 * except that for a definition one that names the asked thing after its antecedent ("… may contain
 * references to columns in the outer query. Such a subquery is known as a correlated subquery.") gains
 * `NAMING_BONUS`: the two together define it. The name (the words after "known as", "called", "we call
 * this") must cover every focus concept: "This feature is called type affinity" defines no BOOLEAN.
 * 0 for any other unit.
 *
 * @param named whether a text covers every focus concept (the caller's focus)
 */
export function pointerStanding(
  unit: ScoredUnit,
  units: readonly ScoredUnit[],
  definition: boolean,
  named: (text: string) => boolean,
): number {
  if (unit.unit.kind !== 'prose' || !unitPointsBack(unit)) return 0;
  const naming = NAMES_IT.exec(unit.unit.text);
  const name = naming ? unit.unit.text.slice((naming.index ?? 0) + naming[0].length) : '';
  if (definition && naming && named(name) && antecedentOf(unit, units)) return NAMING_BONUS;
  return -POINTER_PENALTY;
}

/**
 * The direct answer with every sentence that points back resolved: the antecedent put before it, unless
 * an earlier sentence of the answer already cites its passage; a pointing sentence without one is left
 * out when other sentences remain.
 *
 * @param chosen the direct answer's sentences, in order
 * @param units every scored unit the run read
 * @param make builds a direct-answer sentence from a unit (its text tidied, its passage cited)
 */
export function withAntecedent<T extends Sentence>(
  chosen: readonly T[],
  units: readonly ScoredUnit[],
  make: (source: ScoredUnit, text: string) => T,
): T[] {
  const out: T[] = [];
  chosen.forEach((sentence, i) => {
    const pointing = sentence.source.unit.kind === 'prose' && unitPointsBack(sentence.source);
    if (!pointing || out.some((c) => c.citation === sentence.citation)) return void out.push(sentence);
    const antecedent = antecedentOf(sentence.source, units);
    if (antecedent && !chosen.some((c) => c.source === antecedent)) {
      out.push(make(antecedent, tidy(unitText(antecedent.unit))), sentence);
      return;
    }
    // No antecedent to show: the sentence is left out, unless nothing else would remain.
    const others = chosen.filter((c, j) => j !== i && c.source.unit.kind === 'prose' && !unitPointsBack(c.source));
    if (others.length === 0) out.push(sentence);
  });
  return out;
}
