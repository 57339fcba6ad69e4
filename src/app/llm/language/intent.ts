/**
 * What a question asks for, read from its wording (a question may ask several things: "Why do my writes
 * fail, and how do I fix it?" is `why` and `fix`). The offline model composes its direct answer from the
 * intents; the release step checks that the answer serves them. Pure.
 *
 * - `how-to`: the action and its syntax (a statement, pragma, SQL form, API or shell command).
 * - `fix`: a remedy for an error or failure.
 * - `why`: the cause.
 * - `when`: the conditions under which to use something (should I, when to, is it a good idea).
 * - `tradeoffs`: advantages and disadvantages (pros/cons, drawbacks, benefits); a when/should question
 *   that asks when *not* to use a thing ("When should I avoid WAL mode?", `AVOID_ASKED`) asks for its
 *   disadvantages (with `when`, not `fix`: nothing is failing).
 * - `what-is`: a definition or a description of what something does or can do (also a yes/no question
 *   about a thing: "Can several processes …?", "Is SQLite thread-safe?").
 * - `limit`: a figure with its unit (how many, how big, maximum).
 * - `compare`: the difference between two or more things.
 * - `default`: what holds when nothing is set ("Are foreign keys enforced by default?", "What is the
 *   default journal mode?"): the default, and for an on/off question how to change it; not a how-to that
 *   sets one ("How do I give a column a default value?").
 * - `action`: a request to do something with the note tools (save, list), not a question.
 */

export type Intent =
  'how-to' | 'fix' | 'why' | 'when' | 'tradeoffs' | 'what-is' | 'limit' | 'compare' | 'default' | 'action';

const PATTERNS: readonly [Intent, RegExp][] = [
  [
    'limit',
    /\bhow (?:many|much|big|large|long|small|deep|often)\b|\b(?:maximum|minimum|max|largest|biggest|smallest|longest|upper bound|size limit)\b|(?<!\b(?:to|i|we|you|and) )\blimits?\b(?! (?:the|a|my|its|their) )/,
  ],
  [
    'compare',
    /\bdifferences? between\b|\bdiffer(?:s|ence)?\b|\bversus\b|\bvs\.?\s|\bcompared? (?:to|with)\b|\b(?:better|faster|slower) than\b|\bwhich (?:is|one is) (?:better|faster)\b/,
  ],
  [
    'tradeoffs',
    /\b(?:dis)?advantages?\b|\bdrawbacks?\b|\bdownsides?\b|\bpros\b|\bcons\b|\btrade-?offs?\b|\bbenefits?\b|\bcaveats?\b|\bpitfalls?\b/,
  ],
  [
    'when',
    /\bwhen (?:should|would|to|is it|is an?|do (?:i|we|you)|does it make sense)\b|(?<!\bhow )\bshould (?:i|we|you)\b|\bis it (?:a good idea|ok|okay|safe|wise|better|worth)\b|\b(?:when )?is \S+(?: \S+)? a (?:good|bad) (?:idea|choice)\b|\bbetter choice\b|\bworth (?:it|using)\b|\bappropriate\b|\brecommended\b/,
  ],
  [
    'default',
    /\bby default\b|\bdefaults? (?:to|value|setting|mode|behaviou?r)\b|\bthe default\b|\bdefault (?:is|for)\b/,
  ],
  ['why', /\bwhy\b|\bwhat causes\b|\bhow come\b|\bfor what reason\b/],
  [
    'fix',
    /\b(?:fix|solve|resolve|avoid|prevent|workaround|repair|get rid of|deal with|cope with)\b|\berrors?\b|\bfail(?:s|ing|ed|ure)?\b/,
  ],
  [
    'how-to',
    /^\s*how (?:do|can|should|would|could|to|does one)\b|\bhow (?:do|can) (?:i|we|you)\b|\bhow to\b|\bis there a way\b|\bwhat(?:'s| is) the (?:best |right |correct )?way\b|^\s*(?:can|could|may) (?:i|we|you|one)\b|^\s*can (?:an?|the) \w+|\bwhat(?:'s| is) the (?:sql |)(?:syntax|statement|command|pragma) (?:to|for)\b|\bsyntax (?:to|for|of)\b/,
  ],
  [
    'what-is',
    /^\s*what(?:'s| is| are| does| do| was)\b|^\s*(?:what|which) (?:\w+ ){1,3}(?:does|do|is|are|can)\b|^\s*(?:define|describe|explain)\b|\bmeaning of\b|^\s*(?:does|do|is|are|can|could|will|may) (?!(?:i|we|you)\b)\w+/,
  ],
];

const ACTION =
  /^\s*(?:please\s+)?(?:save|store|remember|record|write down|jot down|note|add|make|keep|take|create|list|show|display|read|give me|get)\b[^?]*\bnotes?\b|\bnote (?:that|down)\b|\bmy notes\b|^\s*(?:please\s+)?remember (?:that )?\w/;

/** A how-to that sets a default ("give a column a default value", "add a default"), not one that asks it. */
const SETS_DEFAULT = /\b(?:an?|its|the column'?s?) default(?: value| setting)?\b(?! (?:is|for|of))/;

/** A when/should question about not using a thing: "When should I avoid X?", "Should I not use X?". */
export const AVOID_ASKED =
  /\b(?:when|should|shouldn't|is it (?:better|best|wise) to)\b[^.?]*\b(?:avoid|not use|not to use|stay away from|not be used)\b|\bwhen is \S+(?: \S+)? a bad (?:idea|choice)\b/;

/**
 * The intents of a question, in the order of the table above (`limit` and `compare` before the
 * general `what-is`, which is dropped when one of them, `why`, `tradeoffs` or `default` is present).
 */
export function detectIntents(question: string): Intent[] {
  const lower = question.toLowerCase();
  if (ACTION.test(lower)) return ['action'];
  let found = PATTERNS.filter(([, pattern]) => pattern.test(lower)).map(([intent]) => intent);
  if (AVOID_ASKED.test(lower) && found.includes('when'))
    found = [...new Set(found.flatMap((intent): Intent[] => (intent === 'fix' ? ['tradeoffs'] : [intent])))];
  if (AVOID_ASKED.test(lower) && found.includes('when') && !found.includes('tradeoffs')) found.push('tradeoffs');
  // "How do I give a column a default value?" asks to set one, not what the default is.
  if (found.includes('how-to') && SETS_DEFAULT.test(lower)) found = found.filter((intent) => intent !== 'default');
  // "What are the disadvantages of …" asks for a side of a trade-off, not a definition.
  const specific = found.some(
    (intent) =>
      intent === 'limit' || intent === 'compare' || intent === 'why' || intent === 'tradeoffs' || intent === 'default',
  );
  return specific ? found.filter((intent) => intent !== 'what-is') : found;
}
