/**
 * Grant slice: approval grants the user gave (DESIGN §5.6 "approve for this run / approve this tool from
 * this source"), listed and revocable in the settings panel. In memory only — deliberately not persisted:
 * a standing permission to run a write tool should not outlive the tab unnoticed (reloading forgets it,
 * like the API key). Matching is in `src/app/approval-grants.ts`.
 */
import type { StateCreator } from 'zustand';
import type { ApprovalReason } from '../../contract';
import type { ConsoleState } from './index';

/** One grant. It covers requests for the same tool name, source and reason (plan mode or confirmation). */
export interface StandingGrant {
  /** Page-side id. */
  id: string;
  /** `run`: only within `runId`; `tool-source`: every run until revoked. */
  scope: 'run' | 'tool-source';
  toolName: string;
  source: string;
  reason: ApprovalReason;
  /** The run a `run` grant belongs to. */
  runId?: string;
  /** When it was given, epoch milliseconds. */
  grantedAt: number;
}

/** Most grants kept; the oldest is dropped past it. */
const MAX_GRANTS = 100;

/** Grant state and its actions. */
export interface GrantSlice {
  grants: StandingGrant[];
  /** Adds a grant (an equal one — same scope, tool, source, reason, run — is replaced). */
  addGrant(grant: StandingGrant): void;
  revokeGrant(id: string): void;
  /** Drops the `run` grants of a run that ended. */
  dropRunGrants(runId: string): void;
}

const sameGrant = (a: StandingGrant, b: StandingGrant) =>
  a.scope === b.scope &&
  a.toolName === b.toolName &&
  a.source === b.source &&
  a.reason === b.reason &&
  a.runId === b.runId;

/** Creates the grant slice. */
export const createGrantSlice: StateCreator<ConsoleState, [], [], GrantSlice> = (set) => ({
  grants: [],
  addGrant: (grant) =>
    set((state) => {
      const next = [...state.grants.filter((g) => !sameGrant(g, grant)), grant];
      return { grants: next.length > MAX_GRANTS ? next.slice(next.length - MAX_GRANTS) : next };
    }),
  revokeGrant: (id) => set((state) => ({ grants: state.grants.filter((g) => g.id !== id) })),
  dropRunGrants: (runId) =>
    set((state) => ({ grants: state.grants.filter((g) => !(g.scope === 'run' && g.runId === runId)) })),
});
