/**
 * A scenario's `expect` (README "Scenario files → Expectations") and the facts of a run it is checked
 * against. The facts are what the console shows of a run — status, calls answered, distinct codes, each
 * call's harness stages (`stage:status[:code]`, the strings `stagesOf` of e2e/support/scenario.ts
 * returns), observation status, code and evidence status, the released answer, and the text the page
 * can see — so the headless runner (Node) and `runScenario` (Chromium) build the same facts and report
 * the same failed expectations. Pure types; the checker is scenario-check.ts.
 */
import type { EvidenceStatus } from './agent-result';
import type { ObservationStatus } from './observation';

/** What one call must show; every member is optional. */
export interface ScenarioCallExpect {
  /** The call's harness stage events, in order, as `stage:status[:code]` (page lanes excluded). */
  stages?: string[];
  /** The observation's status. */
  observation?: ObservationStatus;
  /** The code the observation carries (`violation_type` or `error_code`); `null` = none (an ok call). */
  code?: string | null;
  /** FOUND / NO_EVIDENCE (evidence tools only). */
  evidence?: EvidenceStatus;
}

/** What the released answer must show. */
export interface ScenarioAnswerExpect {
  /** Substrings the answer text must contain. */
  includes?: string[];
  /** A regular expression (JavaScript syntax, no flags) the answer text must match. */
  matches?: string;
  /** The release verdict (`final-answer[data-answers-question]`). */
  answersQuestion?: 'yes' | 'partly' | 'no';
  /** true: every citation is supported; false: at least one is not. */
  citationsSupported?: boolean;
}

/** The `expect` member of a scenario file. */
export interface ScenarioExpect {
  /** How the run ends (`run-status[data-status]`). */
  status?: 'done' | 'stopped' | 'error';
  /** Tool calls answered (`run-status[data-calls]`). */
  calls?: number;
  /** The stop reason (`run_state.reason`) of the first call that reported stop_required; `null` = none. */
  stopReason?: string | null;
  /** Over the run's distinct codes (`run-status[data-codes]`). */
  codes?: { include?: string[]; exclude?: string[] };
  /** Keyed by tool_call_id; an array when the file uses the id more than once (one entry per use, in order). */
  perCall?: Record<string, ScenarioCallExpect | ScenarioCallExpect[]>;
  answer?: ScenarioAnswerExpect;
  /**
   * Strings that must appear nowhere the page can see (DOM, storage, store, console, OTLP trace export);
   * the audit bundle and scenario saves hold raws by design and are not searched.
   */
  noRaw?: string[];
}

/** The facts of one call (one use of a tool_call_id), in call order. */
export interface CallFacts {
  toolCallId: string;
  toolName: string;
  /** Harness stage events as `stage:status[:code]`. */
  stages: string[];
  /** Absent when the call has no observation (it never returned). */
  observation?: ObservationStatus;
  /** The observation's code; null for an ok observation. */
  code?: string | null;
  evidence?: EvidenceStatus;
  /** Observation text bytes the page measured (the `observe` event's `bytes`), in bytes. */
  bytes?: number;
}

/** The facts of one run. */
export interface ScenarioFacts {
  status: 'done' | 'stopped' | 'error';
  calls: number;
  /** See `ScenarioExpect.stopReason`; null when no call reported stop_required. */
  stopReason: string | null;
  /** Every distinct stop reason seen, sorted. */
  stopReasons: string[];
  /** Distinct codes, sorted. */
  codes: string[];
  perCall: CallFacts[];
  /** The released answer; null when the run released none (stopped, error). */
  answer: { text: string; answersQuestion: 'yes' | 'partly' | 'no'; supported: number; unsupported: number } | null;
  /** Where the page's visible text was read, by place name (`dom`, `store`, `storage`, `console`, `otlp`). */
  visible: Record<string, string>;
}

/** One expectation the run did not meet. */
export interface FailedExpectation {
  /** JSON Pointer into the scenario file, e.g. `/expect/perCall/call_2/stages`. */
  pointer: string;
  expected: unknown;
  actual: unknown;
  /** One sentence: what was expected and what happened. */
  message: string;
}

/** The part of a scenario file the checker reads. */
export interface ExpectSource {
  expect?: ScenarioExpect;
  /** Shorthand for `expect.codes.include`. */
  expectedCodes?: string[];
  /** The distinct stop reasons, exactly (sorted comparison). */
  expectedStopReasons?: string[];
}
