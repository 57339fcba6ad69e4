/**
 * What the scenario schema cannot say about the parts of a file that name calls: every id in
 * `expect.perCall`, `approvals` and `stopAfterCall` is used by a turn (a perCall array no longer than the
 * id's uses), `expect.answer.matches` compiles and runs in linear time (RE2), `expect` codes are codes the file can mean, and every
 * scripted call names a declared tool unless the file expects UNKNOWN_TOOL. Each problem has the JSON
 * Pointer of what was wrong and a sentence, so a file whose expectations can never be met is refused
 * before it runs.
 */
import type { Scenario, ScenarioError } from '../../contract/scenario';
import { countOf, HARNESS_CODES, OBSERVATION_NOTE_CODES, REGISTRY_NOTE_CODES } from '../../contract';
import { linearTest } from '../parser/linear-regexp';

/** Escapes one JSON Pointer reference token (RFC 6901 §3). */
export function escapePointer(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** How many times each tool_call_id is scripted. */
function idUses(scenario: Scenario): Map<string, number> {
  const uses = new Map<string, number>();
  for (const turn of scenario.turns)
    for (const call of turn.toolCalls ?? []) uses.set(call.id, (uses.get(call.id) ?? 0) + 1);
  return uses;
}

/** A tool name as an OpenAI-style export may spell it (characters outside `[A-Za-z0-9_-]` become `_`). */
const exportSpelling = (name: string): string => name.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Checks the call-naming parts of a schema-valid scenario.
 *
 * @param scenario the file, valid against SCENARIO_SCHEMA
 * @param declared the declared tool names of `/tools`
 * @returns problems in file order (empty = fine)
 */
export function callReferenceProblems(scenario: Scenario, declared: ReadonlySet<string | undefined>): ScenarioError[] {
  const errors: ScenarioError[] = [];
  const uses = idUses(scenario);
  const unused = (pointer: string, id: string, what: string) =>
    errors.push({ pointer, message: `${what} names the call '${id}', but no turn has a call with that id.` });
  const expect = scenario.expect;
  const codes = [
    ...(scenario.expectedCodes ?? []),
    ...(expect?.codes?.include ?? []),
    ...(expect?.codes?.exclude ?? []),
  ];
  const expectsUnknown = [...(scenario.expectedCodes ?? []), ...(expect?.codes?.include ?? [])].includes(
    'UNKNOWN_TOOL',
  );
  const names = new Set(
    [...declared].filter((n): n is string => n !== undefined).flatMap((n) => [n, exportSpelling(n)]),
  );
  scenario.turns.forEach((turn, t) =>
    (turn.toolCalls ?? []).forEach((call, c) => {
      if (!names.has(call.name) && !expectsUnknown)
        errors.push({
          pointer: `/turns/${t}/toolCalls/${c}/name`,
          message: `The call names the tool '${call.name}', which /tools does not declare (expect UNKNOWN_TOOL if that is the point).`,
        });
    }),
  );
  for (const [id, want] of Object.entries(expect?.perCall ?? {})) {
    const pointer = `/expect/perCall/${escapePointer(id)}`;
    const count = uses.get(id) ?? 0;
    if (count === 0) unused(pointer, id, 'The expectation');
    else if (Array.isArray(want) && want.length > count)
      errors.push({
        pointer: `${pointer}/${count}`,
        message: `The expectation lists ${countOf(want.length, 'use')} of '${id}', but the turns use it ${countOf(count, 'time')}.`,
      });
  }
  if (scenario.approvals && typeof scenario.approvals === 'object')
    for (const id of Object.keys(scenario.approvals))
      if (id !== '*' && !uses.has(id)) unused(`/approvals/${escapePointer(id)}`, id, 'The approval answer');
  if (scenario.stopAfterCall !== undefined && !uses.has(scenario.stopAfterCall))
    unused('/stopAfterCall', scenario.stopAfterCall, 'stopAfterCall');
  if (expect?.answer?.matches !== undefined) {
    try {
      new RegExp(expect.answer.matches);
      if (linearTest(expect.answer.matches, '') === undefined)
        errors.push({
          pointer: '/expect/answer/matches',
          message:
            'The pattern uses a construct the linear-time regex engine cannot run (lookahead, backreference or a repetition over 1000); write it without.',
        });
    } catch (error) {
      errors.push({
        pointer: '/expect/answer/matches',
        message: `The pattern is not a valid regular expression: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  const known = new Set<string>([...HARNESS_CODES, ...OBSERVATION_NOTE_CODES, ...REGISTRY_NOTE_CODES]);
  for (const code of new Set(codes))
    if (!known.has(code))
      errors.push({
        pointer: codePointer(scenario, code),
        message: `'${code}' is not a code of the harness (DESIGN §3), so the run can never show it.`,
      });
  return errors;
}

function codePointer(scenario: Scenario, code: string): string {
  const places: [string, string[] | undefined][] = [
    ['/expectedCodes', scenario.expectedCodes],
    ['/expect/codes/include', scenario.expect?.codes?.include],
    ['/expect/codes/exclude', scenario.expect?.codes?.exclude],
  ];
  for (const [base, list] of places) {
    const index = list?.indexOf(code) ?? -1;
    if (index >= 0) return `${base}/${index}`;
  }
  return '';
}
