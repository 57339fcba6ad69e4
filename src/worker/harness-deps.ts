/**
 * What `createHarness` can be given (DESIGN.md §4.1). Every dep is optional; `resolveHarnessDeps` fills
 * the defaults: empty registry, in-memory audit store, no event sink, `Date.now`, no approver.
 * Worker side only: backends see tool inputs and return raws.
 */
import type { Approver, LiveEventSink } from '../contract';
import { ownMember } from '../contract';
import type { Projector } from './projection/project-raw';
import type { AuditStore } from './audit/audit-store';
import { createMemoryAuditStore } from './audit/audit-store';
import type { Registry } from './registry/registry';
import { createRegistry } from './registry/registry';
import type { SchemaValidators } from './parser/schema-validator';
import { createSchemaValidators } from './parser/schema-validator';

/** What a backend is handed beside the parsed input. */
export interface BackendContext {
  /** Aborted on timeout (`timeoutMs`), `cancel()` or `endRun()`. */
  signal: AbortSignal;
  toolCallId: string;
  /** The run of the call. */
  runId?: string;
  /**
   * Reports progress; it reaches the page as a live `backend-progress` event on the call's backend lane,
   * and starts the call's timeout again (up to a total, boundary/call-deadline.ts).
   */
  reportProgress?(progress: number, total?: number, message?: string): void;
  /** Stops the call's timeout while the user is asked something for it; call the returned function to resume. */
  pauseTimeout?(): () => void;
  /**
   * Reports something the backend asked the user on the call's behalf (an MCP elicitation or sampling
   * request, and its answer); it reaches the page as a live event of the call on the backend lane.
   * `detail` is bounded by the harness; it must never hold an answer's values unless the user opted in.
   */
  reportEvent?(
    stage: BackendEventStage,
    status: 'pass' | 'fail' | 'info',
    detail: Record<string, string | number | boolean>,
  ): void;
  /** How long the user has to answer something asked on the call's behalf, in ms (the run's approvalTimeoutMs). */
  approvalTimeoutMs?: number;
}

/** The live stages a backend may report (DESIGN §4.6 live events). */
export type BackendEventStage = 'elicitation-request' | 'elicitation-answer' | 'sampling-request' | 'sampling-answer';

/** Runs a tool: parsed input in, raw out (a JSON text string, or any JSON-serializable value). */
export type BackendFunction = (input: unknown, context: BackendContext) => Promise<unknown>;

/** A tool backend (DESIGN §4.4): a function, or `{ execute, project? }` with the tool's own projector. */
export type ToolBackend = BackendFunction | { execute: BackendFunction; project?: Projector };

export interface HarnessDeps {
  /** Backends keyed by declared tool name. The map is read at each call, so it may gain entries later. */
  backends: Record<string, ToolBackend>;
  registry: Registry;
  validators: SchemaValidators;
  auditStore: AuditStore;
  /** Clock in milliseconds (epoch). */
  now: () => number;
  /** Live events (approval requests, backend progress, MCP server state). */
  eventSink?: LiveEventSink;
  /** Asked before a guarded tool runs (DESIGN §5.6); none → headless refusals. */
  approver?: Approver;
  /** Run ids; deterministic in tests. */
  createRunId: () => string;
}

let runCounter = 0;

/** Fills every missing dep with its default (DESIGN §4.1). */
export function resolveHarnessDeps(partial: Partial<HarnessDeps> = {}): HarnessDeps {
  const validators = partial.validators ?? createSchemaValidators();
  return {
    backends: partial.backends ?? (Object.create(null) as Record<string, ToolBackend>),
    validators,
    registry: partial.registry ?? createRegistry(validators),
    auditStore: partial.auditStore ?? createMemoryAuditStore(),
    now: partial.now ?? Date.now,
    eventSink: partial.eventSink,
    approver: partial.approver,
    createRunId: partial.createRunId ?? (() => `run_${Date.now().toString(36)}_${(++runCounter).toString(36)}`),
  };
}

/**
 * The backend's execute function and its projector, whichever form it was given in: the backend of the tool declared `name`: an own member of `backends` only, so a tool called
 * `constructor` or `__proto__` never reaches Object.prototype (DESIGN §4.4). Undefined when there is
 * none, or when the member is neither a function nor `{ execute: function }`.
 */
export function backendFor(
  backends: Record<string, ToolBackend>,
  name: string,
): { execute: BackendFunction; project?: Projector } | undefined {
  const backend = ownMember(backends, name);
  if (typeof backend === 'function') return { execute: backend };
  if (typeof backend === 'object' && backend !== null && typeof backend.execute === 'function') return backend;
  return undefined;
}
