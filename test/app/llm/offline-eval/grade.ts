/**
 * Test helper: grades one released answer against the question set's expectations. The rules are the
 * question set's (see `questions.json` "about"): facts are case-insensitive regular expressions, every
 * group must match the answer and one group must match the direct answer (its first paragraph); every
 * citation must be supported; a question that names a `verdict` must get it. Nothing here reads how the offline model phrases things.
 */
import type { EvalRun } from './eval-harness';

/** One on-topic question of the set. */
export interface OnTopicQuestion {
  id: string;
  question: string;
  intent: string;
  heldOut?: boolean;
  source: string[];
  facts: string[][];
  /** The verdict a right answer gets, when the question names one (else anything but `no`). */
  verdict?: 'yes' | 'partly' | 'no';
}

/** The question set file. */
export interface QuestionSet {
  decline: string;
  onTopic: OnTopicQuestion[];
  offTopic: { id: string; question: string }[];
  nonEnglish: { id: string; question: string }[];
  noContent: { id: string; question: string }[];
}

/** A grade: passed, and the reasons it did not. */
export interface Grade {
  passed: boolean;
  problems: string[];
}

function citations(run: EvalRun) {
  return (run.released?.segments ?? []).filter((segment) => segment.kind === 'citation');
}

/** The direct answer: the text before the first blank line. */
export function leadOf(text: string): string {
  return text.trim().split(/\n\s*\n/)[0] ?? '';
}

/** Grades an on-topic answer. */
export function gradeOnTopic(question: OnTopicQuestion, run: EvalRun): Grade {
  const problems: string[] = [];
  if (run.status !== 'done') problems.push(`run ended ${run.status}`);
  const lead = leadOf(run.text);
  const matches = (group: string[], text: string) => group.some((fact) => new RegExp(fact, 'i').test(text));
  question.facts.forEach((group, i) => {
    if (!matches(group, run.text)) problems.push(`fact ${i + 1} missing (${group.slice(0, 3).join(' | ')})`);
  });
  if (!question.facts.some((group) => matches(group, lead))) problems.push('no fact in the direct answer');
  const cited = citations(run);
  if (cited.length === 0) problems.push('no citations');
  const unsupported = cited.filter((c) => c.kind === 'citation' && !c.supported);
  if (unsupported.length > 0) problems.push(`${unsupported.length} unsupported citation(s)`);
  const verdict = run.released?.verdict?.answersQuestion;
  if (verdict === 'no') problems.push('release says it does not answer');
  else if (question.verdict && verdict !== question.verdict)
    problems.push(`verdict ${verdict ?? 'none'}, wanted ${question.verdict}`);
  return { passed: problems.length === 0, problems };
}

/** Grades a decline: exactly the decline sentence, no citations, verdict `no`, run `done`. */
export function gradeDecline(decline: string, run: EvalRun): Grade {
  const problems: string[] = [];
  if (run.status !== 'done') problems.push(`run ended ${run.status}`);
  if (run.text.trim() !== decline) problems.push(`answer is not the decline: ${run.text.slice(0, 120)}`);
  if (citations(run).length > 0) problems.push('has citations');
  if (run.released?.verdict?.answersQuestion !== 'no') problems.push('verdict is not no');
  return { passed: problems.length === 0, problems };
}

/** Grades a non-English question's answer: English, names English documentation and a networked model. */
export function gradeNonEnglish(run: EvalRun): Grade {
  const problems: string[] = [];
  if (run.status !== 'done') problems.push(`run ended ${run.status}`);
  if (!/\bEnglish\b/.test(run.text)) problems.push('does not say it reads English');
  if (!/networked model/i.test(run.text)) problems.push('does not suggest a networked model');
  if (/[^\p{Script=Latin}\p{N}\p{P}\p{S}\s]/u.test(run.text)) problems.push('answer is not in English');
  if (citations(run).length > 0) problems.push('has citations');
  return { passed: problems.length === 0, problems };
}

/** One near-miss question (`near-miss.json`): every fact group must be in the direct answer. */
export interface NearMissQuestion {
  id: string;
  /** The kind of near miss (a yes/no question, a figure of another subject …), for the per-class score. */
  class?: string;
  question: string;
  heldOut?: boolean;
  /** The verdict a right answer gets (default `yes`). */
  verdict?: 'yes' | 'partly' | 'no';
  facts: string[][];
}

/** A near-miss grade: passed, the reasons, and whether the verdict said `yes` to a wrong direct answer. */
export interface NearMissGrade extends Grade {
  falseYes: boolean;
}

/**
 * Grades a near-miss answer: run `done`, every fact group in the direct answer, every citation
 * supported, and the verdict the question names. A `yes` on a direct answer that misses a fact group is a
 * false yes (the verdict believed a neighbouring answer).
 */
export function gradeNearMiss(question: NearMissQuestion, run: EvalRun): NearMissGrade {
  const problems: string[] = [];
  if (run.status !== 'done') problems.push(`run ended ${run.status}`);
  const lead = leadOf(run.text);
  const missing = question.facts.filter((group) => !group.some((fact) => new RegExp(fact, 'i').test(lead)));
  for (const group of missing) problems.push(`direct answer lacks ${group.slice(0, 3).join(' | ')}`);
  const unsupported = citations(run).filter((c) => c.kind === 'citation' && !c.supported);
  if (unsupported.length > 0) problems.push(`${unsupported.length} unsupported citation(s)`);
  const verdict = run.released?.verdict?.answersQuestion;
  const wanted = question.verdict ?? 'yes';
  if (verdict !== wanted) problems.push(`verdict ${verdict ?? 'none'}, wanted ${wanted}`);
  if (problems.length > 0) problems.push(`lead: ${lead.slice(0, 140)}`);
  return { passed: problems.length === 0, problems, falseYes: verdict === 'yes' && missing.length > 0 };
}
