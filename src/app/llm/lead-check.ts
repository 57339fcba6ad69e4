/**
 * The release verdict's check of the direct answer (the answer's first paragraph, DESIGN §6 Release):
 * is it about what the question asks, or about a neighbouring thing? A lead about the maximum number of
 * rows does not answer a question about columns, however much of the question's wording the rest of the
 * answer repeats. Pure.
 *
 * Rules (decided here):
 * - The direct answer is the supported sentences of the first paragraph that holds a supported
 *   citation (an answer without paragraphs is all lead).
 * - Its sentences and quotes together must cover every focus concept of the question (`focusConcepts`:
 *   the asked-about thing and the asked action, not the setting or the kind of answer wanted).
 * - A figure (a `limit` question) must come from a passage the direct answer cites for the asked thing:
 *   the sentences citing one passage together give a new figure and cover the focus; and when the
 *   question asks for an extreme ("maximum", "largest", `EXTREME_ASKED`), they say it is one
 *   (`EXTREME`: "maximum", "up to", "between", `SQLITE_MAX_…`), not only a default ("how big can X
 *   be" asks for the maximum, `MAXIMUM_ASKED`); and the figure is of the asked thing
 *   (`figureAboutFocus`: the focus is named before it, in its clause, or in the passage's heading). So must a
 *   statement form for a `how-to` (the SQL, pragma or API the lead names, or its code example); and
 *   when the vocabulary names the statement that does the asked action (`focusForms`: "unique" →
 *   `CREATE UNIQUE INDEX`), the direct answer must show that statement written out (inside one of its
 *   `codeForms`, not only named: "the RENAME COLUMN TO syntax" does not show `ALTER TABLE … RENAME
 *   COLUMN … TO …`), one form showing every focus concept that names a statement (`showsFocus`:
 *   `DEFAULT CURRENT_TIMESTAMP` for a default to the current time, not `SELECT date()`).
 * - Its sentences must stand on their own: one that only points back at text the answer does not show
 *   ("We call this a covering index.", "Such a subquery is known as …", "The query above …", with no
 *   earlier sentence of the answer citing its passage: `pointsBackUnresolved`) names no answer
 *   (`about: 'pointer'`).
 * - Otherwise the lead answers a neighbouring question: the verdict is at most `partly` (`no` when no
 *   supported sentence of the whole answer covers any focus concept).
 */
import type { Concept } from './language/concepts';
import { focusForms, missingFocus, showsFocus } from './language/focus';
import { codeForms, newFigures, newStatementForms } from './language/forms';
import type { Intent } from './language/intent';
import { figureAboutFocus, MAXIMUM_ASKED } from './language/subject';
import { pointsBackUnresolved } from './language/anaphora';

/** A supported sentence as the lead check reads it. */
export interface LeadSentence {
  claim: string;
  quote?: string;
  /** The cited passage ids. */
  citations: readonly string[];
  /** True when the sentence is in the direct answer. */
  lead: boolean;
  /** The title and heading of the cited passage, when known. */
  heading?: string;
}

/** The outcome: `ok`, or what the direct answer misses (for the verdict's reason). */
export type LeadCheck =
  | { ok: true }
  | {
      ok: false;
      missing: Concept[];
      about: 'focus' | 'figure' | 'statement' | 'pointer';
      anyFocus: boolean;
      /** For `pointer`: the opening words of the sentence that points back. */
      opening?: string;
    };

/** A question that asks for an extreme ("the largest page size"), not the default. */
export const EXTREME_ASKED =
  /\b(?:maximum|max|largest|biggest|longest|most|upper|minimum|min|smallest|shortest|least)\b/i;
/** Words that give an extreme: the figure is a bound, not only a default. */
export const EXTREME =
  /\b(?:maximum|max|largest|biggest|longest|upper bound|up to|at most|no more than|cannot (?:exceed|be increased)|limit(?:ed)?|between|as large as|minimum|min|smallest|at least|lower bound)\b|\bSQLITE_(?:MAX|LIMIT)_\w+/i;

