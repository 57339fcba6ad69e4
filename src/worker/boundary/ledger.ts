/**
 * The ledger entry of one call inside the ToolBoundary (seed 000 §3.3): PROJECTING → READY | ERROR, as an
 * action union and a pure reducer. `PROJECTING` never leaves the boundary.
 */

export type LedgerState = 'PROJECTING' | 'READY' | 'ERROR';

export interface LedgerEntry {
  toolCallId: string;
  state: LedgerState;
  /** Transitions with their times, in milliseconds since the run started. */
  history: { state: LedgerState; at: number }[];
  code?: string;
}

export type LedgerAction =
  | { type: 'begin'; toolCallId: string; at: number }
  | { type: 'ready'; at: number }
  | { type: 'error'; code: string; at: number };

/** Applies one action. `begin` creates the entry; `ready`/`error` only leave PROJECTING (final states stay). */
export function reduceLedger(entry: LedgerEntry | undefined, action: LedgerAction): LedgerEntry {
  if (action.type === 'begin') {
    return { toolCallId: action.toolCallId, state: 'PROJECTING', history: [{ state: 'PROJECTING', at: action.at }] };
  }
  if (!entry || entry.state !== 'PROJECTING') {
    throw new Error(`ledger: ${action.type} on an entry that is ${entry?.state ?? 'missing'}`);
  }
  if (action.type === 'ready') {
    return { ...entry, state: 'READY', history: [...entry.history, { state: 'READY', at: action.at }] };
  }
  return {
    ...entry,
    state: 'ERROR',
    code: action.code,
    history: [...entry.history, { state: 'ERROR', at: action.at }],
  };
}
