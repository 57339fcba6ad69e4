/**
 * The focus of a question: the concepts that tell it apart from its neighbours — the asked-about thing
 * ("columns" in "the maximum number of columns in a table", "string" in "the maximum length of a
 * string") and the asked action or property ("unique" in "make a column unique", "delete" and
 * "duplicate" in "delete duplicate rows"). A direct answer must be about all of them: a sentence about
 * rows answers a neighbouring question, not this one. The offline model picks its lead sentences by it;
 * the release verdict checks the direct answer against it. Pure.
 *
 * Rules (decided here):
 * - Only the main clause counts: the text before a subordinate clause that starts after the question's
 *   first three words ("… unique | after the table exists", "… | instead of returning"); a clause of
 *   "when", "if" or "while" often is the question ("wait while a table is locked") and stays; a
 *   vocabulary phrase that starts in the main clause stays whole.
 * - A setting is not the focus: a plain word (no vocabulary topic) named only after "in", "within", "per",
 *   "from", "to", "into", "with", "out of", "after" or "before" (up to the next "of", "on", "for", "that",
 *   "and", "or"): "in a table", "to an existing table", "with the command-line shell" (a preposition in
 *   capitals is part of an SQL form: "VACUUM INTO"); and the container
 *   of "how many columns can a table have".
 * - The words of what kind of answer is wanted are not the focus, when another concept remains: for a
 *   figure "maximum", "minimum", "number", "limit", "default", "largest", "upper", "bound", "size"; for a
 *   default question "default", "setting", "value" (not for a how-to: "make a column default to …" asks
 *   for the DEFAULT clause);
 *   verbs of asking whose statement the answer names ("turn on", "make", "create", "add", "give", "check",
 *   "the syntax for", "write" in "how do I write …") and
 *   fillers ("exists", "single", "not"); half-weight generic words ("sqlite", "database"). Verbs that
 *   are the action asked for (delete, remove, insert, update, drop, rename) stay.
 * - Turning something off ("turn off", "disable", "switch off") adds the concept "off": an answer that
 *   turns it on answers the neighbouring question.
 * - When nothing is left, the focus is every topical concept of the question.
 * - A focus concept is covered by its own words and a topic's documentation words, not by loose
 *   synonyms (`strict`).
 */
import { covers, coverageText, questionConcepts, type Concept } from './concepts';
import { detectIntents, type Intent } from './intent';
import { contentTerms } from './terms';

/** Words that open a subordinate clause: the main clause ends before them. */
const SUBORDINATE =
  /\s(?:after|before|once|because|since|so that|even though|given that|instead of|rather than|without (?:having|losing|\w+ing))\b/i;

/** Prepositions that open a setting ("in a table", "to an existing table", "with the shell", "out of a column"). */
const SETTING = /\b(?:in|within|inside|per|from|across|to|into|with|out of|after|before)\s/gi;
/** Where a setting ends: the next preposition that opens what is asked about, or the clause's end. */
const SETTING_END = /\b(?:of|on|for|that|which|and|or|but)\s/i;

/** Words of a figure question that say what kind of figure, not of what. */
const FIGURE_WORDS = new Set(
  contentTerms('maximum minimum max min number numbers limit limits default largest upper bound bounds size count'),
);

/** The words of a default question that say it asks for the default, not of what. */
const DEFAULT_WORDS = new Set(contentTerms('default defaults setting value'));

/**
 * Words of how people ask for an action, which the answer's statement stands for ("turn on", "make",
 * "create"), and fillers ("exists", "single", "take", "not").
 */
const ASKING_WORDS = new Set(
  contentTerms(
    'turn switch check find change run start stop put get open close handle support supports set enable make create ' +
      'add give assign exist exists existing single take takes allow allows let able not non while syntax',
  ),
);

const WRITE_ASKED = /\b(?:how (?:do|can|should|would) (?:i|we|you|one)|how to) write\b/i;
const WRITE = new Set(contentTerms('write'));

/** The main clause of a question (see the module rules). */
export function mainClause(question: string): string {
  const words = question.trim().split(/\s+/);
  const head = words.slice(0, 3).join(' ');
  const rest = question.trim().slice(head.length);
  const cut = SUBORDINATE.exec(rest);
  return cut ? `${head}${rest.slice(0, cut.index)}` : question.trim();
}

/** The container of "how many X can a Y have": a setting, like "in a Y". */
const CONTAINER =
  /\b(?:can|does|do|could|may) (?:a|an|the|one|each|my|your|our|single) ((?:[\w-]+ )?)[\w-]+ (?:have|hold|contain|store|take|accept)\b/gi;

/** The clause's text with its settings blanked out (see the module rules). */
function withoutSettings(text: string): string {
  const clause = text.replace(CONTAINER, ' ');
  let out = '';
  let cursor = 0;
  for (const match of clause.matchAll(SETTING)) {
    const start = match.index ?? 0;
    // A preposition in capitals is a keyword of an SQL form ("VACUUM INTO", "INSERT INTO"), not a setting.
    if (start < cursor || /^[A-Z]{2,}\s$/.test(match[0])) continue;
    const after = clause.slice(start + match[0].length);
    const end = SETTING_END.exec(after);
    const stop = start + match[0].length + (end ? end.index : after.length);
    out += clause.slice(cursor, start);
    cursor = stop;
  }
  return out + clause.slice(cursor);
}

/** A concept the question names only in a setting: a plain word (no vocabulary topic behind it). */
function isSetting(concept: Concept, asked: string): boolean {
  if (concept.entries.some((entry) => entry.query !== '')) return false;
  return !inClause(concept, asked);
}

