/**
 * The release verdict's and the offline model's reading of sentences that only point back
 * (`pointsBack`, `src/contract/points-back.ts`: "We call this a covering index.", "Such a subquery is
 * known as …", "The query above …", an "It is …" with nothing before it): such a sentence cannot be
 * the direct answer on its own. Pure.
 *
 * Rule (decided here): a pointing sentence of an answer is resolved when an earlier sentence of the
 * same answer cites one of its passages (the text it points back to is shown): `pointsBackUnresolved`.
 */
import { pointsBack } from '../../../contract';

export { pointsBack } from '../../../contract';

/** A sentence of an answer as `pointsBackUnresolved` reads it: its text and the passages it cites. */
export interface CitedSentence {
  text: string;
  citations: readonly string[];
}

/**
 * Whether the sentence at `index` of an answer points back (`pointsBack`) with nothing before it that
 * shows what it points to: no earlier sentence of the answer cites one of its passages.
 *
 * @param sentences the answer's sentences, in order
 * @param index the sentence to check (0-based)
 */
export function pointsBackUnresolved(sentences: readonly CitedSentence[], index: number): boolean {
  const sentence = sentences[index];
  if (!sentence || !pointsBack(sentence.text)) return false;
  return !sentences.slice(0, index).some((earlier) => earlier.citations.some((id) => sentence.citations.includes(id)));
}
