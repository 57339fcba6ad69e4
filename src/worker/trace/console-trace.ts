/**
 * Builds and reads the console's trace file (contract/trace.ts, TRACE_SCHEMA; issue 6, "Traces").
 * Export: from the run's timeline only — bounded data (argument text, events, observations, turns),
 * never the audit store, so no raw result can enter; every string of the run facts, turns, calls and
 * events passes the harness's redaction (DESIGN §4.4: bearer tokens, API-key-like secrets, emails), so a
 * key a model echoed into argument text does not land in the file. Import: strict JSON, the schema (Ajv
 * 2020-12), then unique call ids per index; the run gets a fresh id and is stored read-only.
 */
import { resolveBudgets } from '../../contract/budgets';
import type { TimelineEvent } from '../../contract/timeline-event';
import { TRACE_FORMAT, TRACE_VERSION, type ConsoleTrace, type TraceError } from '../../contract/trace';
import { TRACE_SCHEMA } from '../../contract/trace-schema';
import { createSchemaValidators, type CompiledSchema } from '../parser/schema-validator';
import { parseStrictJson } from '../parser/strict-json';
import { emptyRedactionCounts, redactValue } from '../projection/redact';
import type { CallRecord, RunRecord, RunTimeline } from '../timeline/run-timeline';

/** Largest trace file `readTraceText` accepts, in bytes. */
export const MAX_TRACE_BYTES = 256 * 1024 * 1024;

/** Returns a redacted deep copy (the counts are not needed here). */
const redact = <T>(value: T): T => redactValue(value, emptyRedactionCounts()) as T;

/** The run as a console trace file (see the module doc). `exportedAt` is ISO 8601. */
export function buildConsoleTrace(run: RunTimeline, exportedAt: Date): ConsoleTrace {
  const { runId, question, provider, model, startedAt, endedAt, status, planMode } = run.meta;
  const facts = { runId, question, provider, model, startedAt, endedAt, status, planMode };
  return {
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    exportedAt: exportedAt.toISOString(),
    run: redact(JSON.parse(JSON.stringify(facts)) as typeof facts),
    budgets: run.meta.budgets ?? resolveBudgets(undefined),
    descriptors: run.meta.descriptors ?? [],
    turns: redact(run.meta.turns),
    calls: run.calls.map((call) =>
      redact({
        index: call.index,
        callId: call.callId,
        ...(call.turnId !== undefined ? { turnId: call.turnId } : {}),
        toolName: call.toolName,
        argumentsText: call.argumentsText,
        events: call.events,
        observation: call.observation,
      }),
    ),
    events: redact([...run.otherEvents].sort((a, b) => a.at - b.at)),
  };
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

/** What `readTraceText` gives back: the run facts, its calls and other events, ready for the store. */
export type TraceRead =
  { ok: true; record: RunRecord; calls: CallRecord[]; events: TimelineEvent[] } | { ok: false; errors: TraceError[] };

/**
 * Parses and validates a trace file's text and re-keys it under `newRunId` (every event's `runId`).
 * Errors carry a JSON Pointer into the file and a sentence; never throws.
 */
export function readTraceText(text: string, newRunId: string): TraceRead {
  const parsed = parseStrictJson(text, { maxBytes: MAX_TRACE_BYTES });
  if (!parsed.ok) {
    const { violation } = parsed;
    const where = violation.position ? ` (line ${violation.position.line}, column ${violation.position.column})` : '';
    return {
      ok: false,
      errors: [
        { pointer: violation.pointer ?? '', message: `The file is not valid JSON: ${violation.message}${where}` },
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
  if (value.version !== TRACE_VERSION) {
    return {
      ok: false,
      errors: [
        {
          pointer: '/version',
          message: `Trace version ${String(value.version)} is not supported; this console reads version ${TRACE_VERSION}.`,
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
  const rekey = (event: TimelineEvent): TimelineEvent => ({ ...event, runId: newRunId });
  const { run } = trace;
  const record: RunRecord = {
    ...run,
    runId: newRunId,
    status: run.status === 'running' ? 'interrupted' : run.status,
    imported: true,
    budgets: trace.budgets,
    descriptors: trace.descriptors,
    turns: trace.turns,
  };
  const calls: CallRecord[] = trace.calls.map((call) => ({ ...call, events: call.events.map(rekey) }));
  return { ok: true, record, calls, events: trace.events.map(rekey) };
}
