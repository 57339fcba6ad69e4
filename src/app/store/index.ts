/**
 * The one bound store of the console, built from slices (STYLE.md §3.6). Bounded data only: contract
 * types and primitives. Not persisted (the API key stays in memory). Writers outside React call
 * `useConsoleStore.getState()`; tests reset it with `useConsoleStore.getInitialState()`.
 */
import { create, type StoreApi } from 'zustand';
import { createRunSlice, type RunSlice } from './run-slice';
import { createTimelineSlice, type TimelineSlice } from './timeline-slice';
import { createObservationSlice, type ObservationSlice } from './observation-slice';
import { createSettingsSlice, type SettingsSlice } from './settings-slice';
import { createApprovalSlice, type ApprovalSlice } from './approval-slice';
import { createScenarioSlice, type ScenarioSlice } from './scenario-slice';
import { createGrantSlice, type GrantSlice } from './grant-slice';
import { createMcpSlice, type McpSlice } from './mcp-slice';
import { createConversationSlice, type ConversationSlice } from './conversation-slice';
import { createStorageSlice, type StorageSlice } from './storage-slice';

/** The whole console state. */
export type ConsoleState = RunSlice &
  TimelineSlice &
  ObservationSlice &
  SettingsSlice &
  ApprovalSlice &
  ScenarioSlice &
  GrantSlice &
  McpSlice &
  ConversationSlice &
  StorageSlice;

/** The vanilla store API (what code outside React receives). */
export type ConsoleStore = StoreApi<ConsoleState>;

/** The bound store hook (also a `StoreApi`). */
export const useConsoleStore = create<ConsoleState>()((...args) => ({
  ...createRunSlice(...args),
  ...createTimelineSlice(...args),
  ...createObservationSlice(...args),
  ...createSettingsSlice(...args),
  ...createApprovalSlice(...args),
  ...createGrantSlice(...args),
  ...createScenarioSlice(...args),
  ...createMcpSlice(...args),
  ...createConversationSlice(...args),
  ...createStorageSlice(...args),
}));

export type { RunStatus, ReleasedAnswer, AnswerSegment, AnswerVerdict, CitationReason } from './run-slice';
export type { TimelineEntry, TimelineOrigin } from './timeline-slice';
export type { ObservationEntry } from './observation-slice';
export type { ProviderId } from './settings-slice';
export { keyBinding, modelKey } from './settings-slice';
export { storeHealthFromEvent } from './storage-slice';
export type { PendingApproval } from './approval-slice';
export type { StandingGrant } from './grant-slice';
export type { ScenarioStatus } from './scenario-slice';
export type { TurnUsage, RetryCountdown } from './conversation-slice';
