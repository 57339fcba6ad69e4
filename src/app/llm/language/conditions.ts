/**
 * What counts as a condition about *when* — the one definition the release verdict (a `when` question's
 * answer) and the offline model (its condition slot) both read. Pure.
 *
 * Rules (decided here):
 * - A question asks when (`asksWhen`) when it says "When should I …", "When is …", "When to …", "When
 *   would …", "When does it make sense …": it wants a time, an event or a situation. A when-question
 *   about not using a thing ("When should I avoid WAL mode?", `AVOID_ASKED`) asks for its
 *   disadvantages instead, and one that asks for a trade-off too ("When should I use WAL mode, and what
 *   are its disadvantages?") gets its advantages for when (the trade-off check); a should-question without "when" ("Should I use shared-cache mode?") asks
 *   for advice, which a yes/no or a recommendation gives.
 * - A condition about when (`WHEN_CONDITION`) is a clause that opens with a time or event word ("if",
 *   "when", "whenever", "unless", "once", "after", "before", "prior to", "until", "while", "as soon as",
 *   "each time", "as long as"), a frequency ("periodically", "regularly", "every few hours", "every
 *   day"), a moment ("at startup", "at shutdown") or a situation ("for tables that …", "for database
 *   connections that stay open …").
 * - Who does a thing is no condition: "Applications that desire more control can run PRAGMA optimize"
 *   names users, not a time; nor is a judgement word ("appropriate", "recommended") on its own.
 * - A sentence states when to do the asked thing (`statesWhen`) when it has such a condition, its main
 *   clause — the sentence without its condition clauses — names the asked thing (every focus concept of
 *   full weight; every focus concept when none is) and gives advice (`ADVICE`: should, recommended,
 *   consider, helpful, benefit …) or the action as an instruction ("…, run the VACUUM command"; "the
 *   optimize pragma will occasionally run ANALYZE" says what something else does), and it does not restrict (`RESTRICTS`: "will
 *   fail if", "cannot"). So "If SQLite feels that … running ANALYZE … will improve …, then some database
 *   I/O may be done" (ANALYZE only in the condition), "A VACUUM will fail if …" (when it fails) and "If
 *   a process sets WAL mode, then closes … the database will come back in WAL mode" (what happens, no
 *   advice) say nothing of when to do it; nor does a main clause that denies ("In most cases PRAGMA
 *   optimize will not run ANALYZE, but …"), nor "a decision about whether or not to run …".
 */
import type { Concept } from './concepts';
import { missingFocus } from './focus';
import { AVOID_ASKED } from './intent';
import { RESTRICTS } from './forms';
import { DENIES } from './polarity';

/** Words of advice: the main clause recommends doing the thing. */
export const ADVICE =
  /\b(?:should|ought|recommend\w*|advis\w*|best|better|helpful|useful|benefit\w*|consider\w*|good (?:idea|choice|fit)|appropriate|worth|wise|prefer\w*)\b/i;
/** A main clause that opens with the action as an instruction: "…, run the VACUUM command". */
const IMPERATIVE =
  /^[\s,;:]*(?:then\s+)?(?:(?:re)?run|use|invoke|enable|set|call|issue|choose|switch|create|add|execute)\b/i;
/** Advice in so many words (a recommendation outranks a bare mention of the action). */
export const RECOMMENDS =
  /\b(?:should|ought|recommend\w*|advis\w*|consider\w*|best|helpful|benefit\w*|good (?:idea|choice|fit))\b/i;

/** A question that asks when (see the module rules). */
export const WHEN_ASKED = /\bwhen (?:should|would|to|is|are|do|does|can|could|must|might)\b/i;

/** A clause that opens with a time or event word: it runs to the next comma, semicolon or the end. */
const CONDITION_CLAUSE =
  /\b(?:if|when|whenever|unless|once|after|before|prior to|until|while|as soon as|each time|every time|in case|provided(?: that)?|as long as|so long as)\b[^,;]*/gi;

/** A frequency, a moment or a situation: a condition that is not a clause of its own. */
const WHEN_PHRASE =
  /\b(?:periodically|regularly|occasionally|routinely|daily|hourly|nightly|weekly)\b|\bevery (?:few |other |\d+ )?(?:hours?|days?|weeks?|months?|minutes?|seconds?|times?|transactions?|connections?|startups?)\b|\bat (?:startup|start-up|shutdown|the start|the end)\b|\bfor (?:\w+ ){0,3}(?:tables?|databases?|applications?|connections?|workloads?|queries|files?|systems?|use cases?|programs?) (?:that|with|which|where|whose)\b/i;

/** Any condition about when: a condition clause or a frequency, moment or situation. */
export const WHEN_CONDITION = new RegExp(`${CONDITION_CLAUSE.source}|${WHEN_PHRASE.source}`, 'i');

/** Whether a question asks when (see the module rules). */
export function asksWhen(question: string): boolean {
  return WHEN_ASKED.test(question) && !AVOID_ASKED.test(question.toLowerCase());
}

/** A sentence without its condition clauses (what it says holds, not when). */
export function mainClauseWithoutConditions(sentence: string): string {
  return sentence.replace(CONDITION_CLAUSE, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Whether a sentence states when to do the asked thing (see the module rules).
 *
 * @param sentence one sentence
 * @param focus the question's focus concepts (`focusConcepts`); none: any condition counts
 */
export function statesWhen(sentence: string, focus: readonly Concept[]): boolean {
  if (!WHEN_CONDITION.test(sentence) || RESTRICTS.test(sentence)) return false;
  // "whether or not to run …" leaves the choice open: it is no advice to run.
  const main = mainClauseWithoutConditions(sentence).replace(/\bwhether (?:or not )?to \w+/gi, ' ');
  const topical = focus.filter((concept) => concept.weight >= 1);
  return (
    missingFocus(topical.length > 0 ? topical : focus, main).length === 0 &&
    (ADVICE.test(main) || IMPERATIVE.test(main)) &&
    !DENIES.test(main)
  );
}
