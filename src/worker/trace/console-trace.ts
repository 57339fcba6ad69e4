/**
 * Builds and reads the console's trace file (contract/trace.ts, TRACE_SCHEMA).
 * Export: from the run's timeline only — bounded data (argument text, events, observations, turns),
 * never the audit store, so no raw result can enter; every string of the run facts, turns, calls and
 * events passes the harness's redaction (DESIGN §4.4: bearer tokens, API-key-like secrets, emails), so a
 * key a model echoed into argument text does not land in the file. Import: strict JSON, the schema (Ajv
 * 2020-12), then calls numbered 1, 2, 3 …; the run gets a fresh id (callKeys re-made under it) and is
 * stored read-only as record events (the answer after the last call, so a replay shows it only at the end).
 */
import { resolveBudgets } from '../../contract/budgets';
import {
  TRACE_FORMAT,
  TRACE_READ_VERSIONS,
  TRACE_VERSION,
  type ConsoleTrace,
  type TraceError,
} from '../../contract/trace';
import type { RecordCall, RunRecord, RunRecordEvent, RunRecordStart } from '../../contract/run-record';
import { TRACE_SCHEMA } from '../../contract/trace-schema';
import { createSchemaValidators, type CompiledSchema } from '../parser/schema-validator';
import { parseStrictJson } from '../parser/strict-json';
import { fileSyntaxMessage } from '../parser/file-syntax-message';
import { emptyRedactionCounts, redactValue } from '../projection/redact';
import type { RunTimeline } from '../timeline/run-timeline';
import { eventsFromParts } from '../record/record-rows';
import { unfinishedStatus } from '../record/unfinished-run';

/** Largest trace file `readTraceText` accepts, in bytes. */
const MAX_TRACE_BYTES = 256 * 1024 * 1024;

/** Returns a redacted deep copy (the counts are not needed here). */
const redact = <T>(value: T): T => redactValue(value, emptyRedactionCounts()) as T;

/** The run as a console trace file (see the module doc), from its record. `exportedAt` is ISO 8601. */
export function buildConsoleTrace(run: RunTimeline, exportedAt: Date): ConsoleTrace {
  return {
    ...traceHeadOf(run.record, run.events.at(-1)?.at, exportedAt),
    calls: run.calls.map(traceCallOf),
  };
}

/**
 * The trace file of a record without its calls (`calls: []`, filled in by the caller), members in file
 * order; `lastAt` — the latest event's `at` of the whole run (ms since its start: a catalog run still
 * `running` is exported done then); `head.events` — the events outside the calls' stage lists.
 */
export function traceHeadOf(
  head: Omit<RunRecord, 'calls'>,
  lastAt: number | undefined,
  exportedAt: Date,
): ConsoleTrace {
  const { runId, provider, model, startedAt, planMode, kind, questions, error } = head;
  // Catalog test calls have no end of their own: exported as done at their last activity.
  const settled = kind === 'catalog' && head.status === 'running';
  const status = settled ? unfinishedStatus(kind) : head.status;
  const endedAt = settled ? startedAt + (lastAt ?? 0) : head.endedAt;
  const facts = {
    runId,
    question: questions[0],
    provider,
    model,
    startedAt,
    endedAt,
    status,
    planMode,
    ...(kind !== 'imported' ? { kind } : {}),
    questions,
    error,
  };
  const trace: ConsoleTrace = {
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    exportedAt: exportedAt.toISOString(),
    run: redact(JSON.parse(JSON.stringify(facts)) as typeof facts),
    budgets: head.budgets ?? resolveBudgets(undefined),
    descriptors: head.descriptors ?? [],
    turns: redact(head.conversation),
    calls: [],
    events: redact([...head.events].sort((a, b) => a.at - b.at)),
    usage: head.usage,
    requests: redact(head.requests),
    responses: redact(head.responses ?? []),
  };
  if (head.draft !== undefined) trace.draft = redact(head.draft);
  if (head.answer) trace.answer = redact(head.answer);
  return trace;
}

/** One call as the trace file holds it (redacted; no summary or search text). */
export function traceCallOf(call: RecordCall): ConsoleTrace['calls'][number] {
  return redact({
    index: call.index,
    callKey: call.callKey,
    callId: call.callId,
    ...(call.turnId !== undefined ? { turnId: call.turnId } : {}),
    toolName: call.toolName,
    argumentsText: call.argumentsText,
    events: call.events,
    observation: call.observation,
    ...(call.replayed ? { replayed: true } : {}),
  });
}

