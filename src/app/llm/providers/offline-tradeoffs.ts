/**
 * The offline model's answer to a trade-off side when a passage lists it ("But there are also
 * disadvantages: 1. … 2. …"): one lead sentence that gives the listed items, in list order, in the
 * passage's words, numbered ("Disadvantages of WAL mode: (1) WAL normally requires …; (2) all processes
 * using a database must be on the same host computer; …"). Pure.
 *
 * Rules (decided here): the passage is the one about every focus concept that lists most items of the
 * side (at least `MIN_ITEMS`); each item is its first sentence, tidied (an aside in parentheses without
 * figures dropped), none the snippet cut; at most `MAX_ITEMS` items.
 */
import type { Concept } from '../language/concepts';
import { listedItems, type Side } from '../language/tradeoff-lists';
import type { ScoredUnit } from './offline-evidence';
import { tidy } from './offline-tidy';
import { asWritten, lowerFirst } from './offline-yes-no';

/** Fewest listed items worth a list sentence (one item is a sentence of its own). */
export const MIN_ITEMS = 2;
/** Most items one list sentence gives. */
export const MAX_ITEMS = 6;

/** A list sentence: its text, the unit it cites and every unit it uses. */
export interface ListLead {
  text: string;
  source: ScoredUnit;
  sources: ScoredUnit[];
}

/**
 * The list sentence for one side, or undefined when no passage about the focus lists `MIN_ITEMS` of it.
 *
 * @param units every scored unit of the run (list items need not repeat the question's words)
 */
export function listLead(
  side: Side,
  question: string,
  focus: readonly Concept[],
  units: readonly ScoredUnit[],
): ListLead | undefined {
  const passages = [...new Set(units.map((u) => u.passage))];
  const items = listedItems(side, passages, focus);
  if (items.length < MIN_ITEMS) return undefined;
  const sources = items
    .slice(0, MAX_ITEMS)
    .map((item) => units.find((u) => u.unit.text === item.text && u.unit.kind === 'prose'))
    .filter((u): u is ScoredUnit => u !== undefined);
  const first = sources[0];
  if (!first || sources.length < MIN_ITEMS) return undefined;
  const thing = asWritten(question, focus.map((concept) => concept.label).join(' '));
  const label = `${side === 'advantages' ? 'Advantages' : 'Disadvantages'} of ${thing}`;
  const heads = sources.map((u, i) => `(${i + 1}) ${lowerFirst(tidy(u.unit.text))}`);
  return { text: `${label}: ${heads.join('; ')}`, source: first, sources };
}
