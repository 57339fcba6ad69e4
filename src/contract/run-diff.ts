/**
 * What changed between two runs: the comparison the Runs view's compare panel shows and
 * `npm run scenarios -- diff <a> <b>` prints, from two console traces (`ConsoleTrace`: an exported or
 * imported trace, or a headless scenario run exported as one). Pure; shared by the CLI and the page.
 *
 * Rules (decided here):
 * - Calls are aligned by `tool_call_id` and its use (the second use of a reused id pairs with the
 *   second) when the two runs share any id — a scenario run again keeps its ids; otherwise by position
 *   and tool (the n-th call with the n-th, when both call the same tool). A call only one run has is
 *   `added` (in b) or `removed` (from a).
 * - A paired call is `changed` when any of these differ: its tool, its journey stages (the
 *   `stage:status[:code]` strings `journeyStages` gives), its distinct codes, its observation status,
 *   its evidence status, its result bytes (the largest `bytes` a stage event reports); else `same`.
 * - The run differs in its status, its answer text (citations as `[id]`) and the answer's verdict.
 * - Timings, run ids, call keys, turn ids and timestamps never count as differences.
 */
import type { ConsoleTrace, TraceCall } from './trace';
import { journeyStages } from './scenario-facts';
import { countOf } from './count-words';

/** How a call of b compares with its partner in a. */
export type CallDiffKind = 'same' | 'changed' | 'added' | 'removed';

/** One differing field: its name and its value in each run, in words (`—` when absent). */
export interface FieldDiff {
  field: string;
  a: string;
  b: string;
}

/** One aligned call: its position (1-based, in b; in a when removed), tool, id, kind and differences. */
export interface CallDiff {
  position: number;
  tool: string;
  toolCallId: string;
  kind: CallDiffKind;
  fields: FieldDiff[];
}

/** The comparison: per-call rows, run-level differences, the two answers, and the count of differences. */
export interface RunDiff {
  calls: CallDiff[];
  run: FieldDiff[];
  answers: { a: string; b: string };
  /** Differing fields of paired calls, plus added and removed calls, plus run-level fields. */
  differences: number;
}

/** The facts of one call that the comparison reads. */
interface CallFacts {
  tool: string;
  toolCallId: string;
  stages: string;
  codes: string;
  observation: string;
  evidence: string;
  bytes: string;
}

const NONE = '—';

function callFacts(call: TraceCall): CallFacts {
  const codes = [...new Set(call.events.flatMap((event) => (event.code ? [event.code] : [])))].sort();
  const bytes = call.events.reduce<number | undefined>(
    (max, event) => (event.bytes !== undefined && (max === undefined || event.bytes > max) ? event.bytes : max),
    undefined,
  );
  return {
    tool: call.observation.tool || call.toolName,
    toolCallId: call.callId,
    stages: journeyStages(call.events).join(' ') || NONE,
    codes: codes.join(', ') || NONE,
    observation: call.observation.status ?? NONE,
    evidence: ('evidence_status' in call.observation ? call.observation.evidence_status : undefined) ?? NONE,
    bytes: bytes === undefined ? NONE : String(bytes),
  };
}

const FIELDS = ['tool', 'stages', 'codes', 'observation', 'evidence', 'bytes'] as const;

function compare(a: CallFacts, b: CallFacts): FieldDiff[] {
  return FIELDS.filter((field) => a[field] !== b[field]).map((field) => ({ field, a: a[field], b: b[field] }));
}

/**
 * The answer's text, citations written `[id]`; else the draft; else the last assistant turn's text (a
 * run recorded without its released answer).
 */
export function answerText(trace: ConsoleTrace): string {
  if (trace.answer)
    return trace.answer.segments
      .map((segment) => (segment.kind === 'text' ? segment.text : `[${segment.id}]`))
      .join('');
  if (trace.draft !== undefined) return trace.draft;
  return [...trace.turns].reverse().find((turn) => turn.role === 'assistant' && turn.text)?.text ?? '';
}

function keyed(facts: readonly CallFacts[]): string[] {
  const uses = new Map<string, number>();
  return facts.map((call) => {
    const use = (uses.get(call.toolCallId) ?? 0) + 1;
    uses.set(call.toolCallId, use);
    return `${call.toolCallId}#${use}`;
  });
}

