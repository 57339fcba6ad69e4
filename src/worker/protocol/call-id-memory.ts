/**
 * Repeated tool_call_ids (DESIGN.md §4.5, checked for every tool at stage A1): the identical call (same
 * id, tool, argument text) gets the earlier response without running again; a different call reusing
 * the id is refused with DUPLICATE_CALL_ID.
 */
import type { InvokeResult, Outcome } from '../../contract';
import { ok, refuse } from '../../contract';

interface SeenCall {
  toolName: string;
  argumentsText: string;
  result?: InvokeResult;
  /** Resolves with the answer (undefined when the claim was released unanswered). */
  answered: Promise<InvokeResult | undefined>;
  settle(result: InvokeResult | undefined): void;
}

export interface CallIdMemory {
  /** The earlier response when this exact call was seen and answered. */
  replay(toolCallId: string, toolName: string, argumentsText: string): InvokeResult | undefined;
  /**
   * When this exact call was claimed and is not answered yet: a promise of its answer (undefined if it is
   * released unanswered); else undefined.
   */
  inFlight(toolCallId: string, toolName: string, argumentsText: string): Promise<InvokeResult | undefined> | undefined;
  /** DUPLICATE_CALL_ID when the id was used by a different call; else remembers this call. */
  claim(toolCallId: string, toolName: string, argumentsText: string): Outcome<true>;
  /** Stores the response given to a claimed call (its observation; a replay carries no stage events). */
  answer(toolCallId: string, result: InvokeResult): void;
  /** Forgets a claimed call that was never answered (an internal error), so an identical retry runs. */
  release(toolCallId: string): void;
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
      return earlier.answered;
    },
    claim(toolCallId, toolName, argumentsText) {
      const earlier = seen.get(toolCallId);
      if (earlier) {
        return refuse({
          code: 'DUPLICATE_CALL_ID',
          message: `tool_call_id ${toolCallId} was already used in this run by another call (${earlier.toolName}); give every call its own id.`,
          pointer: '',
        });
      }
      let settle: (result: InvokeResult | undefined) => void = () => undefined;
      const answered = new Promise<InvokeResult | undefined>((resolve) => {
        settle = resolve;
      });
      seen.set(toolCallId, { toolName, argumentsText, answered, settle });
      return ok(true);
    },
    release(toolCallId) {
      const entry = seen.get(toolCallId);
      if (entry && entry.result === undefined) {
        seen.delete(toolCallId);
        entry.settle(undefined);
      }
    },
    answer(toolCallId, result) {
      const entry = seen.get(toolCallId);
      // Only the observation (and the key of the call that made it) is kept for a replay: the events were
      // already delivered once. The first answer stays: a later DUPLICATE_CALL_ID refusal does not replace it.
      if (entry && !entry.result) {
        entry.result = {
          toolCallId: result.toolCallId,
          toolName: result.toolName,
          callKey: result.callKey,
          observation: result.observation,
          events: [],
        };
        entry.settle(entry.result);
      }
    },
  };
}
