/**
 * The offline model's answer to a yes/no question about a default ("Is WAL on by default?", "Are
 * foreign keys enforced by default?", "Does FTS5 ignore case by default?"): the direct answer opens
 * with "Yes" or "No", decided from the passage sentence that states the default, and says it in that
 * sentence's words. Pure.
 *
 * Rules (decided here):
 * - The asked thing is the focus less the asked state ("enforced" in "Are foreign keys enforced by
 *   default?"), or the subject of a "Does X … by default?" question.
 * - A sentence states the default of the asked thing when it matches `DEFAULT_STATED` and the text up
 *   to the end of that match names every focus concept (`defaultSubjectCovers`): "Foreign key
 *   constraints are disabled by default" is about foreign keys; "Autocheckpointing is enabled by
 *   default … SQLITE_DEFAULT_WAL_AUTOCHECKPOINT" is not about WAL.
 * - Its answer is "No" when that text says off (`OFF_WORDS`: off, disabled, not, none, "is 0", false; the
 *   0 of a version number "3.7.0" is no off) and
 *   the question asks whether the thing is on, or it says on and the question asks whether it is off;
 *   otherwise "Yes".
 * - Without such a sentence, a sentence that states the default value of a setting ("An SQLite database
 *   connection defaults to journal_mode=DELETE", "The default journaling mode is DELETE") answers "No"
 *   when the asked thing is another value of that setting in the passages read ("journal_mode=WAL",
 *   "the WAL journaling mode"): the thing is not the default, and the sentence says what is.
 * - The evidence sentence is also given verbatim as the first supporting quote (`source`).
 * - For any yes/no question, a sentence whose opening condition names the asked thing says how it works
 *   (`describesAsked`), so it may open the answer.
 */
import type { Concept } from '../language/concepts';
import { defaultSubject, defaultSubjectCovers } from '../language/forms';
import { unitText } from '../language/sentences';
import { contentTerms } from '../language/terms';
import type { ScoredUnit } from './offline-evidence';
import { tidy } from './offline-tidy';
import { asksPresence, DENIES, NOT_DENYING, polarityOf } from '../language/polarity';
import { missingFocus } from '../language/focus';

/** Words that say a default is off. */
export const OFF_WORDS = /\b(?:off|disabled?|not|none|no|zero|false|omitted)\b|"none"|(?:\bis|\bto|=) ?0\b/i;
/** A question that asks whether something is off by default. */
const ASKS_OFF = /\b(?:off|disabled|turned off|switched off|not (?:on|enabled|used))\b/i;
/** The question's wording of the thing and its state: "Is <WAL> <on> by default?". */
const ASKED_STATE =
  /^\s*(is|are)\s+(.+?)\s+((?:turned |switched )?(?:on|off)|enabled|disabled|active|used|enforced|supported|allowed|required)\s+by default\b/i;

