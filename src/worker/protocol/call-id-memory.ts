/**
 * Repeated tool_call_ids (DESIGN.md §4.5, checked for every tool at stage A1): the identical call (same
 * id, tool, argument text) gets the earlier response without running again; a different call reusing
 * the id is refused with DUPLICATE_CALL_ID. Only the call that claimed an id (its callKey) answers or
 * releases it: a refused call reusing the id while the first is still running leaves the first's entry alone.
 */
import type { InvokeResult, Outcome } from '../../contract';
import { ok, refuse } from '../../contract';

interface SeenCall {
  /** The callKey of the call that claimed the id. */
  callKey: string;
  toolName: string;
  argumentsText: string;
  result?: InvokeResult;
  /** Resolvers of the identical resends waiting for the answer (undefined if the claim is released unanswered); made by the first. */
  waiting?: ((result: InvokeResult | undefined) => void)[];
}

/** Hands `result` to every resend waiting on `entry`. */
function settle(entry: SeenCall, result: InvokeResult | undefined): void {
  const waiting = entry.waiting;
  entry.waiting = undefined;
  if (waiting) for (const resolve of waiting) resolve(result);
}

export interface CallIdMemory {
  /** The earlier response when this exact call was seen and answered. */
  replay(toolCallId: string, toolName: string, argumentsText: string): InvokeResult | undefined;
  /**
   * When this exact call was claimed and is not answered yet: a promise of its answer (undefined if it is
   * released unanswered); else undefined.
   */
  inFlight(toolCallId: string, toolName: string, argumentsText: string): Promise<InvokeResult | undefined> | undefined;
  /** DUPLICATE_CALL_ID when the id was used by a different call; else remembers this call (by `callKey`). */
  claim(toolCallId: string, toolName: string, argumentsText: string, callKey: string): Outcome<true>;
  /**
   * Stores the response given to the call that claimed the id (`result.callKey`; its observation, as a
   * replay carries no stage events); a response of any other call with that id is ignored.
   */
  answer(toolCallId: string, result: InvokeResult): void;
  /** Forgets the claim of call `callKey`, never answered (an internal error), so an identical retry runs. */
  release(toolCallId: string, callKey: string): void;
}

/** Creates the per-run memory of tool_call_ids. */
export function createCallIdMemory(): CallIdMemory {
  const seen = new Map<string, SeenCall>();
  return {
    replay(toolCallId, toolName, argumentsText) {
      const earlier = seen.get(toolCallId);
      if (!earlier || earlier.toolName !== toolName || earlier.argumentsText !== argumentsText) return undefined;
      return earlier.result;
    },
    inFlight(toolCallId, toolName, argumentsText) {
      const earlier = seen.get(toolCallId);
      if (!earlier || earlier.result || earlier.toolName !== toolName || earlier.argumentsText !== argumentsText)
        return undefined;
      return new Promise((resolve) => (earlier.waiting ??= []).push(resolve));
    },
    claim(toolCallId, toolName, argumentsText, callKey) {
      const earlier = seen.get(toolCallId);
      if (earlier) {
        return refuse({
          code: 'DUPLICATE_CALL_ID',
          message: `tool_call_id ${toolCallId} was already used in this run by another call (${earlier.toolName}); give every call its own id.`,
          pointer: '',
        });
      }
      seen.set(toolCallId, { callKey, toolName, argumentsText });
      return ok(true);
    },
    release(toolCallId, callKey) {
      const entry = seen.get(toolCallId);
      if (entry && entry.result === undefined && entry.callKey === callKey) {
        seen.delete(toolCallId);
        settle(entry, undefined);
      }
    },
    answer(toolCallId, result) {
      const entry = seen.get(toolCallId);
      // Only the observation (and the key of the call that made it) is kept for a replay: the events were
      // already delivered once. Only the claimant answers: a DUPLICATE_CALL_ID refusal never replaces it.
      if (entry && !entry.result && entry.callKey === result.callKey) {
        entry.result = {
          toolCallId: result.toolCallId,
          toolName: result.toolName,
          callKey: result.callKey,
          observation: result.observation,
          events: [],
        };
        settle(entry, entry.result);
      }
    },
  };
}
