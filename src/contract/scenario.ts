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
}

/**
 * How the scenario answers approval requests (DESIGN §5.6): `ask` (default) shows the approval dialog
 * as usual (nobody answering → APPROVAL_TIMEOUT); `approve`/`deny` answer every request at once;
 * `none` installs no approver (headless: PLAN_MODE_BLOCKED in plan mode, APPROVAL_DENIED otherwise).
 */
export type ScenarioApprovals = 'ask' | 'approve' | 'deny' | 'none';

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
  approvals?: ScenarioApprovals;
  turns: ScenarioTurn[];
  /** For tests and documentation: the codes this scenario is meant to reach (not used by the run). */
  expectedCodes?: string[];
  /** For tests and documentation: the stop reasons (run_state.reason) this scenario is meant to reach. */
  expectedStopReasons?: string[];
}

/** What the page receives: no backends, no stub results — the question, the turns and the settings. */
export interface ScenarioForPage {
  name: string;
  description: string;
  question: string;
  turns: ScenarioTurn[];
  budgets: Partial<Budgets>;
  planMode: boolean;
  approvals: ScenarioApprovals;
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
