/**
 * The expectation checker of scenario files: the `expect` (and the `expectedCodes` /
 * `expectedStopReasons` shorthands) of a file against the facts of a run (scenario-expect.ts) → the
 * failed expectations, each with its JSON Pointer into the file (RFC 6901), what was expected and what
 * happened. Also `updatedExpect` (the `--update` baseline) and `formatFailure` (the one-line message both
 * the headless runner and `runScenario` print). Pure.
 */
import type {
  CallFacts,
  ExpectSource,
  FailedExpectation,
  ScenarioFacts,
  ScenarioCallExpect,
  ScenarioExpect,
} from './scenario-expect';

/** Escapes one JSON Pointer reference token (RFC 6901 §3). */
export function pointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

const show = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

function fail(pointer: string, expected: unknown, actual: unknown, what: string): FailedExpectation {
  return { pointer, expected, actual, message: `${what}: expected ${show(expected)}, got ${show(actual)}` };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The uses of each tool_call_id, in call order. */
function usesById(facts: ScenarioFacts): Map<string, CallFacts[]> {
  const uses = new Map<string, CallFacts[]>();
  for (const call of facts.perCall) uses.set(call.toolCallId, [...(uses.get(call.toolCallId) ?? []), call]);
  return uses;
}

function checkCall(pointer: string, id: string, want: ScenarioCallExpect, call: CallFacts | undefined) {
  const out: FailedExpectation[] = [];
  if (!call) return [fail(pointer, want, null, `call ${id} never ran`)];
  if (want.stages && !sameList(want.stages, call.stages))
    out.push(fail(`${pointer}/stages`, want.stages, call.stages, `call ${id} stages`));
  if (want.observation !== undefined && want.observation !== call.observation)
    out.push(fail(`${pointer}/observation`, want.observation, call.observation ?? null, `call ${id} observation`));
  if (want.code !== undefined && want.code !== (call.code ?? null))
    out.push(fail(`${pointer}/code`, want.code, call.code ?? null, `call ${id} code`));
  if (want.evidence !== undefined && want.evidence !== call.evidence)
    out.push(fail(`${pointer}/evidence`, want.evidence, call.evidence ?? null, `call ${id} evidence`));
  return out;
}

/**
 * Tests a text against an `answer.matches` pattern; the callers pass a linear-time engine (the worker's
 * `linearTest`, RE2), never a backtracking `RegExp`, so a hostile pattern cannot hang a run's check.
 * Returns undefined when the engine cannot run the pattern (that expectation then fails).
 */
export type PatternTest = (pattern: string, text: string) => boolean | undefined;

function checkAnswer(
  expect: NonNullable<ScenarioExpect['answer']>,
  facts: ScenarioFacts,
  test: PatternTest,
): FailedExpectation[] {
  const out: FailedExpectation[] = [];
  const answer = facts.answer;
  const text = answer?.text ?? null;
  (expect.includes ?? []).forEach((part, index) => {
    if (text === null || !text.includes(part))
      out.push(fail(`/expect/answer/includes/${index}`, part, text, 'the answer text'));
  });
  if (expect.matches !== undefined && (text === null || test(expect.matches, text) !== true))
    out.push(fail('/expect/answer/matches', expect.matches, text, 'the answer text'));
  if (expect.answersQuestion !== undefined && expect.answersQuestion !== answer?.answersQuestion)
    out.push(
      fail('/expect/answer/answersQuestion', expect.answersQuestion, answer?.answersQuestion ?? null, 'the verdict'),
    );
  if (expect.citationsSupported !== undefined) {
    const actual = answer ? answer.unsupported === 0 : null;
    if (actual !== expect.citationsSupported)
      out.push(
        fail(
          '/expect/answer/citationsSupported',
          expect.citationsSupported,
          answer ? `${answer.unsupported} unsupported of ${answer.supported + answer.unsupported}` : null,
          'citations supported',
        ),
      );
  }
  return out;
}

function checkNoRaw(strings: readonly string[], facts: ScenarioFacts): FailedExpectation[] {
  return strings.flatMap((raw, index) => {
    const places = Object.entries(facts.visible)
      .filter(([, text]) => raw !== '' && text.includes(raw))
      .map(([place]) => place);
    return places.length === 0
      ? []
      : [
          {
            pointer: `/expect/noRaw/${index}`,
            expected: 'nowhere',
            actual: places,
            message: `${JSON.stringify(raw)} must appear nowhere the page can see, but is in ${places.join(', ')}`,
          },
        ];
  });
}

/**
 * Checks a file's expectations against a run.
 *
 * @param file the scenario file (only `expect`, `expectedCodes`, `expectedStopReasons` are read)
 * @param facts the run's facts
 * @param test the linear-time pattern test for `answer.matches` ({@link PatternTest})
 * @returns the failed expectations in file order (empty = the run passes)
 */
export function checkExpectations(file: ExpectSource, facts: ScenarioFacts, test: PatternTest): FailedExpectation[] {
  const out: FailedExpectation[] = [];
  const expect = file.expect ?? {};
  if (expect.status !== undefined && expect.status !== facts.status)
    out.push(fail('/expect/status', expect.status, facts.status, 'the run status'));
  if (expect.calls !== undefined && expect.calls !== facts.calls)
    out.push(fail('/expect/calls', expect.calls, facts.calls, 'calls answered'));
  if (expect.stopReason !== undefined && expect.stopReason !== facts.stopReason)
    out.push(fail('/expect/stopReason', expect.stopReason, facts.stopReason, 'the stop reason'));
  const include = (list: readonly string[] | undefined, base: string) =>
    (list ?? []).forEach((code, index) => {
      if (!facts.codes.includes(code))
        out.push(fail(`${base}/${index}`, code, facts.codes, `code ${code} was not seen`));
    });
  include(file.expectedCodes, '/expectedCodes');
  include(expect.codes?.include, '/expect/codes/include');
  (expect.codes?.exclude ?? []).forEach((code, index) => {
    if (facts.codes.includes(code))
      out.push(fail(`/expect/codes/exclude/${index}`, `no ${code}`, facts.codes, `code ${code} was seen`));
  });
  if (file.expectedStopReasons) {
    const want = [...file.expectedStopReasons].sort();
    if (!sameList(want, facts.stopReasons))
      out.push(fail('/expectedStopReasons', want, facts.stopReasons, 'the stop reasons'));
  }
  const uses = usesById(facts);
  for (const [id, want] of Object.entries(expect.perCall ?? {})) {
    const base = `/expect/perCall/${pointerToken(id)}`;
    const list = Array.isArray(want) ? want : [want];
    list.forEach((entry, index) =>
      out.push(...checkCall(Array.isArray(want) ? `${base}/${index}` : base, id, entry, uses.get(id)?.[index])),
    );
  }
  if (expect.answer) out.push(...checkAnswer(expect.answer, facts, test));
  if (expect.noRaw) out.push(...checkNoRaw(expect.noRaw, facts));
  return out;
}

/** One failed expectation as a line: `<pointer>: <message>`. */
export function formatFailure(failure: FailedExpectation): string {
  return `${failure.pointer}: ${failure.message}`;
}

/**
 * The `--update` baseline: `expect` with status, calls, codes (include = every code seen) and each
 * call's stages replaced by the run's actual facts; other members (answer, noRaw, perCall
 * observation/code/evidence) are kept as written.
 */
export function updatedExpect(previous: ScenarioExpect | undefined, facts: ScenarioFacts): ScenarioExpect {
  const perCall: NonNullable<ScenarioExpect['perCall']> = {};
  for (const [id, calls] of usesById(facts)) {
    const before = previous?.perCall?.[id];
    const entries = calls.map((call, index) => ({
      ...(Array.isArray(before) ? before[index] : index === 0 ? before : undefined),
      stages: call.stages,
    }));
    perCall[id] = entries.length === 1 ? entries[0]! : entries;
  }
  const exclude = (previous?.codes?.exclude ?? []).filter((code) => !facts.codes.includes(code));
  return {
    ...previous,
    status: facts.status,
    calls: facts.calls,
    codes: {
      include: facts.codes,
      ...(exclude.length > 0 ? { exclude } : {}),
    },
    perCall,
  };
}
