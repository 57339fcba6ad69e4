/**
 * What states a difference — the one definition the release verdict (a comparison's answer) and the
 * offline model (its compared-thing slots) both read. Pure.
 *
 * Rules (decided here):
 * - A comparison that names its compared things ("the difference between INTEGER PRIMARY KEY and
 *   AUTOINCREMENT", `comparedItems`) is answered by a sentence that relates them: it names every compared
 *   thing and sets them against each other with contrast wording (`CONTRAST_CUE`: unlike, whereas,
 *   while, but, instead, rather than, in contrast, prevents, only, except, the difference, differs) —
 *   "If the AUTOINCREMENT keyword appears after INTEGER PRIMARY KEY, that changes … to prevent the reuse
 *   of ROWIDs", "The UNION operator works the same way as UNION ALL, except that duplicate rows are
 *   removed". "Except" counts as "except that/for/when …", not the EXCEPT operator.
 * - Three or more compared things (`relatesAll`): each is named in such a sentence with at least one other
 *   compared thing.
 * - Two definitions side by side ("A correlated subquery is reevaluated each time …" and "An
 *   uncorrelated subquery is evaluated only once …") each name one thing: they state no difference.
 */
import { coverageText, covers, type Concept } from './concepts';

/** Words that set two things against each other in one sentence. */
export const CONTRAST_CUE =
  /\b(?:unlike|whereas|while|but|instead|rather than|in contrast|on the other hand|prevents?|only|except (?:that|for|when|if|in|as|where|on)|the difference|differs?|differences?)\b/i;

/**
 * Whether a sentence states a difference between the compared things (see the module rules).
 *
 * @param sentence one sentence
 * @param items the compared things (`comparedItems`); fewer than two: never
 */
export function statesDifference(sentence: string, items: readonly Concept[]): boolean {
  if (items.length < 2 || !CONTRAST_CUE.test(sentence)) return false;
  const view = coverageText(sentence);
  return items.every((item) => covers(item, view));
}

/**
 * Whether sentences relate all the compared things: two are named in one sentence that states a
 * difference; three or more each in a sentence with contrast wording that names another of them too.
 *
 * @param sentences the sentences to read (the direct answer's)
 * @param items the compared things (`comparedItems`); fewer than two: never
 */
export function relatesAll(sentences: readonly string[], items: readonly Concept[]): boolean {
  if (items.length < 2) return false;
  if (items.length === 2) return sentences.some((sentence) => statesDifference(sentence, items));
  return items.every((item) =>
    sentences.some((sentence) => {
      if (!CONTRAST_CUE.test(sentence)) return false;
      const view = coverageText(sentence);
      return covers(item, view) && items.some((other) => other !== item && covers(other, view));
    }),
  );
}
