/**
 * Types of the ToolBoundary (DESIGN.md §3 B1–B5; seed 000 §3): what it receives (BoundaryRequest), what
 * it returns (READY with the bounded agent_result, or ERROR with a violation), never the raw.
 */
import type { Budgets, ErrorSource, ObservationNote, Violation } from '../../contract';
import type { GateDecision } from '../gate/permission-gate';
import type { ProjectedResult } from '../projection/project-raw';
import type { RegisteredTool } from '../registry/registry';
import type { BackendFunction } from '../harness-deps';
import type { Projector } from '../projection/project-raw';

/**
 * The input the boundary receives: run, call id, tool, parsed input, and the flags the gate derived
 * from the descriptor (never constants — seed 000 §3.1 hard-coded `authorized=true, readOnly=true`).
 */
export interface BoundaryRequest {
  runId: string;
  toolCallId: string;
  /** The call's key (DESIGN §4.1), named in the approval request. */
  callKey: string;
  tool: RegisteredTool;
  /** The parsed `input` (for evidence tools, the envelope's `input`). */
  input: unknown;
  argumentsText: string;
  flags: {
    evidence: boolean;
    readOnly: boolean;
    planMode: boolean;
    gate: GateDecision;
    projection: 'mcp' | 'json';
    redaction: boolean;
  };
  /** The run's budgets, lowered by the descriptor's capabilities. */
  budgets: Budgets;
  backend?: { execute: BackendFunction; project?: Projector };
}

/** A refused or failed boundary call. */
export interface BoundaryFailure {
  state: 'ERROR';
  violation: Violation;
  errorSource: ErrorSource;
  /** For a tool's own error result (MCP `isError`): the bounded error content. */
  result?: unknown;
  truncated?: boolean;
  originalBytes?: number;
  notes?: ObservationNote[];
}

/** A call that reached READY. */
export interface BoundarySuccess {
  state: 'READY';
  projected: ProjectedResult;
  /** The compact JSON of the bounded agent_result, as the control view reads it. */
  serialized: string;
  /** Raw bytes reserved against the run byte budget, in bytes. */
  rawBytes: number;
}

export type BoundaryResult = BoundarySuccess | BoundaryFailure;