/** The setting and value a sentence gives as a default: "defaults to journal_mode=DELETE", "The default journaling mode is DELETE". */
const SETTING_DEFAULT = [
  /\bdefaults? to ([a-z][a-z_]*)\s*=\s*(\w+)/i,
  /\b[Dd]efault ((?:[a-z]+ ){0,2}[a-z]+) (?:is|was) ([A-Z][A-Z0-9_]+)\b/,
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a sentence gives another value than the asked thing as the default of a setting the thing is a value of. */
function otherValue(text: string, focus: readonly Concept[], read: string): boolean {
  const thing = focus.length === 1 ? focus[0]?.label.split(/\s+/)[0] : undefined;
  if (!thing) return false;
  for (const pattern of SETTING_DEFAULT) {
    const match = pattern.exec(text);
    const setting = match?.[1];
    const value = match?.[2];
    if (!setting || !value || value.toLowerCase() === thing.toLowerCase()) continue;
    const word = escape(thing);
    const names = setting.includes('_')
      ? new RegExp(`\\b${escape(setting)}\\s*=\\s*${word}\\b`, 'i')
      : new RegExp(`\\b${word} ${escape(setting)}\\b`, 'i');
    if (names.test(read)) return true;
  }
  return false;
}

/** One yes/no lead: the sentence text, the unit it rests on. */
export interface YesNoLead {
  text: string;
  source: ScoredUnit;
}

/** A phrase as the question writes it ("WAL" for the label "wal"). */
export function asWritten(question: string, label: string): string {
  const at = question.toLowerCase().indexOf(label.toLowerCase());
  return at >= 0 ? question.slice(at, at + label.length) : label;
}

export function lowerFirst(text: string): string {
  return /^[A-Z](?:[a-z]| [a-z])/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** "No, WAL is not on by default" from the question's own words, when it reads "Is X on by default?". */
function restated(question: string, yes: boolean): string | undefined {
  const match = ASKED_STATE.exec(question);
  if (!match) return undefined;
  const [, verb, thing, state] = match;
  return `${yes ? 'Yes' : 'No'}, ${thing} ${verb?.toLowerCase()}${yes ? '' : ' not'} ${state} by default`;
}

/**
 * The yes/no lead sentence for a default question, or undefined when no passage sentence states a default
 * for the asked thing or beside it.
 *
 * @param question the user's question (a yes/no question with the `default` intent)
 * @param focus its focus concepts (the asked thing)
 * @param prose the prose units the lead may use, best first or in any order
 */
export function yesNoDefaultLead(
  question: string,
  focus: readonly Concept[],
  prose: readonly ScoredUnit[],
): YesNoLead | undefined {
  const ranked = [...prose].sort((left, right) => right.base - left.base);
  // The asked state ("enforced" in "Are foreign keys enforced by default?") is what the answer says yes or
  // no to, not the thing whose default is stated ("Foreign key constraints are disabled by default").
  const state = new Set(contentTerms(ASKED_STATE.exec(question)?.[3] ?? ''));
  // In "Does FTS5 ignore case by default?" the thing is the subject; the rest is what it does.
  const asked = /^\s*(?:does|do)\b/i.test(question)
    ? focus.slice(0, 1)
    : focus.filter((c) => ![...c.stems, ...c.words].every((term) => state.has(term)));
  const own = ranked.find((u) => defaultSubjectCovers(unitText(u.unit), asked.length > 0 ? asked : focus));
  if (own) {
    const text = tidy(unitText(own.unit));
    const off = OFF_WORDS.test(defaultSubject(text) ?? '');
    const yes = off === ASKS_OFF.test(question);
    const head = restated(question, yes) ?? (yes ? 'Yes' : 'No');
    return { text: `${head}: ${lowerFirst(text)}`, source: own };
  }
  // Another value of the same setting is the default ("defaults to journal_mode=DELETE" when the
  // passages show journal_mode=WAL).
  const read = [...new Set(prose.map((u) => u.passage))].flatMap((p) => p.texts).join(' ');
  const other = ranked.find((u) => otherValue(unitText(u.unit), focus, read));
  if (!other) return undefined;
  const thing = asWritten(question, focus.map((concept) => concept.label).join(' '));
  const text = tidy(unitText(other.unit));
  return { text: `No, ${thing} is not the default: ${lowerFirst(text)}`, source: other };
}

/**
 * The opening word of a yes/no question's direct answer from the sentence that answers it
 * (`polarityOf`): "No" when the sentence denies with a negated verb ("SQLite does not have a separate
 * Boolean storage class", "It is not possible to …"), "Not recommended" when it warns against the thing
 * ("You should avoid putting SQLite database files on NFS …"), else "Yes"; undefined when the question
 * itself is negated ("Does it not …?"), which the sentence's words cannot settle.
 */
export function yesNoOpening(question: string, sentence: string): ReturnType<typeof polarityOf> | undefined {
  if (DENIES.test(question.replace(NOT_DENYING, ' '))) return undefined;
  return polarityOf(sentence, question);
}

/** A lead sentence opened with the yes/no answer: "Yes: multiple processes can …". */
export function openWithYesNo(question: string, sentence: string): string | undefined {
  const opening = yesNoOpening(question, sentence);
  return opening ? `${opening}: ${lowerFirst(sentence)}` : undefined;
}

/** A sentence's opening condition: the words after "If"/"When" up to the first comma. */
const OPENING_CONDITION = /^\s*(?:if|when|whenever)\b([^,]*)/i;
/** How many words open a sentence as its subject, for `describesAsked`. */
const SUBJECT_WORDS = 6;
/** A verb that says what a thing is or does. */
const DESCRIBING_VERB = /\b(?:is|are|means|treats?|works?|returns?|combines?|adds?|produces?|behaves?)\b/i;

/**
 * Whether a sentence says how the asked thing works, so it answers a yes/no question about the thing's
 * being there ("Does SQLite support RIGHT JOIN?"): its opening condition names the asked thing ("If the
 * join-operator is a "RIGHT JOIN" or …, then an extra row is added …"), or, for a question that asks
 * whether a thing is there (`asksPresence`), its opening words name it and a describing verb follows
 * ("A "FULL JOIN" or "FULL OUTER JOIN" is a combination of …").
 *
 * @param focus the question's focus concepts (none: never)
 */
export function describesAsked(sentence: string, focus: readonly Concept[], question = ''): boolean {
  if (focus.length === 0) return false;
  const condition = OPENING_CONDITION.exec(sentence)?.[1];
  if (condition !== undefined) return missingFocus(focus, condition).length === 0;
  const opening = sentence.split(/\s+/).slice(0, SUBJECT_WORDS).join(' ');
  return asksPresence(question) && missingFocus(focus, opening).length === 0 && DESCRIBING_VERB.test(sentence);
}
