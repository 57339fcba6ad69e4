/**
 * Scenario files: a JSON document that drives one run deterministically, for
 * demos and Playwright tests. The question, the tool list (any shape the registry accepts, DESIGN §5.2),
 * stub backends per tool (raw results, optionally keyed by input, delays, errors, protocol errors,
 * hangs), budgets (DESIGN §4.3), plan mode, how approvals are answered, and the model's turns — each
 * text and/or tool calls whose arguments are RAW TEXT, so malformed, duplicated and repaired calls can be
 * scripted. The JSON Schema is `SCENARIO_SCHEMA` (scenario-schema.ts); the worker loads and validates a
 * scenario (`ScenarioApi`) and gives the page only `ScenarioForPage` — never a stub result.
 */
import type { Budgets } from './budgets';
import type { ScenarioExpect } from './scenario-expect';

/** One partial-input rule of a stub backend: the first rule whose `match` is contained in the input wins. */
export interface ScenarioStubRule extends ScenarioStubBehaviour {
  /** A partial input object: every member must equal the input's member (objects compared recursively). */
  match: Record<string, unknown>;
}

/** What a stub backend does for one call. Exactly one outcome applies, in this order: hang, protocolError, error, result. */
export interface ScenarioStubBehaviour {
  /** The raw result (any JSON value; a string is raw JSON text, DESIGN §4.4). */
  result?: unknown;
  /** Wait this long before answering, in milliseconds (aborted by the call's timeout or Stop). */
  delayMs?: number;
  /**
   * Block the worker's thread with synchronous work this long, in milliseconds, before the rest of the
   * behaviour: nothing else in the worker runs meanwhile (no cancel, no timeout), as with a runaway tool
   * body — Stop then restarts the worker.
   */
  busyMs?: number;
  /** Throw an Error with this message → BACKEND_ERROR, `error_source: 'tool'`. */
  error?: { message: string };
  /** Throw a JSON-RPC style error → BACKEND_ERROR, `error_source: 'protocol'`. */
  protocolError?: { code: number; message: string };
  /** Never answer: the call ends by BACKEND_TIMEOUT (its `timeoutMs`) or CANCELLED (Stop). */
  hang?: true;
  /** Answer an MCP-style error result `{ isError: true, content: [{ type: 'text', text }] }` → BACKEND_ERROR. */
  isError?: boolean;
}

/** The stub backend of one tool: a default behaviour plus optional input-keyed rules. */
export interface ScenarioBackend extends ScenarioStubBehaviour {
  /** Input-keyed results; the first matching rule wins, else the default behaviour above. */
  results?: ScenarioStubRule[];
}

/** One scripted tool call; `arguments` is the argument TEXT exactly as the model would send it. */
export interface ScenarioToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** One scripted model turn: text, tool calls (in order), and the provider's finish reason. */
export interface ScenarioTurn {
  text?: string;
  toolCalls?: ScenarioToolCall[];
  /** Default `tool_calls` when the turn has calls, else `stop`; `length` marks truncated output. */
  finishReason?: string;
  /**
   * Stop is pressed once this turn's calls are handed to the harness: a call still waiting on its backend
   * (delay, hang) is cancelled, a call that answered at once keeps its answer, and no further turn is
   * requested. On a turn without calls, Stop is pressed while the model writes it (its text is not the answer).
   */
  stop?: true;
}

/**
 * How the scenario answers approval requests (DESIGN §5.6): `ask` (default) shows the approval dialog
 * as usual (nobody answering → APPROVAL_TIMEOUT); `approve`/`deny` answer every request at once;
 * `none` installs no approver (headless: PLAN_MODE_BLOCKED in plan mode, APPROVAL_DENIED otherwise).
 */
export type ScenarioApprovals = 'ask' | 'approve' | 'deny' | 'none';

