/**
 * Stub backends of a scenario: each returns the scenario's RAW result as written, so the
 * harness's boundary, projection and budgets see exactly what a real backend would give them (DESIGN
 * §4.4: a string is raw JSON text; a thrown value with a numeric `code` is a protocol error, any other
 * throw the tool's; an MCP `isError` result is the tool's error). Worker side only: the page never sees
 * these results.
 */
import type { ScenarioBackend, ScenarioStubBehaviour } from '../../contract/scenario';
import type { BackendFunction } from '../harness-deps';
import { abortableSleep } from '../../contract';

/**
 * True when every member of `pattern` equals the same member of `value` (objects compared recursively,
 * arrays and primitives by their JSON) — a partial match of the call's input.
 */
function matchesInput(pattern: unknown, value: unknown): boolean {
  if (pattern && typeof pattern === 'object' && !Array.isArray(pattern)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    return Object.entries(pattern).every(([key, member]) =>
      matchesInput(member, (value as Record<string, unknown>)[key]),
    );
  }
  return JSON.stringify(pattern) === JSON.stringify(value);
}

/** The stub's delay; the boundary's cancel or timeout ends it with `Error('aborted')`. */
const wait = (ms: number, signal: AbortSignal): Promise<void> => abortableSleep(ms, signal, () => new Error('aborted'));

/** Synchronous busy work for `ms` milliseconds: the thread answers nothing else meanwhile. */
function busy(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // spin: a blocked tool body, on purpose
  }
}

async function behave(behaviour: ScenarioStubBehaviour, signal: AbortSignal): Promise<unknown> {
  if (behaviour.busyMs) busy(behaviour.busyMs);
  if (behaviour.delayMs) await wait(behaviour.delayMs, signal);
  if (behaviour.hang) {
    // Never answers; the boundary ends the call on timeout or cancel (the signal).
    await new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
    );
  }
  // A JSON-RPC error is a thrown `{ code, message }` (what executeBackend classifies as a protocol error).
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (behaviour.protocolError) throw { code: behaviour.protocolError.code, message: behaviour.protocolError.message };
  if (behaviour.error) throw new Error(behaviour.error.message);
  if (behaviour.isError) {
    const text =
      typeof behaviour.result === 'string'
        ? behaviour.result
        : JSON.stringify(behaviour.result ?? 'The tool reported an error.');
    return { isError: true, content: [{ type: 'text', text }] };
  }
  return behaviour.result === undefined ? null : behaviour.result;
}

/**
 * Creates the backend of one scenario tool.
 *
 * @param spec the tool's entry in the scenario's `backends`: the first `results` rule whose `match` is
 *   contained in the input wins, else the default behaviour (`result`, `busyMs`, `delayMs`, `error`,
 *   `protocolError`, `hang`, `isError`)
 * @returns a BackendFunction; an absent result answers `null` (→ NO_EVIDENCE for an evidence tool)
 */
export function createStubBackend(spec: ScenarioBackend): BackendFunction {
  return (input, context) => {
    const rule = spec.results?.find((candidate) => matchesInput(candidate.match, input));
    return behave(rule ?? spec, context.signal);
  };
}
