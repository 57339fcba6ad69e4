/**
 * The expectation checker (src/contract/scenario-check.ts) on run facts: each failed expectation names
 * its pointer into the file, what was expected and what happened; reused ids are checked per use; the
 * answer and noRaw checks; the `--update` baseline passes the run it came from.
 */
import { describe, expect, it } from 'vitest';
import { buildScenarioFacts } from '../../src/contract/scenario-facts';
import { checkExpectations, formatFailure, updatedExpect } from '../../src/contract/scenario-check';
import type { ModelObservation } from '../../src/contract';
import { linearTest } from '../../src/worker/parser/linear-regexp';

const ok = (id: string): ModelObservation => ({
  tool_call_id: id,
  tool: 'search',
  status: 'ok',
  evidence_status: 'FOUND',
  result: {},
  truncated: false,
});
const facts = buildScenarioFacts({
  status: 'done',
  calls: 2,
  codes: ['DUPLICATE_CALL_ID'],
  invocations: [
    { toolCallId: 'a', toolName: 'search', events: [{ stage: 'supports', status: 'pass' }], observation: ok('a') },
    {
      toolCallId: 'a',
      toolName: 'search',
      events: [
        { stage: 'loop-dispatch', status: 'info' },
        { stage: 'supports', status: 'fail', code: 'DUPLICATE_CALL_ID' },
      ],
    },
  ],
  answer: { text: 'Rotates on Monday [hb-1].', answersQuestion: 'partly', supported: 1, unsupported: 1 },
  visible: { dom: 'Rotates on Monday', store: '{"secret":"RAW-42"}' },
});

describe('checkExpectations', () => {
  it('passes a run that meets every expectation, shorthand included', () => {
    expect(
      checkExpectations(
        {
          expectedCodes: ['DUPLICATE_CALL_ID'],
          expect: {
            status: 'done',
            perCall: {
              a: [{ stages: ['supports:pass'], evidence: 'FOUND' }, { stages: ['supports:fail:DUPLICATE_CALL_ID'] }],
            },
            answer: { includes: ['Monday'], matches: '\\[hb-1\\]', answersQuestion: 'partly' },
            noRaw: ['RAW-43'],
          },
        },
        facts,
        linearTest,
      ),
    ).toEqual([]);
  });

  it('names the pointer, the expected and the actual value of each failure', () => {
    const failures = checkExpectations(
      {
        expectedCodes: ['UNKNOWN_TOOL'],
        expect: {
          calls: 3,
          perCall: { a: [{}, { observation: 'repair_required' }] },
          answer: { citationsSupported: true, includes: ['Friday'] },
          noRaw: ['RAW-42'],
        },
      },
      facts,
      linearTest,
    ).map(formatFailure);
    expect(failures).toEqual([
      '/expect/calls: calls answered: expected 3, got 2',
      '/expectedCodes/0: code UNKNOWN_TOOL was not seen: expected "UNKNOWN_TOOL", got ["DUPLICATE_CALL_ID"]',
      '/expect/perCall/a/1/observation: call a observation: expected "repair_required", got null',
      '/expect/answer/includes/0: the answer text: expected "Friday", got "Rotates on Monday [hb-1]."',
      '/expect/answer/citationsSupported: citations supported: expected true, got "1 unsupported of 2"',
      '/expect/noRaw/0: "RAW-42" must appear nowhere the page can see, but is in store',
    ]);
  });

  it('matches `answer.matches` in linear time: a backtracking shape against a long answer fails at once', () => {
    const long = buildScenarioFacts({
      status: 'done',
      calls: 0,
      codes: [],
      invocations: [],
      answer: { text: `${'a'.repeat(5_000)}!`, answersQuestion: 'no', supported: 0, unsupported: 0 },
      visible: {},
    });
    for (const matches of ['^(a+)+$', '^(a|aa)+$', '^(a|a?)+$', '(\\w+\\s?)+$x'])
      expect(checkExpectations({ expect: { answer: { matches } } }, long, linearTest).map((f) => f.pointer)).toEqual([
        '/expect/answer/matches',
      ]);
    expect(checkExpectations({ expect: { answer: { matches: '^(a+)+!$' } } }, long, linearTest)).toEqual([]);
  });

  it('reports a call that never ran', () => {
    expect(
      checkExpectations({ expect: { perCall: { b: { observation: 'ok' } } } }, facts, linearTest)[0],
    ).toMatchObject({
      pointer: '/expect/perCall/b',
      actual: null,
    });
  });

  it('the --update baseline passes the run it was taken from and keeps hand-written keys', () => {
    const next = updatedExpect({ status: 'stopped', answer: { includes: ['Monday'] } }, facts);
    expect(next).toMatchObject({ status: 'done', calls: 2, answer: { includes: ['Monday'] } });
    expect(checkExpectations({ expect: next }, facts, linearTest)).toEqual([]);
  });
});