/**
 * Pairs the calls: by id and use when the runs share an id, else by position and tool. Linear in the
 * number of calls (a 10,000-call run compares without a quadratic scan).
 */
function align(a: readonly CallFacts[], b: readonly CallFacts[]): [CallFacts | undefined, CallFacts | undefined][] {
  const aKeys = keyed(a);
  const aIndex = new Map(aKeys.map((key, index) => [key, index]));
  const bKeys = keyed(b);
  const inB = new Set(bKeys);
  const pairs: [CallFacts | undefined, CallFacts | undefined][] = [];
  if (bKeys.some((key) => aIndex.has(key))) {
    const used = new Set<number>();
    let swept = 0; // calls of a before this index that have no partner in b are already listed
    b.forEach((call, i) => {
      const j = aIndex.get(bKeys[i] ?? '');
      if (j === undefined) {
        pairs.push([undefined, call]);
        return;
      }
      // Calls of a that come before this partner and have none in b were removed here.
      for (; swept < j; swept += 1) {
        const left = a[swept];
        if (left && !used.has(swept) && !inB.has(aKeys[swept] ?? '')) {
          used.add(swept);
          pairs.push([left, undefined]);
        }
      }
      used.add(j);
      pairs.push([a[j], call]);
    });
    a.forEach((call, k) => used.has(k) || pairs.push([call, undefined]));
    return pairs;
  }
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const left = a[i];
    const right = b[i];
    if (left && right && left.tool !== right.tool) pairs.push([left, undefined], [undefined, right]);
    else pairs.push([left, right]);
  }
  return pairs;
}

/**
 * Compares two runs.
 *
 * @param a the first run's trace ("before")
 * @param b the second run's trace ("after")
 */
export function diffRuns(a: ConsoleTrace, b: ConsoleTrace): RunDiff {
  const left = a.calls.map(callFacts);
  const right = b.calls.map(callFacts);
  let position = 0;
  const calls: CallDiff[] = align(left, right).map(([x, y]) => {
    if (x && !y) {
      return { position: left.indexOf(x) + 1, tool: x.tool, toolCallId: x.toolCallId, kind: 'removed', fields: [] };
    }
    position += 1;
    const call = y!;
    if (!x) return { position, tool: call.tool, toolCallId: call.toolCallId, kind: 'added', fields: [] };
    const fields = compare(x, call);
    return { position, tool: call.tool, toolCallId: call.toolCallId, kind: fields.length ? 'changed' : 'same', fields };
  });
  const answers = { a: answerText(a), b: answerText(b) };
  const run: FieldDiff[] = [];
  if (a.run.status !== b.run.status) run.push({ field: 'status', a: a.run.status, b: b.run.status });
  if (answers.a !== answers.b) run.push({ field: 'answer', a: answers.a || NONE, b: answers.b || NONE });
  const verdictOf = (trace: ConsoleTrace) => trace.answer?.verdict.answersQuestion ?? NONE;
  if (verdictOf(a) !== verdictOf(b)) run.push({ field: 'answers question', a: verdictOf(a), b: verdictOf(b) });
  const differences =
    calls.reduce(
      (sum, call) => sum + (call.kind === 'changed' ? call.fields.length : call.kind === 'same' ? 0 : 1),
      0,
    ) + run.length;
  return { calls, run, answers, differences };
}

/**
 * The comparison as lines of text: one line per differing field of a call (`call <n> <tool>: <field>
 * <a> → <b>`), one per added or removed call, one per run-level field, and a final `N differences`.
 */
export function formatRunDiff(diff: RunDiff): string[] {
  const lines: string[] = [];
  for (const call of diff.calls) {
    const head = `call ${call.position} ${call.tool}`;
    if (call.kind === 'added') lines.push(`${head}: added (${call.toolCallId})`);
    else if (call.kind === 'removed') lines.push(`${head}: removed (${call.toolCallId})`);
    else for (const field of call.fields) lines.push(`${head}: ${field.field} ${field.a} → ${field.b}`);
  }
  for (const field of diff.run) lines.push(`run: ${field.field} ${oneLine(field.a)} → ${oneLine(field.b)}`);
  lines.push(countOf(diff.differences, 'difference'));
  return lines;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}…` : flat;
}