function inClause(concept: Concept, clause: string): boolean {
  const terms = new Set(contentTerms(clause));
  const own = [...concept.words, ...concept.stems];
  return own.some((term) => terms.has(term)) || concept.phrases.some((phrase) => clause.toLowerCase().includes(phrase));
}

/**
 * The focus concepts of a question.
 *
 * @param question the user's question
 * @param concepts its concepts (`questionConcepts`), passed when already computed
 * @param intents its intents (`detectIntents`)
 * @returns the concepts a direct answer must cover, in question order (never empty when `concepts` is not)
 */
export function focusConcepts(
  question: string,
  concepts: readonly Concept[] = questionConcepts(question),
  intents: readonly Intent[] = detectIntents(question),
): Concept[] {
  const topical = concepts.filter((concept) => concept.weight >= 1 || concept.domain);
  const clause = mainClause(question);
  const inMain = topical.filter((concept) => inClause(concept, clause));
  const asked = withoutSettings(clause);
  let focus = inMain.length > 0 ? inMain : topical;
  const unset = focus.filter((concept) => !isSetting(concept, asked));
  if (unset.length > 0) focus = unset;
  const own = (concept: Concept) => [...concept.words, ...concept.stems];
  const only = (set: Set<string>) => (concept: Concept) =>
    concept.entries.length === 0 && own(concept).length > 0 && own(concept).every((term) => set.has(term));
  const drop = (test: (concept: Concept) => boolean) => {
    const kept = focus.filter((concept) => !test(concept));
    if (kept.length > 0) focus = kept;
  };
  if (intents.includes('limit')) drop(only(FIGURE_WORDS));
  // "What is the default …?" asks for a default; "How do I make a column default to …?" asks to set one.
  if (intents.includes('default') && !intents.includes('how-to'))
    drop((concept) => own(concept).length > 0 && own(concept).every((term) => DEFAULT_WORDS.has(term)));
  drop(only(ASKING_WORDS));
  // "How do I write an upsert?": writing is how the answer's statement is asked for ("my writes fail" is not).
  if (WRITE_ASKED.test(question)) drop(only(WRITE));
  drop((concept) => concept.weight < 1 && concept.entries.length === 0 && !concept.domain);
  drop((concept) => concept.weight < 1 && /^(?:sqlite3?|database|db)$/i.test(concept.label));
  if (TURN_OFF.test(question)) focus = [...focus, OFF];
  const chosen = focus.length > 0 ? focus : [...concepts];
  return chosen.map((concept) => strict(concept, chosen));
}

/**
 * A focus concept is covered by the question's own words and the documentation's words for a topic, not
 * by a loose synonym: an entry that only adds terms (`string` ~ `text`, `columns` ~ `column`) counts
 * for ranking, but "the text of an SQL statement" is not about strings. Nor does a topic's term that is
 * another focus concept's own word cover it ("tables" does not make a sentence about a schema).
 */
function strict(concept: Concept, focus: readonly Concept[]): Concept {
  if (concept.entries.length === 0) return concept;
  if (!concept.entries.some((entry) => entry.query !== ''))
    return { ...concept, stems: contentTerms(concept.label), phrases: [], words: [] };
  const others = new Set(
    focus.filter((other) => other !== concept).flatMap((other) => [...other.words, ...contentTerms(other.label)]),
  );
  const own = new Set(contentTerms(concept.label));
  return { ...concept, stems: concept.stems.filter((stem) => own.has(stem) || !others.has(stem)) };
}

/** Verbs that ask to undo or change a thing, not to make one. */
export const UNMAKING = /\b(?:drop|delete|remove|rename|change|alter|disable|turn off|get rid of)\b/;

/**
 * The statement forms the vocabulary names for the focus topics (what a how-to's lead must show); the
 * forms that create a thing (`CREATE INDEX`) do not answer a question that asks to remove, drop,
 * rename or change it.
 */
export function focusForms(focus: readonly Concept[], question = ''): RegExp[] {
  const unmaking = UNMAKING.test(question.toLowerCase());
  return focus.flatMap((concept) =>
    concept.entries.flatMap((entry) =>
      entry.code && !(unmaking && /^CREATE\b/.test(entry.code.source)) ? [entry.code] : [],
    ),
  );
}

/**
 * Whether a code text (an example, a statement written out) shows the focus: for every focus concept
 * the vocabulary names statement forms for (`focusForms`, per concept), one of them occurs in it. A
 * default for the current time is `DEFAULT CURRENT_TIMESTAMP`; `SELECT date();` shows the current time
 * but no DEFAULT. True when no focus concept names a form.
 */
export function showsFocus(code: string, focus: readonly Concept[], question = ''): boolean {
  return focus.every((concept) => {
    const forms = focusForms([concept], question);
    return forms.length === 0 || forms.some((form) => form.test(code));
  });
}

export const TURN_OFF = /\b(?:turn(?:ing)?|switch(?:ing)?|set(?:ting)?) (?:\w+ )*?off\b|\bdisabl(?:e|ing)\b/i;
const OFF: Concept = {
  label: 'off',
  stems: ['disabl'],
  words: [],
  phrases: [' off', '=off', '= 0', '=0'],
  weight: 1,
  entries: [],
  domain: false,
};

/** The concepts of the question's main clause (all of them when none is in it). */
export function mainClauseConcepts(question: string, concepts: readonly Concept[]): Concept[] {
  const clause = mainClause(question);
  const inMain = concepts.filter((concept) => inClause(concept, clause));
  return inMain.length > 0 ? inMain : [...concepts];
}

/** The focus concepts a text leaves out (empty when it covers them all). */
export function missingFocus(focus: readonly Concept[], text: string): Concept[] {
  const view = coverageText(text);
  return focus.filter((concept) => !covers(concept, view));
}