let compiled: CompiledSchema | undefined;
function traceValidator(): CompiledSchema {
  if (compiled) return compiled;
  const result = createSchemaValidators().compile(TRACE_SCHEMA, 'https://json-schema.org/draft/2020-12/schema', {
    closeByDefault: false,
  });
  if (!result.ok) throw new Error(`TRACE_SCHEMA does not compile: ${result.message}`);
  compiled = result.value;
  return compiled;
}

/** What `readTraceText` gives back: the imported run's start facts and record events, ready for the store. */
export type TraceRead =
  | { ok: true; start: RunRecordStart; events: RunRecordEvent[]; calls: number; version: number }
  | { ok: false; errors: TraceError[] };

/**
 * Parses and validates a trace file's text (version 1 or 2) and re-keys it under `newRunId` (every
 * event's `runId` and every callKey). Errors carry a JSON Pointer into the file and a sentence (the
 * first problem first); never throws.
 */
export function readTraceText(text: string, newRunId: string): TraceRead {
  const parsed = parseStrictJson(text, { maxBytes: MAX_TRACE_BYTES });
  if (!parsed.ok) {
    const { violation } = parsed;
    const where = violation.position ? ` (line ${violation.position.line}, column ${violation.position.column})` : '';
    return {
      ok: false,
      errors: [
        {
          pointer: violation.pointer ?? '',
          message: `The file is not valid JSON: ${fileSyntaxMessage(violation.message)}${where}`,
        },
      ],
    };
  }
  const value = parsed.value.value as Partial<ConsoleTrace> | null;
  if (!value || typeof value !== 'object' || value.format !== TRACE_FORMAT) {
    return {
      ok: false,
      errors: [
        { pointer: '/format', message: `This is not a console trace file: "format" must be "${TRACE_FORMAT}".` },
      ],
    };
  }
  if (typeof value.version !== 'number' || !TRACE_READ_VERSIONS.includes(value.version)) {
    return {
      ok: false,
      errors: [
        {
          pointer: '/version',
          message: `This file is trace version ${String(value.version)}; this console reads versions ${TRACE_READ_VERSIONS.join(' and ')}.`,
        },
      ],
    };
  }
  const schemaErrors = traceValidator().validate(value);
  if (schemaErrors.length > 0)
    return { ok: false, errors: schemaErrors.slice(0, 50).map(({ pointer, message }) => ({ pointer, message })) };
  const trace = value as ConsoleTrace;
  const errors: TraceError[] = [];
  trace.calls.forEach((call, i) => {
    if (call.index !== i + 1)
      errors.push({
        pointer: `/calls/${i}/index`,
        message: `Call ${i + 1} has index ${call.index}; calls must be numbered 1, 2, 3 … in order.`,
      });
  });
  if (errors.length > 0) return { ok: false, errors };
  const { run } = trace;
  const start: RunRecordStart = {
    runId: newRunId,
    kind: 'imported',
    startedAt: run.startedAt,
    budgets: trace.budgets,
    descriptors: trace.descriptors,
    importedFromVersion: trace.version,
    ...(run.planMode !== undefined ? { planMode: run.planMode } : {}),
  };
  const events = eventsFromParts({
    runId: newRunId,
    kind: 'imported',
    status: run.status === 'running' ? unfinishedStatus(run.kind) : run.status,
    endedAt: run.endedAt ?? run.startedAt,
    questions: run.questions ?? (run.question !== undefined ? [run.question] : []),
    ...(run.provider !== undefined ? { provider: run.provider } : {}),
    ...(run.model !== undefined ? { model: run.model } : {}),
    turns: trace.turns,
    calls: trace.calls,
    events: trace.events,
    ...(trace.draft !== undefined ? { draft: trace.draft } : {}),
    ...(trace.answer ? { answer: trace.answer } : {}),
    usage: trace.usage ?? [],
    requests: trace.requests ?? [],
    responses: trace.responses ?? [],
  });
  return { ok: true, start, events, calls: trace.calls.length, version: trace.version };
}
