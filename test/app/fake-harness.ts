/**
 * A fake HarnessApi for the MCP memory test (the other app tests use the real harness, support/real-harness.ts): one evidence tool `lookup_knowledge` over a tiny in-memory corpus,
 * with just enough of the progress protocol (pending call, EVALUATION_MISSING, saturation) to drive the
 * agent loop and the offline model. Not the real harness.
 */
import type {
  HarnessApi,
  InvokeRequest,
  InvokeResult,
  ModelObservation,
  RunState,
  TimelineEvent,
} from '../../src/contract';

/** A corpus passage: citation id (without brackets), title, snippet. */
export interface FakePassage {
  id: string;
  title: string;
  snippet: string;
  terms: string[];
}

/** The default corpus. */
export const FAKE_CORPUS: FakePassage[] = [
  {
    id: 'sqlite:lockingv3#busy',
    title: 'File Locking',
    snippet:
      'Writes fail with SQLITE_BUSY when another connection holds a lock. The database is locked while a writer holds the RESERVED lock.',
    terms: ['locked', 'lock', 'database'],
  },
  {
    id: 'sqlite:c3ref/busy_timeout#overview',
    title: 'Set A Busy Timeout',
    snippet:
      'This routine sets a busy handler that sleeps when a table is locked. The handler will sleep multiple times until at least ms milliseconds of sleeping have accumulated.',
    terms: ['busy', 'timeout'],
  },
  {
    id: 'sqlite:wal#concurrency',
    title: 'Write-Ahead Logging',
    snippet:
      'WAL provides more concurrency as readers do not block writers and a writer does not block readers. There can only be one writer at a time.',
    terms: ['wal', 'write', 'lock'],
  },
];

/** Options of the fake. */
export interface FakeHarnessOptions {
  corpus?: FakePassage[];
  /** Evidence calls before the run saturates (EVIDENCE_BUDGET_EXHAUSTED). */
  maxEvidenceCalls?: number;
  /** Refuse the first call of each query with this violation once. */
  refuseOnce?: 'EVALUATION_MISSING' | 'SCHEMA_VIOLATION';
}

