/**
 * The OTLP/JSON export decoded with protobufjs against the official OTLP definitions: the static module
 * @opentelemetry/otlp-transformer generates from opentelemetry-proto (collector/trace/v1). OTLP/JSON
 * writes trace and span ids as hex where protobuf JSON expects base64, so the ids are converted before
 * `fromObject` and back after `toObject`. The round trip (JSON → message → wire bytes → message → JSON)
 * must give the export back unchanged, so every key is a field of the proto and every value has its
 * type; then every span's ids, times, attributes and events are checked against the run.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../../src/worker/harness';
import { createTimelineService, recordHarness } from '../../../src/worker/timeline/timeline-service';
import { createRecordStore } from '../../../src/worker/record/record-store';

interface ProtoType {
  fromObject(object: unknown): unknown;
  encode(message: unknown): { finish(): Uint8Array };
  decode(bytes: Uint8Array): unknown;
  toObject(message: unknown, options: Record<string, unknown>): Record<string, unknown>;
}
const generated = createRequire(import.meta.url)('@opentelemetry/otlp-transformer/build/src/generated/root.js') as {
  opentelemetry: { proto: { collector: { trace: { v1: { ExportTraceServiceRequest: ProtoType } } } } };
};
const ExportTraceServiceRequest = generated.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;

const FAKE_KEY = 'sk-otlp-test-0123456789';
const ID_KEYS = new Set(['traceId', 'spanId', 'parentSpanId']);

/** Deep copy with the id fields mapped by `convert`. */
function mapIds(value: unknown, convert: (id: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => mapIds(item, convert));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [
      key,
      ID_KEYS.has(key) && typeof member === 'string' ? convert(member) : mapIds(member, convert),
    ]),
  );
}
const hexToBase64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
const base64ToHex = (base64: string) => Buffer.from(base64, 'base64').toString('hex');

/** JSON → protobuf message → wire bytes → message → OTLP/JSON again. */
function roundTrip(json: unknown): unknown {
  const message = ExportTraceServiceRequest.fromObject(mapIds(json, hexToBase64));
  const decoded = ExportTraceServiceRequest.decode(ExportTraceServiceRequest.encode(message).finish());
  const object = ExportTraceServiceRequest.toObject(decoded, { longs: String, bytes: String, enums: Number });
  return mapIds(object, base64ToHex);
}

/**
 * One spelling for both sides: fields holding their default (0, '', []) left out, as protobuf may, and
 * 64-bit integers (`intValue`) as decimal strings, as protobuf JSON writes them.
 */
function normalised(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalised);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (key === 'intValue')
      out[key] = String(member); // a oneof member: present even when 0
    else if (member !== 0 && member !== '' && !(Array.isArray(member) && member.length === 0))
      out[key] = normalised(member);
  }
  return out;
}

async function exportedRun() {
  const store = createRecordStore();
  const harness = recordHarness(
    createHarness({ backends: { find: async () => ({ text: 'found it', key: FAKE_KEY }) } }),
    store,
  );
  await harness.registerTools([
    { name: 'find', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
  ]);
  const { runId } = await harness.startRun();
  await harness.invoke({ runId, toolCallId: 'call_a', toolName: 'find', argumentsText: `{"q":"${FAKE_KEY}"}` });
  await harness.invoke({ runId, toolCallId: 'call_b', toolName: 'find', argumentsText: '{"q": oops}' });
  await harness.endRun(runId);
  const service = createTimelineService({ store });
  await service.recordRunMeta(runId, { question: 'Where?', provider: 'offline', model: 'scripted' });
  const result = await service.exportTrace(runId, 'otlp');
  if (!result.ok) throw new Error(result.message);
  const consoleResult = await service.exportTrace(runId, 'console');
  if (!consoleResult.ok) throw new Error(consoleResult.message);
  return {
    runId,
    otlp: JSON.parse(await result.blob.text()) as Record<string, unknown>,
    trace: JSON.parse(await consoleResult.blob.text()) as {
      run: { startedAt: number };
      calls: { callId: string; events: { stage: string; at: number }[]; observation: unknown }[];
    },
  };
}

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: Record<string, unknown> }[];
  events: { name: string; timeUnixNano: string; attributes: { key: string; value: Record<string, unknown> }[] }[];
  status: { code?: number; message?: string };
}
const attributes = (list: Span['attributes']) =>
  Object.fromEntries(list.map((entry) => [entry.key, Object.values(entry.value)[0]]));
