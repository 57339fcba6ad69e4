/**
 * A run as OTLP/JSON (OTLP spec, "OTLP/HTTP" JSON encoding: `resourceSpans → scopeSpans → spans`), built
 * as OpenTelemetry span data (`ReadableSpan`) and serialised by `@opentelemetry/otlp-transformer`'s
 * `JsonTraceSerializer`. It follows the OpenTelemetry GenAI semantic conventions (gen-ai-agent-spans.md,
 * execute-tool.md; Development status; names from `@opentelemetry/semantic-conventions/incubating`):
 *
 * - one root `invoke_agent` span per run: `gen_ai.operation.name: invoke_agent`, `gen_ai.agent.name`,
 *   `gen_ai.conversation.id` = runId, `gen_ai.request.model` and `gen_ai.provider.name` when known; the
 *   run's other events (model turns, release …) are its events;
 * - one child `execute_tool {tool}` span per call: `gen_ai.operation.name: execute_tool`,
 *   `gen_ai.tool.name`, `gen_ai.tool.call.id` (the tool_call_id), `harness.call.key` (the callKey, DESIGN §4.1), `gen_ai.tool.type` (`extension` for MCP
 *   tools, else `function`), `gen_ai.tool.call.arguments` (the argument text as the model sent it) and
 *   `gen_ai.tool.call.result` (the observation the model read: the projected, bounded result, never the
 *   raw) — both from the console trace, which is redacted — plus `error.type` (the code) and status ERROR
 *   on failures. Each stage event is a span event named by its stage id (attributes stage, lane, status,
 *   code, bytes, durationMs).
 *
 * Span kind INTERNAL. Trace and span ids are derived from the run id and call index, so they are stable
 * across exports. String attributes are cut to 16,384 characters.
 */
import {
  SpanKind,
  SpanStatusCode,
  TraceFlags,
  type Attributes,
  type HrTime,
  type SpanContext,
} from '@opentelemetry/api';
import { JsonTraceSerializer } from '@opentelemetry/otlp-transformer';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { ReadableSpan, TimedEvent } from '@opentelemetry/sdk-trace-base';
import { ATTR_ERROR_TYPE, ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import {
  ATTR_GEN_AI_AGENT_NAME,
  ATTR_GEN_AI_CONVERSATION_ID,
  ATTR_GEN_AI_OPERATION_NAME,
  ATTR_GEN_AI_PROVIDER_NAME,
  ATTR_GEN_AI_REQUEST_MODEL,
  ATTR_GEN_AI_TOOL_CALL_ARGUMENTS,
  ATTR_GEN_AI_TOOL_CALL_ID,
  ATTR_GEN_AI_TOOL_CALL_RESULT,
  ATTR_GEN_AI_TOOL_NAME,
  ATTR_GEN_AI_TOOL_TYPE,
  GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
  GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
} from '@opentelemetry/semantic-conventions/incubating';
import type { TimelineEvent } from '../../contract/timeline-event';
import type { ConsoleTrace } from '../../contract/trace';

/** An OTLP `AnyValue` in JSON as the serializer writes it (integers as numbers). */
export type OtlpValue =
  { stringValue: string } | { intValue: number } | { doubleValue: number } | { boolValue: boolean };
export interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
export interface OtlpEvent {
  timeUnixNano: string;
  name: string;
  attributes: OtlpAttribute[];
}
/** One span of the JSON export (trace and span ids as lower-case hex, times as decimal nanoseconds). */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: OtlpAttribute[];
  events: OtlpEvent[];
  status: { code: number; message?: string };
}
/** An `ExportTraceServiceRequest` in JSON. */
export interface OtlpTraceRequest {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { scope: { name: string; version?: string }; spans: OtlpSpan[] }[];
  }[];
}

/** service.name of the resource, and the agent's and the instrumentation scope's name. */
const OTLP_SERVICE_NAME = 'tool-call-harness-console';
const MAX_ATTRIBUTE_CHARS = 16_384;

