/**
 * The harness-level suite: one fixture per code of DESIGN.md §3 under test/fixtures/tool-calls/<CODE>/
 * (STYLE.md §3.9), run through `createHarness` with fake deps. Each fixture's last call must end with its
 * code, at its stage, with the observation status the code gives, and the backend must have run exactly
 * as often as the fixture says (a refused call is never executed).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InvokeResult } from '../../src/contract';
import { createHarness } from '../../src/worker/harness';
import type { ToolBackend } from '../../src/worker/harness-deps';
import { createMemoryAuditStore } from '../../src/worker/audit/audit-store';

export const FIXTURE_ROOT = join(__dirname, '../fixtures/tool-calls');

interface BackendSpec {
  returns?: unknown;
  throws?: Record<string, unknown>;
  hangs?: boolean;
  projector?: 'throws' | 'oversize' | 'declares-found-on-empty';
}

interface Fixture {
  description: string;
  tools: unknown[];
  origin?: { kind?: 'builtin' | 'mcp' | 'skill'; source?: string };
  run?: { planMode?: boolean; budgets?: Record<string, number> };
  approver?: 'approve' | 'deny' | 'never';
  auditStore?: 'throws';
  backends: Record<string, BackendSpec>;
  calls: {
    toolCallId: string;
    toolName: string;
    argumentsText: string;
    turnId?: string;
    cancelAfterMs?: number;
    endRunFirst?: boolean;
  }[];
  expect: {
    status: string;
    code: string;
    stage?: string;
    backendCalls: number;
    pointer?: string;
    offset?: number;
    expectedToolCallId?: string;
    errorSource?: string;
    reason?: string;
    noGainStreak?: number;
    noRunState?: boolean;
  };
}

/** Builds a fake backend from a fixture spec, counting its calls. */
function fakeBackend(spec: BackendSpec, counter: { calls: number }): ToolBackend {
  const execute = (_input: unknown, context: { signal: AbortSignal }) => {
    counter.calls++;
    if (spec.hangs) {
      return new Promise<unknown>((_resolve, reject) => {
        context.signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    }
    if (spec.throws) return Promise.reject(spec.throws);
    return Promise.resolve(spec.returns);
  };
  if (!spec.projector) return execute;
  const project = () => {
    if (spec.projector === 'throws') throw new Error('projector bug');
    if (spec.projector === 'oversize')
      return { agentResult: { text: 'x'.repeat(20_000) }, evidenceStatus: 'FOUND' as const };
    return { agentResult: [], evidenceStatus: 'FOUND' as const, kind: 'json' as const };
  };
  return { execute, project: project };
}

async function runFixture(fixture: Fixture): Promise<{ last: InvokeResult; backendCalls: number }> {
  const counter = { calls: 0 };
  const backends: Record<string, ToolBackend> = {};
  for (const [name, spec] of Object.entries(fixture.backends)) backends[name] = fakeBackend(spec, counter);
  const memory = createMemoryAuditStore();
  const harness = createHarness({
    backends,
    auditStore:
      fixture.auditStore === 'throws'
        ? {
            record: () => {
              throw new Error('audit store is full');
            },
            list: () => [],
          }
        : memory,
    approver:
      fixture.approver === undefined
        ? undefined
        : async () =>
            fixture.approver === 'never'
              ? new Promise<never>(() => undefined)
              : fixture.approver === 'approve'
                ? 'approve'
                : 'deny',
  });
  const report = await harness.registerTools(fixture.tools, fixture.origin);
  expect(report.refused).toEqual([]);
  const { runId } = await harness.startRun(fixture.run ?? {});
  let last: InvokeResult | undefined;
  for (const call of fixture.calls) {
    if (call.endRunFirst) await harness.endRun(runId);
    const pending = harness.invoke({ runId, ...call });
    if (call.cancelAfterMs !== undefined) {
      setTimeout(() => void harness.cancel({ runId, toolCallId: call.toolCallId }), call.cancelAfterMs);
    }
    last = await pending;
  }
  return { last: last!, backendCalls: counter.calls };
}

const codes = readdirSync(FIXTURE_ROOT);
for (const code of codes) {
  describe(code, () => {
    for (const file of readdirSync(join(FIXTURE_ROOT, code))) {
      const fixture = JSON.parse(readFileSync(join(FIXTURE_ROOT, code, file), 'utf8')) as Fixture;
      it(`${file.replace(/\.json$/, '')}: ${fixture.description}`, async () => {
        const { last, backendCalls } = await runFixture(fixture);
        const observation = last.observation as unknown as Record<string, unknown>;
        const { expect: want } = fixture;
        expect(observation.status).toBe(want.status);
        expect(observation.violation_type ?? observation.error_code).toBe(want.code);
        expect(backendCalls).toBe(want.backendCalls);
        if (want.stage) {
          const failed = last.events.filter((event) => event.status === 'fail');
          expect(failed.map((event) => [event.stage, event.code])).toEqual([[want.stage, want.code]]);
          expect(last.events.at(-1)?.stage).toBe(want.stage);
        }
        if (want.status === 'repair_required') {
          const errors = observation.errors as { pointer: string; offset?: number }[];
          expect(errors.length).toBeGreaterThan(0);
          if (want.pointer !== undefined) expect(errors.map((error) => error.pointer)).toContain(want.pointer);
          if (want.offset !== undefined) expect(errors[0]?.offset).toBe(want.offset);
          expect(typeof observation.instruction).toBe('string');
        }
        if (want.expectedToolCallId) expect(observation.expected_tool_call_id).toBe(want.expectedToolCallId);
        if (want.errorSource) expect(observation.error_source).toBe(want.errorSource);
        if (want.reason) expect(observation.reason).toBe(want.reason);
        const runState = observation.run_state as { no_gain_streak: number } | undefined;
        if (want.noGainStreak !== undefined) expect(runState?.no_gain_streak).toBe(want.noGainStreak);
        if (want.noRunState) expect(runState).toBeUndefined();
        else expect(runState).toBeDefined();
      });
    }
  });
}