/** Milliseconds since the epoch (fractions allowed) → nanoseconds, exactly. */
const nanos = (ms: number) => BigInt(Math.floor(ms)) * 1_000_000n + BigInt(Math.round((ms - Math.floor(ms)) * 1e6));

describe('OTLP/JSON export', () => {
  it('decodes with the official OTLP protobuf definitions and round-trips unchanged', async () => {
    const { otlp } = await exportedRun();
    expect(normalised(roundTrip(otlp))).toEqual(normalised(otlp));
  });

  it('has a root invoke_agent span and one execute_tool span per call with ids, times, attributes and events', async () => {
    const { runId, otlp, trace } = await exportedRun();
    const resourceSpans = otlp.resourceSpans as { resource: Span; scopeSpans: { spans: Span[] }[] }[];
    expect(attributes(resourceSpans[0]?.resource.attributes ?? [])).toEqual({
      'service.name': 'tool-call-harness-console',
    });
    const spans = resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
    const [root, ...tools] = spans;
    expect(root).toBeDefined();
    if (!root) return;
    expect(tools.map((span) => span.name)).toEqual(['execute_tool find', 'execute_tool find']);
    for (const span of spans) {
      expect(span.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(span.traceId).toBe(root.traceId);
      expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(span.kind).toBe(1); // SPAN_KIND_INTERNAL
      expect(BigInt(span.endTimeUnixNano) >= BigInt(span.startTimeUnixNano)).toBe(true);
    }
    expect(new Set(spans.map((span) => span.spanId)).size).toBe(spans.length);
    expect(root.parentSpanId).toBeUndefined();
    expect(BigInt(root.startTimeUnixNano)).toBe(nanos(trace.run.startedAt));
    expect(attributes(root.attributes)).toEqual({
      'gen_ai.operation.name': 'invoke_agent',
      'gen_ai.agent.name': 'tool-call-harness-console',
      'gen_ai.conversation.id': runId,
      'gen_ai.request.model': 'scripted',
      'gen_ai.provider.name': 'offline',
    });

    for (const [index, span] of tools.entries()) {
      const call = trace.calls[index];
      expect(call).toBeDefined();
      if (!call) continue;
      expect(span.parentSpanId).toBe(root.spanId);
      expect(BigInt(span.startTimeUnixNano)).toBe(nanos(trace.run.startedAt + (call.events[0]?.at ?? 0)));
      const attrs = attributes(span.attributes);
      expect(attrs).toMatchObject({
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': 'find',
        'gen_ai.tool.call.id': call.callId,
        'gen_ai.tool.type': 'function',
        'gen_ai.tool.call.result': JSON.stringify(call.observation),
      });
      expect(typeof attrs['gen_ai.tool.call.arguments']).toBe('string');
      expect(span.events.map((event) => event.name)).toEqual(call.events.map((event) => event.stage));
      for (const [position, event] of span.events.entries()) {
        const stage = call.events[position];
        expect(BigInt(event.timeUnixNano)).toBe(nanos(trace.run.startedAt + (stage?.at ?? 0)));
        expect(attributes(event.attributes)).toMatchObject({ stage: stage?.stage });
      }
    }
    const [ok, refused] = tools;
    expect(ok?.status.code ?? 0).toBe(0);
    expect(refused?.status).toEqual({ code: 2, message: 'INVALID_JSON' });
    expect(attributes(refused?.attributes ?? [])['error.type']).toBe('INVALID_JSON');
    expect(attributes(refused?.attributes ?? [])['gen_ai.tool.call.arguments']).toBe('{"q": oops}');
  });

  it('carries no key: the arguments and results are the redacted, bounded ones', async () => {
    const { otlp } = await exportedRun();
    expect(JSON.stringify(otlp)).not.toContain(FAKE_KEY);
  });
});
