/**
 * Settings slice: provider, endpoint, model, API key, plan mode. The store is never persisted, so the
 * key lives in memory only; nothing here is logged or written into events.
 */
import type { StateCreator } from 'zustand';
import { DEFAULT_BUDGETS } from '../../contract';
import type { ConsoleState } from './index';

/** Provider ids of the provider select (`provider-select` option values). */
export type ProviderId = 'offline' | 'openai-compatible' | 'anthropic' | 'scenario';

/** Settings state and its actions. */
export interface SettingsSlice {
  providerId: ProviderId;
  /** OpenAI-compatible base URL, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  model: string;
  /** In memory only: never persisted, logged or put into an event. */
  apiKey: string;
  planMode: boolean;
  /** Time the user has to answer an approval, in milliseconds (run budget `approvalTimeoutMs`, DESIGN §4.3). */
  approvalTimeoutMs: number;
  /** Model turns before the loop withholds tools and asks for the answer. */
  maxTurns: number;
  setProviderId(providerId: ProviderId): void;
  setBaseUrl(baseUrl: string): void;
  setModel(model: string): void;
  setApiKey(apiKey: string): void;
  setPlanMode(planMode: boolean): void;
  /** Sets `approvalTimeoutMs`; values that are not positive finite numbers are ignored. */
  setApprovalTimeoutMs(approvalTimeoutMs: number): void;
}

/** Creates the settings slice. */
export const createSettingsSlice: StateCreator<ConsoleState, [], [], SettingsSlice> = (set) => ({
  providerId: 'offline',
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  apiKey: '',
  planMode: false,
  approvalTimeoutMs: DEFAULT_BUDGETS.approvalTimeoutMs,
  maxTurns: 12,
  setProviderId: (providerId) => set({ providerId }),
  setBaseUrl: (baseUrl) => set({ baseUrl }),
  setModel: (model) => set({ model }),
  setApiKey: (apiKey) => set({ apiKey }),
  setPlanMode: (planMode) => set({ planMode }),
  setApprovalTimeoutMs: (approvalTimeoutMs) => {
    if (Number.isFinite(approvalTimeoutMs) && approvalTimeoutMs > 0) set({ approvalTimeoutMs });
  },
});