/** `count` lower-case hex characters derived from `seed` (FNV-1a rounds; never all zeros). */
function hexId(seed: string, count: number): string {
  let out = '';
  for (let round = 0; out.length < count; round++) {
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  out = out.slice(0, count);
  return /^0+$/.test(out) ? `${out.slice(0, -1)}1` : out;
}

/** Milliseconds since the Unix epoch (fractions allowed) → `[seconds, nanoseconds]`. */
function hrTime(ms: number): HrTime {
  const wholeMs = Math.floor(ms);
  const seconds = Math.floor(wholeMs / 1000);
  return [seconds, (wholeMs - seconds * 1000) * 1_000_000 + Math.round((ms - wholeMs) * 1e6)];
}

const cut = (text: string) => (text.length > MAX_ATTRIBUTE_CHARS ? `${text.slice(0, MAX_ATTRIBUTE_CHARS - 1)}…` : text);

function stageEvent(event: TimelineEvent, startedAt: number): TimedEvent {
  const attributes: Attributes = { stage: event.stage, lane: event.lane, status: event.status };
  if (event.code !== undefined) attributes.code = event.code;
  if (event.bytes !== undefined) attributes.bytes = event.bytes;
  if (event.durationMs !== undefined) attributes.durationMs = event.durationMs;
  return { time: hrTime(startedAt + event.at), name: event.stage, attributes };
}

interface SpanFacts {
  name: string;
  context: SpanContext;
  parent?: SpanContext;
  startMs: number;
  endMs: number;
  attributes: Attributes;
  events: TimedEvent[];
  error?: string;
}

/** The span data of one span (ended, nothing dropped). */
function readableSpan(facts: SpanFacts, scope: Pick<ReadableSpan, 'resource' | 'instrumentationScope'>): ReadableSpan {
  const startTime = hrTime(facts.startMs);
  const endTime = hrTime(facts.endMs);
  return {
    name: facts.name,
    kind: SpanKind.INTERNAL,
    spanContext: () => facts.context,
    ...(facts.parent ? { parentSpanContext: facts.parent } : {}),
    startTime,
    endTime,
    duration: hrTime(facts.endMs - facts.startMs),
    status: facts.error ? { code: SpanStatusCode.ERROR, message: facts.error } : { code: SpanStatusCode.UNSET },
    attributes: facts.attributes,
    links: [],
    events: facts.events,
    ended: true,
    ...scope,
    droppedAttributesCount: 0,
    droppedEventsCount: 0,
    droppedLinksCount: 0,
  };
}

/** The span data of a console trace: the root `invoke_agent` span first, then one span per call. */
export function traceSpans(trace: ConsoleTrace): ReadableSpan[] {
  const { run } = trace;
  const traceId = hexId(`trace:${run.runId}`, 32);
  const contextOf = (spanId: string): SpanContext => ({ traceId, spanId, traceFlags: TraceFlags.SAMPLED });
  const root = contextOf(hexId(`span:${run.runId}:root`, 16));
  const scope = {
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: OTLP_SERVICE_NAME }),
    instrumentationScope: { name: OTLP_SERVICE_NAME, version: '1' },
  };
  const kinds = new Map(trace.descriptors.map((d) => [d.name, d.kind]));
  const exportNames = new Map(trace.descriptors.map((d) => [d.exportName, d.name]));
  let lastEnd = 0;
  const calls = trace.calls.map((call) => {
    const first = call.events[0]?.at ?? 0;
    const end = call.events.reduce((max, e) => Math.max(max, e.at + (e.durationMs ?? 0)), first);
    lastEnd = Math.max(lastEnd, end);
    const observation = call.observation;
    const tool = observation.tool || exportNames.get(call.toolName) || call.toolName;
    const error =
      observation.status === 'ok'
        ? undefined
        : observation.status === 'repair_required'
          ? observation.violation_type
          : observation.error_code;
    const attributes: Attributes = {
      [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
      [ATTR_GEN_AI_TOOL_NAME]: tool,
      [ATTR_GEN_AI_TOOL_CALL_ID]: call.callId,
      ...(call.callKey !== undefined ? { 'harness.call.key': call.callKey } : {}),
      [ATTR_GEN_AI_TOOL_TYPE]: kinds.get(tool) === 'mcp' ? 'extension' : 'function',
      [ATTR_GEN_AI_TOOL_CALL_ARGUMENTS]: cut(call.argumentsText),
      [ATTR_GEN_AI_TOOL_CALL_RESULT]: cut(JSON.stringify(observation)),
      'harness.observation.status': observation.status,
      ...(error ? { [ATTR_ERROR_TYPE]: error } : {}),
    };
    return readableSpan(
      {
        name: `execute_tool ${tool}`,
        context: contextOf(hexId(`span:${run.runId}:${call.index}`, 16)),
        parent: root,
        startMs: run.startedAt + first,
        endMs: run.startedAt + end,
        attributes,
        events: call.events.map((event) => stageEvent(event, run.startedAt)),
        ...(error ? { error } : {}),
      },
      scope,
    );
  });
  for (const event of trace.events) lastEnd = Math.max(lastEnd, event.at + (event.durationMs ?? 0));
  const rootAttributes: Attributes = {
    [ATTR_GEN_AI_OPERATION_NAME]: GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT,
    [ATTR_GEN_AI_AGENT_NAME]: OTLP_SERVICE_NAME,
    [ATTR_GEN_AI_CONVERSATION_ID]: run.runId,
    ...(run.model ? { [ATTR_GEN_AI_REQUEST_MODEL]: run.model } : {}),
    ...(run.provider ? { [ATTR_GEN_AI_PROVIDER_NAME]: run.provider } : {}),
  };
  const endMs = Math.max(run.endedAt ?? run.startedAt + lastEnd, run.startedAt + lastEnd);
  const rootSpan = readableSpan(
    {
      name: `invoke_agent ${OTLP_SERVICE_NAME}`,
      context: root,
      startMs: run.startedAt,
      endMs,
      attributes: rootAttributes,
      events: trace.events.map((event) => stageEvent(event, run.startedAt)),
    },
    scope,
  );
  return [rootSpan, ...calls];
}

/** The OTLP/JSON text of a console trace (see the module doc): what is posted to `/v1/traces`. */
export function buildOtlpTraceText(trace: ConsoleTrace): string {
  return new TextDecoder().decode(JsonTraceSerializer.serializeRequest(traceSpans(trace)));
}

/** The OTLP/JSON request of a console trace, parsed (for the export file). */
export function buildOtlpTrace(trace: ConsoleTrace): OtlpTraceRequest {
  return JSON.parse(buildOtlpTraceText(trace)) as OtlpTraceRequest;
}
