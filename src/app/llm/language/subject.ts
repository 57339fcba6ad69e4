/**
 * Whether a figure or a cause is about what the question asks, not only present beside it. "How big can
 * a single BLOB be?" is not answered by "If it is small enough (by default this means smaller than 4000
 * bytes), the entire contents of a segment b-tree may be stored … as a single blob": its figure is of a
 * segment b-tree. "Why is my database file not shrinking after deleting rows?" is not answered by a
 * sentence on the disk space VACUUM needs. The offline model prefers the sentences that pass; the
 * release verdict gives at most `partly` without one. Pure.
 *
 * Rules (decided here):
 * - A figure is about the focus when the sentence names every focus concept before the figure, or in
 *   the clause that holds it (between commas, semicolons or parentheses: "a limit of 2000 columns"), or
 *   after it as what a bound is on ("… is 2147483646 … this is also then an upper bound on the number
 *   of tables"), or
 *   when the heading of its passage names them ("Maximum length of a string or BLOB").
 * - "How big/large/long can X be/get" asks for a maximum (`MAXIMUM_ASKED`), like "maximum".
 * - A why question's symptom is the concepts of its clause before any second question ("…, and how do
 *   I fix it?"), less the words of asking (`why`, `not`, the `non` of "non-ASCII", `my` …) and the generic ones (`sqlite`,
 *   `database`). A cause covers it when the direct answer's sentences that carry it (a passage's
 *   sentences together) name at least `SYMPTOM_SHARE` (50 %) of those concepts in the question's own
 *   words, or for an error message by its code (`SQLITE_BUSY` for "database is locked"); a topic's
 *   documentation words do not count ("VACUUM" is not "shrinking").
 */
import { missingFocus } from './focus';
import { questionConcepts, type Concept } from './concepts';
import { FIGURE, NOT_A_FIGURE } from './forms';
import { contentTerms, termSet } from './terms';

/** Least share of a why question's symptom terms the sentences that give the cause must share. */
export const SYMPTOM_SHARE = 0.5;

/** "How big can a BLOB be?", "How long can an SQL statement get?": a question for a maximum. */
export const MAXIMUM_ASKED = /\bhow (?:big|large|long) can\b/i;

/** A bound that a later part of the sentence puts on something ("an upper bound on …", "the limit for …"). */
const BOUND_AFTER = /\b(?:upper bound|lower bound|bound|limit|maximum|minimum) (?:on|of|for)\b/i;
/** Where a clause starts or ends. */
const CLAUSE_EDGE = /[,;:()]/g;

/** Whether some figure of a sentence is about the focus (see the module rules); `heading` names its passage. */
export function figureAboutFocus(sentence: string, focus: readonly Concept[], heading = ''): boolean {
  if (focus.length === 0 || missingFocus(focus, heading).length === 0) return true;
  const text = sentence.replace(NOT_A_FIGURE, (match) => ' '.repeat(match.length));
  const edges = [...text.matchAll(CLAUSE_EDGE)].map((edge) => edge.index ?? 0);
  for (const match of text.matchAll(FIGURE)) {
    const at = match.index ?? 0;
    const end = at + match[0].length;
    if (missingFocus(focus, text.slice(0, at)).length === 0) return true;
    const start = Math.max(0, ...edges.filter((edge) => edge < at));
    const stop = Math.min(text.length, ...edges.filter((edge) => edge >= end));
    if (missingFocus(focus, text.slice(start, stop)).length === 0) return true;
    // "… is 2147483646 … this is also then an upper bound on the number of tables".
    const bound = BOUND_AFTER.exec(text.slice(end));
    if (bound && missingFocus(focus, text.slice(end + bound.index)).length === 0) return true;
  }
  return false;
}

/** Words of asking a why question, not of its symptom. */
const ASKING = new Set(
  contentTerms(
    'why how come reason cause causes not non still my me sqlite sqlite3 database db happen happens get keep',
  ),
);

/** The symptom clause: a why question before a second question ("…, and how do I fix it?"). */
function symptomClause(question: string): string {
  return question.split(/,?\s+(?:and|or|but) (?:how|what|when|where|which|should|can)\b/i)[0] ?? question;
}

/**
 * The symptom of a why question: one unit per concept of its symptom clause (see the module rules),
 * each the terms that name it — its own words, and for a vocabulary phrase its identifiers
 * (`SQLITE_BUSY` names "database is locked").
 */
export function symptomUnits(question: string): string[][] {
  return questionConcepts(symptomClause(question))
    .map((concept) => {
      const own = contentTerms(concept.label).filter((term) => !ASKING.has(term));
      const ids = concept.label.includes(' ')
        ? concept.entries.flatMap((entry) => entry.terms.filter((term) => term.includes('_')))
        : [];
      return own.length > 0 ? [...own, ...contentTerms(ids.join(' '))] : [];
    })
    .filter((unit) => unit.length > 0);
}

/** Whether a text covers `SYMPTOM_SHARE` of a why question's symptom units (true when it has none). */
export function coversSymptom(text: string, question: string): boolean {
  const symptom = symptomUnits(question);
  if (symptom.length === 0) return true;
  const said = termSet(contentTerms(text));
  return symptom.filter((unit) => unit.some((term) => said.has(term))).length / symptom.length >= SYMPTOM_SHARE;
}

/**
 * Whether a text names the asked thing of a why question in words, not only by a vocabulary phrase: a
 * focus concept the vocabulary gives phrases for must be covered by one of its single words (its
 * stems, or all its own words). "Applications should not use EXPLAIN QUERY PLAN …" covers "use my index"
 * only through the phrase "explain query plan": it gives no cause of an index not being used (it never
 * says "index"). Focus concepts without vocabulary phrases are left to `coversSymptom`.
 *
 * @param focus the question's focus concepts (`focusConcepts`)
 */
export function namesFocusHeads(text: string, focus: readonly Concept[]): boolean {
  const said = termSet(contentTerms(text));
  return focus
    .filter((concept) => concept.entries.length > 0 && concept.phrases.length > 0)
    .every(
      (concept) =>
        concept.stems.some((stem) => said.has(stem)) ||
        (concept.words.length > 0 && concept.words.every((word) => said.has(word))),
    );
}
