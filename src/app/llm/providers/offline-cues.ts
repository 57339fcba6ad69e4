/**
 * The cue words and patterns the offline model's direct answer (`offline-lead.ts`) reads sentences by:
 * what marks a cause, a remedy, an action, a condition, an advantage or a disadvantage; a contrast; a
 * yes/no question; a guide heading; a figure and its unit. Pure data and one pure test.
 */

/** Words that mark a sentence fit for a slot of the direct answer. */
export const CUES: Record<'cause' | 'remedy' | 'action' | 'condition' | 'pro' | 'con', RegExp> = {
  cause:
    /\b(?:because|since|due to|indicates? that|means? that|this is why|the reason|results? (?:from|in)|caused? by|so that|occurs? when|happens? when|whenever|cannot|could not|only (?:supports?|works?|handles?|knows?)|(?:is )?limited by)\b/i,
  remedy:
    /\b(?:to avoid|avoid|to prevent|prevents?|instead of|can use|should use|use the|sets? a|invoke|register|retry|timeout|handler|deal with|recommended|to help)\b/i,
  action:
    /\b(?:use|using|run|type|add(?:ing)?|set|create|call|invoke|enable|append|issue|declare|specify|pass|convert|declare)\b/i,
  condition:
    /\buse\b[^.]*\binstead of\b|\b(?:works? (?:well|best)|likely to be helpful|helpful for|appropriate|recommended|should (?:be used|use|not)|is best|good (?:choice|fit|rule)|rule[- ]of[- ]thumb|discouraged|obsolete|consider|better (?:served|choice|suited|solution)|want to use|use (?:it |this |a |an )?(?:when|if|for)|avoid using)\b/i,
  pro: /\b(?:advantages?|faster|more concurrency|benefits?|improves?|better|efficient|do not block|does not block|proceed concurrently|sequential)\b/i,
  con: /\b(?:disadvantages?|slower|does not work|do not work|not possible|cannot|requires?|must|drawbacks?|limitations?|fail|downside|not atomic|less appealing|not work well|overhead|should be avoided|costly|expensive|discouraged|obsolete)\b/i,
};

/** Words that set two things against each other in one sentence (one definition: language/contrast.ts). */
export { CONTRAST_CUE as CONTRASTS } from '../language/contrast';

/** A yes/no question about a thing ("Can several processes …?", "Is SQLite thread-safe?"). */
export { YES_NO } from '../language/polarity';
/** A sentence that limits or qualifies another. */
export const CONTRAST = /\b(?:but|only|however|except|cannot|not|unless)\b/i;

/** Headings of sections that introduce a topic. */
export const GUIDE_HEADING =
  /^(?:description|overview|introduction|summary|definitions?)$|^(?:the )?\w+ (?:command|statement)$/i;

/** Words that say a figure is the limit asked for. */
export const LIMIT_WORD =
  /\b(?:default|maximum|max|limit(?:ed)?|largest|up to|at most|as large as|cannot be increased|upper bound|no more than)\b/i;

/** A figure: a number of two or more digits, or a digit with a unit. */
export const DIGITS = /\b\d[\d,.]*\d\b|\b\d+\s*(?:bytes?|pages?|columns?|terabytes|[kmgt]i?b)\b/i;
/** Every figure of a text. */
export const FIGURES = /\b\d[\d,.]*\d\b/g;

/** A run of figures read as a sentence: more than four figures, and one word in four or more a figure. */
export function isFigureTable(text: string): boolean {
  const figures = (text.match(FIGURES) ?? []).length;
  return figures > 4 && figures * 4 >= text.split(/\s+/).length;
}
/** A figure written as a word. */
export const NUMBER_WORD = /\b(?:billion|million|thousand|hundred)\b/i;
/** The unit words of a figure. */
export const UNIT =
  /\b(?:bytes?|pages?|columns?|terabytes|gigabytes|megabytes|kilobytes|tebibytes|rows?|tables?|characters?|digits?|milliseconds?|seconds?|arguments?|terms?|levels?|default)\b/i;
