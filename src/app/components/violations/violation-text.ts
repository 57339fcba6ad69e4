/**
 * One user-facing sentence per harness code (DESIGN §3): an exhaustive `switch` with a `never` default,
 * so a new code in `src/contract/codes.ts` fails the typecheck (and the test) until it has a sentence.
 */
import type { HarnessCode } from '../../../contract';

/** Returns the sentence the page shows for `code`. */
export function violationText(code: HarnessCode): string {
  switch (code) {
    case 'UNKNOWN_TOOL':
      return 'The model called a tool that is not registered.';
    case 'DUPLICATE_CALL_ID':
      return 'The model reused a tool call id for a different call.';
    case 'INPUT_TOO_LARGE':
      return 'The tool arguments were larger than the argument budget, so they were not parsed.';
    case 'INVALID_JSON':
      return 'The tool arguments were not valid JSON.';
    case 'TRAILING_TOKENS':
      return 'The tool arguments had extra text after the JSON value.';
    case 'DUPLICATE_KEY':
      return 'The tool arguments named the same key twice in one object.';
    case 'INVALID_ENVELOPE':
      return 'An evidence tool was called without the {previous_observation, input} envelope.';
    case 'SCHEMA_VIOLATION':
      return "The tool input did not match the tool's input schema.";
    case 'EVALUATION_MISSING':
      return 'The model did not evaluate the previous evidence call before making a new one.';
    case 'EVALUATION_ID_MISMATCH':
      return 'The model evaluated a different call than the one that was pending.';
    case 'DUPLICATE_SCOPE':
      return 'The model repeated a search it had already made in this run (counted as no gain).';
    case 'REQUEST_TOO_LARGE':
      return 'The parsed tool input was larger than the request budget.';
    case 'STOP_REQUIRED':
      return 'The run is saturated; the model must answer from what it already has.';
    case 'RUN_BYTES_EXHAUSTED':
      return "The run's byte budget for tool results is used up.";
    case 'PLAN_MODE_BLOCKED':
      return 'Plan mode needs approval for this tool and no one could approve it.';
    case 'APPROVAL_DENIED':
      return 'The tool call was denied.';
    case 'APPROVAL_TIMEOUT':
      return 'No one answered the approval request in time.';
    case 'TOOL_CALL_BUDGET_EXHAUSTED':
      return 'This tool has already run as many times as one run allows.';
    case 'BACKEND_ERROR':
      return 'The tool failed while it ran.';
    case 'BACKEND_TIMEOUT':
      return 'The tool took longer than its time limit and was stopped.';
    case 'CANCELLED':
      return 'The tool call was cancelled.';
    case 'RAW_TOO_LARGE':
      return 'The tool returned more data than one result may hold.';
    case 'OUTPUT_SCHEMA_VIOLATION':
      return "The tool's result did not match its declared output schema.";
    case 'PROJECTION_FAILED':
      return "The tool's result could not be turned into an observation.";
    case 'AGENT_RESULT_INVALID':
      return 'The bounded result broke its contract or its size bound.';
    case 'OBSERVATION_CONTRACT_MISMATCH':
      return 'The two independent checks disagreed on whether the result holds evidence.';
    case 'UNKNOWN_RUN':
      return 'The call named a run that does not exist or has already ended.';
    case 'INTERNAL_ERROR':
      return 'The harness hit an unexpected internal error.';
    default: {
      const unreachable: never = code;
      return `Unknown code ${String(unreachable)}.`;
    }
  }
}
