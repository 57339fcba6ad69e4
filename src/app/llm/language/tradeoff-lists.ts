/**
 * The advantages and disadvantages a passage lists ("Advantages include: 1. … But there are also
 * disadvantages: 1. …"): the items' first sentences, by side, for the passages about the asked thing.
 * The offline model lists them in its direct answer; the release verdict checks that an answer to a
 * trade-off question carries enough of them (`coveredItems`). Pure.
 */
import { covers, coverageText, type Concept } from './concepts';
import { splitUnits, type TextUnit } from './sentences';
import { contentTerms, termSet } from './terms';

/** A side of a trade-off, as `splitUnits` labels list items. */
export type Side = 'advantages' | 'disadvantages';

/** Share of an item's content terms a text must hold to carry that item. */
export const ITEM_SHARE = 0.6;

/** One passage as the lists are read from it: its heading words and text. */
export interface ListPassage {
  title: string;
  heading: string;
  texts: readonly string[];
}

/**
 * The listed items of one side in the passage about the focus that lists most of them: each item's first
 * sentence, in list order, none the snippet cut. Empty when no passage about every focus concept lists any.
 */
export function listedItems(side: Side, passages: readonly ListPassage[], focus: readonly Concept[]): TextUnit[] {
  let best: TextUnit[] = [];
  for (const passage of passages) {
    const view = coverageText(`${passage.title} ${passage.heading} ${passage.texts.join(' ')}`);
    if (!focus.every((concept) => covers(concept, view))) continue;
    const items: TextUnit[] = [];
    for (const unit of passage.texts.flatMap((text) => splitUnits(text)))
      if (unit.kind === 'prose' && unit.item && unit.list === side && !unit.partial)
        if (!items.some((other) => other.text === unit.text)) items.push(unit);
    if (items.length > best.length) best = items;
  }
  return best;
}

/** How many of the items a text carries (`ITEM_SHARE` of an item's content terms in it). */
export function coveredItems(items: readonly TextUnit[], text: string): number {
  const held = termSet(contentTerms(text));
  return items.filter((item) => {
    const terms = contentTerms(item.text);
    return terms.length > 0 && terms.filter((term) => held.has(term)).length / terms.length >= ITEM_SHARE;
  }).length;
}