function textOf(sentences: readonly LeadSentence[]): string {
  return sentences.map((s) => `${s.claim} ${s.quote ?? ''}`).join(' ');
}

/** The lead's sentences grouped by the passage they cite (a sentence citing two is in both groups). */
function byPassage(sentences: readonly LeadSentence[]): LeadSentence[][] {
  const groups = new Map<string, LeadSentence[]>();
  for (const sentence of sentences)
    for (const id of sentence.citations) groups.set(id, [...(groups.get(id) ?? []), sentence]);
  return [...groups.values()];
}

/**
 * Checks the direct answer against the question's focus.
 *
 * @param question the user's question
 * @param focus its focus concepts (`focusConcepts`)
 * @param intents its intents
 * @param supported every supported sentence of the answer, in order, with `lead` marked
 */
export function checkLead(
  question: string,
  focus: readonly Concept[],
  intents: readonly Intent[],
  supported: readonly LeadSentence[],
): LeadCheck {
  const lead = supported.filter((s) => s.lead);
  const all = textOf(supported);
  const anyFocus = missingFocus(focus, all).length < focus.length;
  const missing = missingFocus(focus, textOf(lead));
  if (lead.length === 0 || missing.length > 0)
    return { ok: false, missing: lead.length === 0 ? [...focus] : missing, about: 'focus', anyFocus };
  const said = lead.map((s) => ({ text: s.claim || (s.quote ?? ''), citations: s.citations }));
  const pointing = said.findIndex((_, i) => pointsBackUnresolved(said, i));
  if (pointing >= 0)
    return {
      ok: false,
      missing: [...focus],
      about: 'pointer',
      anyFocus,
      opening: (said[pointing]?.text ?? '').split(/\s+/).slice(0, 4).join(' '),
    };
  const groups = byPassage(lead);
  const aboutFocus = (group: LeadSentence[]) => missingFocus(focus, textOf(group)).length === 0;
  const maximum = EXTREME_ASKED.test(question) || MAXIMUM_ASKED.test(question);
  const kind = (g: LeadSentence[]) => !maximum || EXTREME.test(textOf(g));
  // The figure itself is of the asked thing (`figureAboutFocus`), not only beside a mention of it.
  const ofFocus = (g: LeadSentence[]) => figureAboutFocus(textOf(g), focus, g.map((s) => s.heading ?? '').join(' '));
  const figure = (g: LeadSentence[]) =>
    newFigures(textOf(g), question).length > 0 && aboutFocus(g) && kind(g) && ofFocus(g);
  if (intents.includes('limit') && !groups.some(figure))
    return { ok: false, missing: [...focus], about: 'figure', anyFocus };
  const forms = focusForms(focus, question);
  const code = codeForms(textOf(lead));
  if (intents.includes('how-to') && forms.length > 0 && !code.some((c) => showsFocus(c, focus, question)))
    return { ok: false, missing: [...focus], about: 'statement', anyFocus };
  const statement = (g: LeadSentence[]) => newStatementForms(textOf(g), question).length > 0;
  // The statement is about the focus when its passage's sentences cover it, or when it is the form the
  // vocabulary names for the focus (an example `PRAGMA foreign_keys = OFF;` beside the sentence about it).
  const focusStatement = (g: LeadSentence[]) => aboutFocus(g) || forms.some((form) => form.test(textOf(g)));
  if (intents.includes('how-to') && groups.some(statement) && !groups.some((g) => statement(g) && focusStatement(g)))
    return { ok: false, missing: [...focus], about: 'statement', anyFocus };
  return { ok: true };
}

/** The reason words for a failed lead check ("its direct answer gives a figure, but not for columns"). */
export function leadProblem(check: Extract<LeadCheck, { ok: false }>): string {
  const names = check.missing.map((concept) => concept.label).join(', ');
  switch (check.about) {
    case 'focus':
      return `its direct answer is not about ${names}`;
    case 'figure':
      return `its direct answer gives no figure for ${names}`;
    case 'statement':
      return `its direct answer names no statement for ${names}`;
    case 'pointer':
      return `its direct answer has "${check.opening ?? ''} …", which points back at text the answer does not show`;
  }
}
