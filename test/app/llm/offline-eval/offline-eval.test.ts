// @vitest-environment node
/**
 * The offline model's evaluation: every question of `questions.json` through the real harness (real
 * `lookup_knowledge` over the shipped corpus), the offline model and the agent loop, in Node. Prints the
 * scores (tuned and held-out separately) and fails below 90 % of on-topic answers correct or below 100 %
 * of off-topic and content-free questions declined. Set OFFLINE_EVAL_DETAILS=1 to print every failure.
 */
import { describe, expect, it } from 'vitest';
import questionSet from './questions.json';
import { createEvalHarness } from './eval-harness';
import { gradeDecline, gradeNonEnglish, gradeOnTopic, type Grade, type QuestionSet } from './grade';

const SET = questionSet as QuestionSet;
/** Least share of on-topic questions answered correctly (tuned and held-out together). */
const ON_TOPIC_FLOOR = 0.9;

const percent = (passed: number, total: number) => `${passed}/${total} (${Math.round((100 * passed) / total)} %)`;

describe('offline model evaluation over the SQLite corpus', () => {
  it('answers on-topic questions, declines off-topic ones, and notes non-English ones', async () => {
    const harness = createEvalHarness();
    const details = process.env.OFFLINE_EVAL_DETAILS === '1';
    const tuned: { id: string; grade: Grade }[] = [];
    const heldOut: { id: string; grade: Grade }[] = [];
    for (const question of SET.onTopic) {
      const grade = gradeOnTopic(question, await harness.ask(question.question));
      (question.heldOut ? heldOut : tuned).push({ id: question.id, grade });
    }
    const declines: { id: string; grade: Grade }[] = [];
    for (const question of [...SET.offTopic, ...SET.noContent])
      declines.push({ id: question.id, grade: gradeDecline(SET.decline, await harness.ask(question.question)) });
    const notes: { id: string; grade: Grade }[] = [];
    for (const question of SET.nonEnglish)
      notes.push({ id: question.id, grade: gradeNonEnglish(await harness.ask(question.question)) });

    const passed = (list: { grade: Grade }[]) => list.filter((entry) => entry.grade.passed).length;
    const failures = (list: { id: string; grade: Grade }[]) =>
      list.filter((entry) => !entry.grade.passed).map((entry) => `  ${entry.id}: ${entry.grade.problems.join('; ')}`);
    const lines = [
      'Offline model evaluation',
      `  on-topic, tuned:    ${percent(passed(tuned), tuned.length)}`,
      `  on-topic, held out: ${percent(passed(heldOut), heldOut.length)}`,
      `  on-topic, all:      ${percent(passed(tuned) + passed(heldOut), tuned.length + heldOut.length)}`,
      `  declines:           ${percent(passed(declines), declines.length)}`,
      `  non-English notes:  ${percent(passed(notes), notes.length)}`,
      ...failures(tuned),
      ...failures(declines),
      ...failures(notes),
      ...(details ? failures(heldOut) : []),
    ];
    console.log(lines.join('\n'));

    const onTopicShare = (passed(tuned) + passed(heldOut)) / (tuned.length + heldOut.length);
    expect(onTopicShare).toBeGreaterThanOrEqual(ON_TOPIC_FLOOR);
    expect(failures(declines)).toEqual([]);
    expect(failures(notes)).toEqual([]);
  }, 60_000);
});
