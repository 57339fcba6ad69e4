/**
 * The Canonical Tool Descriptor (seed 002 §5; DESIGN.md §5.1): one shape for every tool whatever it came
 * from. `inputSchema` is the source of truth, `parameters` its mirror. Pure types.
 */
import type { PerToolBudget } from './budgets';

/** Where a tool came from. */
export type ToolKind = 'builtin' | 'mcp' | 'skill';
export type RiskLevel = 'low' | 'medium' | 'high';

/** The JSON Schema dialects the registry validates with (DESIGN §5.2), spelled canonically. */
export const DIALECTS = {
  draft07: 'http://json-schema.org/draft-07/schema#',
  draft2019: 'https://json-schema.org/draft/2019-09/schema',
  draft2020: 'https://json-schema.org/draft/2020-12/schema',
} as const;
export type Dialect = (typeof DIALECTS)[keyof typeof DIALECTS];

/** A JSON Schema object (kept loose: any JSON object). */
export type JsonSchema = Record<string, unknown>;

/** Per-tool capabilities: `evidence` marks an evidence tool; the budgets may only lower the run's. */
export type ToolCapabilities = { evidence?: boolean } & Partial<Record<PerToolBudget, number>>;

/** MCP tool annotations (MCP spec 2025-06-18, `ToolAnnotations`), kept as sent. */
export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  [key: string]: unknown;
}

/** A rewrite the registry made (or a warning it raised), with a JSON Pointer into the submitted definition. */
export interface DescriptorNote {
  code: string;
  message: string;
  pointer?: string;
}

export interface CanonicalToolDescriptor {
  /** Declared name (identity; unique per source). */
  name: string;
  /** Provider-safe name, `^[a-zA-Z0-9_-]{1,64}$`, distinct and deterministic (DESIGN §5.2). */
  exportName: string;
  title?: string;
  description?: string;
  kind: ToolKind;
  /** `builtin`, `mcp:<server>`, `file:<name>` … */
  source: string;
  category?: string;
  /** The normalized JSON Schema (object root), the source of truth. */
  inputSchema: JsonSchema;
  /** Always a copy of `inputSchema`. */
  parameters: JsonSchema;
  /** The JSON Schema dialect URI, spelled canonically. */
  dialect: Dialect;
  /** Recorded only from an OpenAI shape that said so. */
  strict?: boolean;
  /** MCP annotations, kept only where sent. */
  annotations?: ToolAnnotations;
  /** MCP `outputSchema`, kept; never closed by default. */
  outputSchema?: JsonSchema;
  isReadOnly: boolean;
  riskLevel: RiskLevel;
  permissions?: Record<string, unknown>;
  availableInPlanMode: boolean;
  requiresPlanApproval: boolean;
  requiresConfirmation: boolean;
  approvalFlow?: string;
  telemetry?: Record<string, unknown>;
  capabilities: ToolCapabilities;
  /** Redaction of emails, bearer tokens and key-like secrets in projections (DESIGN §4.4); default 'on'. */
  redaction: 'on' | 'off';
  /** The definition as submitted, verbatim. */
  sourceDefinition: unknown;
  /** Every rewrite the registry made, with its code. */
  notes: DescriptorNote[];
}

/** A definition the registry refused (DESIGN §4.1 `registerTools`). */
export interface DescriptorRefusal {
  index: number;
  name?: string;
  code: 'INVALID_DESCRIPTOR';
  message: string;
  pointer?: string;
}

/** A warning raised while registering one tool. */
export interface DescriptorWarning {
  name: string;
  code: string;
  message: string;
  pointer?: string;
}

/** Result of `registerTools`: `registered` lists declared names. */
export interface RegisterReport {
  registered: string[];
  refused: DescriptorRefusal[];
  warnings: DescriptorWarning[];
}

/** A skill: a named group of tools (seed 002 §14; DESIGN §5.5). */
export interface Skill {
  name: string;
  toolNames: string[];
}
