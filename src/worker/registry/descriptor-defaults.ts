/**
 * Permission and metadata fields of the canonical descriptor, with the defaults of DESIGN.md §5.6 and
 * seed 002 §5/§7.4 (tight by default). Reads only what the definition and its origin say; never a list
 * of tool names.
 */
import type {
  CanonicalToolDescriptor,
  RegisterOrigin,
  RiskLevel,
  ToolAnnotations,
  ToolCapabilities,
  ToolKind,
} from '../../contract';
import { PER_TOOL_BUDGETS, isRecord } from '../../contract';
import { cloneJson } from './schema-walk';

/** The descriptor fields this module decides. */
export type DefaultedFields = Pick<
  CanonicalToolDescriptor,
  | 'kind'
  | 'source'
  | 'isReadOnly'
  | 'riskLevel'
  | 'availableInPlanMode'
  | 'requiresPlanApproval'
  | 'requiresConfirmation'
  | 'capabilities'
  | 'redaction'
> &
  Partial<
    Pick<CanonicalToolDescriptor, 'title' | 'category' | 'annotations' | 'permissions' | 'approvalFlow' | 'telemetry'>
  >;

const KINDS: readonly ToolKind[] = ['builtin', 'mcp', 'skill'];
const RISKS: readonly RiskLevel[] = ['low', 'medium', 'high'];

const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length > 0 ? v : undefined);

/**
 * Derives the permission fields, identity of origin, capabilities and redaction of one tool.
 *
 * Rules (DESIGN §5.6): explicit booleans win; `isReadOnly` else MCP `annotations.readOnlyHint` (MCP
 * default false); `riskLevel` explicit else `low` only when read-only, otherwise `high` (an MCP
 * `destructiveHint`, absent = true, never lowers it: only read-only tools are low); `availableInPlanMode`
 * false; `requiresPlanApproval` = not `availableInPlanMode`; `requiresConfirmation` false, never derived
 * from hints or risk; `title` from the definition, else `annotations.title`; `annotations` kept only when
 * sent; `capabilities` keeps `evidence` and the per-tool budgets that are positive numbers (default `{}`);
 * `redaction` 'on' unless the definition says 'off'. `kind` = origin.kind ?? definition kind ?? 'builtin';
 * `source` = origin.source ?? definition source ?? kind.
 *
 * @param def the submitted definition (an object; OpenAI chat fields are read from `function` too)
 * @param origin the `registerTools` origin
 * @returns the defaulted fields (clones, never references into `def`)
 */
export function deriveDefaults(def: Record<string, unknown>, origin: RegisterOrigin = {}): DefaultedFields {
  const fn = isRecord(def.function) ? def.function : {};
  const pick = (key: string): unknown => (key in def ? def[key] : fn[key]);
  const annotations = isRecord(pick('annotations')) ? (cloneJson(pick('annotations')) as ToolAnnotations) : undefined;

  const kind = origin.kind ?? (KINDS.includes(def.kind as ToolKind) ? (def.kind as ToolKind) : 'builtin');
  const source = str(origin.source) ?? str(def.source) ?? kind;
  const isReadOnly = bool(pick('isReadOnly')) ?? bool(annotations?.readOnlyHint) ?? false;
  const explicitRisk = RISKS.includes(pick('riskLevel') as RiskLevel) ? (pick('riskLevel') as RiskLevel) : undefined;
  const availableInPlanMode = bool(pick('availableInPlanMode')) ?? false;
  const title = str(pick('title')) ?? str(annotations?.title);

  const out: DefaultedFields = {
    kind,
    source,
    isReadOnly,
    riskLevel: explicitRisk ?? (isReadOnly ? 'low' : 'high'),
    availableInPlanMode,
    requiresPlanApproval: bool(pick('requiresPlanApproval')) ?? !availableInPlanMode,
    requiresConfirmation: bool(pick('requiresConfirmation')) ?? false,
    capabilities: readCapabilities(pick('capabilities')),
    redaction: pick('redaction') === 'off' ? 'off' : 'on',
  };
  if (title !== undefined) out.title = title;
  if (annotations) out.annotations = annotations;
  const category = str(pick('category'));
  if (category !== undefined) out.category = category;
  const approvalFlow = str(pick('approvalFlow'));
  if (approvalFlow !== undefined) out.approvalFlow = approvalFlow;
  if (isRecord(pick('permissions'))) out.permissions = cloneJson(pick('permissions') as Record<string, unknown>);
  if (isRecord(pick('telemetry'))) out.telemetry = cloneJson(pick('telemetry') as Record<string, unknown>);
  return out;
}

/** `capabilities`: `evidence` (boolean) and the per-tool budgets of DESIGN §4.3 (positive finite numbers). */
function readCapabilities(value: unknown): ToolCapabilities {
  const caps: ToolCapabilities = {};
  if (!isRecord(value)) return caps;
  if (typeof value.evidence === 'boolean') caps.evidence = value.evidence;
  for (const key of PER_TOOL_BUDGETS) {
    const n = value[key];
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) caps[key] = n;
  }
  return caps;
}