/** Creates the fake; `calls` records every invoke request. */
export function createFakeHarness(options: FakeHarnessOptions = {}) {
  const corpus = options.corpus ?? FAKE_CORPUS;
  const calls: InvokeRequest[] = [];
  let runs = 0;
  let seq = 0;
  let pending: string | undefined;
  let executed = 0;
  let saturated = false;
  let refused = false;
  const cancelled: string[] = [];
  const ended: string[] = [];

  const runState = (): RunState => ({
    stop_required: saturated,
    ...(saturated ? { reason: 'EVIDENCE_BUDGET_EXHAUSTED' as const } : {}),
    ...(pending ? { pending_tool_call_id: pending } : {}),
    no_gain_streak: 0,
    evidence_calls_left: Math.max(0, (options.maxEvidenceCalls ?? 8) - executed),
    run_bytes_left: 1_000_000,
  });
  const event = (
    request: InvokeRequest,
    stage: TimelineEvent['stage'],
    status: TimelineEvent['status'],
    code?: TimelineEvent['code'],
  ): TimelineEvent => ({
    runId: request.runId,
    callId: request.toolCallId,
    turnId: request.turnId,
    seq: ++seq,
    at: seq,
    lane: 'interceptor',
    stage,
    status,
    ...(code ? { code } : {}),
  });

  function invokeSync(request: InvokeRequest): InvokeResult {
    calls.push(request);
    const callKey = `${request.runId}#${calls.filter((c) => c.runId === request.runId).length}`;
    const base = { tool_call_id: request.toolCallId, tool: 'lookup_knowledge' };
    const respond = (observation: ModelObservation, events: TimelineEvent[]): InvokeResult => ({
      toolCallId: request.toolCallId,
      toolName: request.toolName,
      callKey,
      observation,
      events: events.map((event) => ({ ...event, callKey })),
    });
    if (saturated)
      return respond(
        {
          ...base,
          status: 'stop_required',
          error_code: 'STOP_REQUIRED',
          reason: 'EVIDENCE_BUDGET_EXHAUSTED',
          message: 'stop',
          run_state: runState(),
        },
        [event(request, 'supports', 'fail', 'STOP_REQUIRED')],
      );
    const envelope = JSON.parse(request.argumentsText) as {
      previous_observation: { tool_call_id: string } | null;
      input: { query: string };
    };
    if (options.refuseOnce && !refused && (options.refuseOnce === 'SCHEMA_VIOLATION' || pending)) {
      refused = true;
      const violation = options.refuseOnce;
      return respond(
        {
          ...base,
          status: 'repair_required',
          violation_type: violation,
          instruction: 'fix it',
          ...(violation === 'EVALUATION_MISSING' ? { expected_tool_call_id: pending } : {}),
          errors: [
            { pointer: violation === 'SCHEMA_VIOLATION' ? '/input/limit' : '/previous_observation', message: 'bad' },
          ],
          run_state: runState(),
        },
        [
          event(request, 'supports', 'pass'),
          event(request, violation === 'SCHEMA_VIOLATION' ? 'parse' : 'protocol', 'fail', violation),
        ],
      );
    }
    if (pending && envelope.previous_observation?.tool_call_id !== pending)
      return respond(
        {
          ...base,
          status: 'repair_required',
          violation_type: 'EVALUATION_MISSING',
          instruction: 'evaluate',
          expected_tool_call_id: pending,
          errors: [{ pointer: '/previous_observation', message: 'null' }],
          run_state: runState(),
        },
        [event(request, 'protocol', 'fail', 'EVALUATION_MISSING')],
      );
    executed += 1;
    const words = envelope.input.query.toLowerCase().split(/\s+/);
    const hits = corpus.filter((p) => p.terms.some((t) => words.includes(t)));
    if (executed >= (options.maxEvidenceCalls ?? 8)) saturated = true;
    pending = hits.length > 0 ? request.toolCallId : undefined;
    return respond(
      {
        ...base,
        status: 'ok',
        evidence_status: hits.length > 0 ? 'FOUND' : 'NO_EVIDENCE',
        truncated: false,
        result: {
          query: envelope.input.query,
          results: hits.map((h) => ({
            citation: `[${h.id}]`,
            title: h.title,
            heading: '',
            url: '',
            snippet: h.snippet,
          })),
        },
        run_state: runState(),
      },
      [
        'supports',
        'parse',
        'protocol',
        'preflight',
        'execute',
        'raw-check',
        'project',
        'validate',
        'dual-source',
        'record',
        'observe',
      ].map((s) => event(request, s as TimelineEvent['stage'], 'pass')),
    );
  }

  const api: HarnessApi = {
    registerTools: async () => ({ registered: [], refused: [], warnings: [] }),
    registerSkills: async () => ({ registered: [] }),
    listTools: async () => [],
    exportTools: async () => [
      { type: 'function', function: { name: 'lookup_knowledge', description: 'search', parameters: {} } },
    ],
    startRun: async () => {
      runs += 1;
      pending = undefined;
      executed = 0;
      saturated = false;
      return { runId: `run-${runs}` };
    },
    invoke: async (request) => invokeSync(request),
    cancel: async (request) => {
      cancelled.push(request.runId);
      return { cancelled: 0 };
    },
    endRun: async (runId) => {
      ended.push(runId);
      return { runId, found: true, calls: calls.length, gained: 0, noGain: 0, bytes: 0 };
    },
    subscribe: async () => ({ subscriptionId: 's1' }),
    unsubscribe: async () => ({ removed: true }),
    setApprover: async () => undefined,
  };
  return { api, calls, cancelled, ended };
}
