/**
 * A run as OTLP/JSON (OTLP spec, "OTLP/HTTP" JSON encoding: `resourceSpans → scopeSpans → spans`) following
 * the OpenTelemetry GenAI semantic conventions (gen-ai-agent-spans.md, execute-tool.md; Development status):
 * one root `invoke_agent` span per run (`gen_ai.operation.name: invoke_agent`, `gen_ai.conversation.id` =
 * runId, `gen_ai.request.model`, `gen_ai.provider.name` when known) and one child `execute_tool {tool}`
 * span per call with `gen_ai.operation.name: execute_tool`, `gen_ai.tool.name`, `gen_ai.tool.call.id`,
 * `gen_ai.tool.type` (`extension` for MCP tools, else `function`), the opt-in `gen_ai.tool.call.arguments`
 * (redacted argument text) and `gen_ai.tool.call.result` (the observation the model read — the projected,
 * bounded result, never the raw), `error.type` (the code) and span status ERROR on failures. Each stage
 * event is a span event named by its stage id (attributes stage, lane, status, code, bytes, durationMs);
 * the run's other events are events of the root span. Times are unix nanoseconds as decimal strings;
 * trace and span ids are derived from the run id and call index (stable across exports).
 */
import type { TimelineEvent } from '../../contract/timeline-event';
import type { ConsoleTrace } from '../../contract/trace';

/** The OTLP `AnyValue` JSON shapes used here. */
export type OtlpValue =
  { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean };
export interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
export interface OtlpEvent {
  timeUnixNano: string;
  name: string;
  attributes: OtlpAttribute[];
}
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
  status?: { code: number; message?: string };
}
/** An `ExportTraceServiceRequest` in JSON. */
export interface OtlpTraceRequest {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { scope: { name: string; version: string }; spans: OtlpSpan[] }[];
  }[];
}

/** service.name of the resource. */
export const OTLP_SERVICE_NAME = 'tool-call-harness-console';
const SPAN_KIND_INTERNAL = 1;
const STATUS_CODE_ERROR = 2;
const MAX_ATTRIBUTE_CHARS = 16_384;

/** `count` lower-case hex characters derived from `seed` (FNV-1a rounds; never all zeros). */
export function hexId(seed: string, count: number): string {
  let out = '';
  for (let round = 0; out.length < count; round++) {
    let hash = 0x811c9dc5 ^ round;
    for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  out = out.slice(0, count);
  return /^0+$/.test(out) ? `${out.slice(0, -1)}1` : out;
}

/** Milliseconds since the Unix epoch (fractions allowed) → unix nanoseconds as a decimal string. */
export function unixNanos(ms: number): string {
  const whole = Math.floor(ms);
  return (BigInt(whole) * 1_000_000n + BigInt(Math.round((ms - whole) * 1e6))).toString();
}

const cut = (text: string) => (text.length > MAX_ATTRIBUTE_CHARS ? `${text.slice(0, MAX_ATTRIBUTE_CHARS - 1)}…` : text);
/** One attribute; integers become `intValue` strings, other numbers `doubleValue`. */
export function attribute(key: string, value: string | number | boolean): OtlpAttribute {
  if (typeof value === 'string') return { key, value: { stringValue: cut(value) } };
  if (typeof value === 'boolean') return { key, value: { boolValue: value } };
  return Number.isInteger(value) ? { key, value: { intValue: String(value) } } : { key, value: { doubleValue: value } };
}

function spanEvent(event: TimelineEvent, startedAt: number): OtlpEvent {
  const attributes = [
    attribute('stage', event.stage),
    attribute('lane', event.lane),
    attribute('status', event.status),
  ];
  if (event.code !== undefined) attributes.push(attribute('code', event.code));
  if (event.bytes !== undefined) attributes.push(attribute('bytes', event.bytes));
  if (event.durationMs !== undefined) attributes.push(attribute('durationMs', event.durationMs));
  return { timeUnixNano: unixNanos(startedAt + event.at), name: event.stage, attributes };
}

/** Builds the OTLP/JSON request of a console trace (see the module doc). */
export function buildOtlpTrace(trace: ConsoleTrace): OtlpTraceRequest {
  const { run } = trace;
  const traceId = hexId(`trace:${run.runId}`, 32);
  const rootId = hexId(`span:${run.runId}:root`, 16);
  const kinds = new Map(trace.descriptors.map((d) => [d.name, d.kind]));
  const exportNames = new Map(trace.descriptors.map((d) => [d.exportName, d.name]));
  let lastEnd = 0;
  const spans: OtlpSpan[] = trace.calls.map((call) => {
    const first = call.events[0]?.at ?? 0;
    const end = call.events.reduce((max, e) => Math.max(max, e.at + (e.durationMs ?? 0)), first);
    lastEnd = Math.max(lastEnd, end);
    const observation = call.observation;
    const tool = observation.tool || exportNames.get(call.toolName) || call.toolName;
    const attributes = [
      attribute('gen_ai.operation.name', 'execute_tool'),
      attribute('gen_ai.tool.name', tool),
      attribute('gen_ai.tool.call.id', call.callId),
      attribute('gen_ai.tool.type', kinds.get(tool) === 'mcp' ? 'extension' : 'function'),
      attribute('gen_ai.tool.call.arguments', call.argumentsText),
      attribute('gen_ai.tool.call.result', JSON.stringify(observation)),
      attribute('harness.observation.status', observation.status),
    ];
    const span: OtlpSpan = {
      traceId,
      spanId: hexId(`span:${run.runId}:${call.index}`, 16),
      parentSpanId: rootId,
      name: `execute_tool ${tool}`,
      kind: SPAN_KIND_INTERNAL,
      startTimeUnixNano: unixNanos(run.startedAt + first),
      endTimeUnixNano: unixNanos(run.startedAt + end),
      attributes,
      events: call.events.map((event) => spanEvent(event, run.startedAt)),
    };
    if (observation.status !== 'ok') {
      const code = observation.status === 'repair_required' ? observation.violation_type : observation.error_code;
      attributes.push(attribute('error.type', code));
      span.status = { code: STATUS_CODE_ERROR, message: code };
    }
    return span;
  });
  for (const event of trace.events) lastEnd = Math.max(lastEnd, event.at + (event.durationMs ?? 0));
  const rootAttributes = [
    attribute('gen_ai.operation.name', 'invoke_agent'),
    attribute('gen_ai.agent.name', OTLP_SERVICE_NAME),
    attribute('gen_ai.conversation.id', run.runId),
  ];
  if (run.model) rootAttributes.push(attribute('gen_ai.request.model', run.model));
  if (run.provider) rootAttributes.push(attribute('gen_ai.provider.name', run.provider));
  const endMs = run.endedAt ?? run.startedAt + lastEnd;
  const root: OtlpSpan = {
    traceId,
    spanId: rootId,
    name: `invoke_agent ${OTLP_SERVICE_NAME}`,
    kind: SPAN_KIND_INTERNAL,
    startTimeUnixNano: unixNanos(run.startedAt),
    endTimeUnixNano: unixNanos(Math.max(endMs, run.startedAt + lastEnd)),
    attributes: rootAttributes,
    events: trace.events.map((event) => spanEvent(event, run.startedAt)),
  };
  return {
    resourceSpans: [
      {
        resource: { attributes: [attribute('service.name', OTLP_SERVICE_NAME)] },
        scopeSpans: [{ scope: { name: OTLP_SERVICE_NAME, version: '1' }, spans: [root, ...spans] }],
      },
    ],
  };
}