/**
 * Approval answers keyed by tool_call_id (`approve`, `deny`, or `ask` = the dialog, nobody answering →
 * APPROVAL_TIMEOUT headless); `*` answers the calls not listed (default `ask`). A reused id gets the
 * same answer at every use.
 */
export type ScenarioCallApprovals = Record<string, 'ask' | 'approve' | 'deny'>;

/** `approvals` as a file writes it: one answer for every request, or per call. */
export type ScenarioApprovalPolicy = ScenarioApprovals | ScenarioCallApprovals;

/**
 * The answer for one request under a policy.
 *
 * @returns `approve` | `deny` (answered at once), `ask` (the dialog), or `none` (no approver: headless refusal)
 */
export function approvalFor(policy: ScenarioApprovalPolicy, toolCallId: string): ScenarioApprovals {
  if (typeof policy === 'string') return policy;
  return policy[toolCallId] ?? policy['*'] ?? 'ask';
}

/** A scenario file as written (snake/camel case as documented in README "Scenario files"). */
export interface Scenario {
  $schema?: string;
  name: string;
  description: string;
  question: string;
  /** Tool definitions in any shape the registry accepts (canonical, OpenAI, Anthropic, MCP, legacy). */
  tools: unknown[];
  /** Skills over the scenario's tools. */
  skills?: { name: string; toolNames: string[] }[];
  /** Stub backends keyed by the tool's declared name. */
  backends: Record<string, ScenarioBackend>;
  budgets?: Partial<Budgets>;
  planMode?: boolean;
  approvals?: ScenarioApprovalPolicy;
  /** Model turns before the loop withholds tools; default one more than `turns` (the script runs as written). */
  maxTurns?: number;
  /** Stop is pressed once the call with this id has answered (its first use). */
  stopAfterCall?: string;
  turns: ScenarioTurn[];
  /** Shorthand for `expect.codes.include`: codes the run must reach. */
  expectedCodes?: string[];
  /** The distinct stop reasons (run_state.reason) the run must reach, exactly. */
  expectedStopReasons?: string[];
  /** What the run must show (README "Scenario files → Expectations"); checked by `checkExpectations`. */
  expect?: ScenarioExpect;
}

/** What the page receives: no backends, no stub results — the question, the turns and the settings. */
export interface ScenarioForPage {
  name: string;
  description: string;
  question: string;
  turns: ScenarioTurn[];
  budgets: Partial<Budgets>;
  planMode: boolean;
  approvals: ScenarioApprovalPolicy;
  /** The file's `maxTurns`, when it sets one. */
  maxTurns?: number;
  stopAfterCall?: string;
  /** Declared names of the tools the scenario registered. */
  toolNames: string[];
}

/** One problem with a scenario file: a JSON Pointer into the file and a sentence. */
export interface ScenarioError {
  pointer: string;
  message: string;
}

/** The result of `loadScenario`. */
export type ScenarioLoadResult = { ok: true; scenario: ScenarioForPage } | { ok: false; errors: ScenarioError[] };

/** A picked file handed over unread (a browser `File`/`Blob` fits structurally). */
export interface ScenarioFile {
  readonly size: number;
  text(): Promise<string>;
}

/** Where a scenario comes from: a same-origin relative path (`/scenarios/happy-path.json`) or a picked file. */
export type ScenarioSource = { url: string } | { file: ScenarioFile };

/** The worker's scenario service (Comlink surface part; composed in console-api.ts). Never rejects. */
export interface ScenarioApi {
  /**
   * Loads a scenario: fetches the same-origin path (or reads the file), validates it against
   * SCENARIO_SCHEMA, registers its tools (source `scenario`), installs its stub backends, and replaces
   * any scenario loaded before. Errors name the JSON Pointer of what was wrong.
   */
  loadScenario(source: ScenarioSource): Promise<ScenarioLoadResult>;
  /** Removes the loaded scenario's tools and stub backends (no-op when none is loaded). */
  unloadScenario(): Promise<void>;
}
